/** Query keys of the home page's content: every key starts with `['homepage']`. */
export const homepageKeys = {
  all: ['homepage'] as const,
  /** What visitors of `locale` see now. */
  visitor: (locale: string) => [...homepageKeys.all, 'visitor', locale] as const,
};
