/** Query keys of the feedbacks feature. */
export const feedbacksKeys = {
  /** The account's feedbacks, next to the spec's 'api/users/me' (§7). */
  mine: ['api/users/me/feedbacks'] as const,
};
