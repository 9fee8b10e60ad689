import {
  stripMarkup,
  supportedLocales,
  type HowToSellEditorGuides,
  type HowToSellParagraph,
  type SaveHowToSellBody,
  type SupportedLocale,
} from '@bazaar/contracts';

/** A step as the editor holds it: `key` names it in the list (new steps have no id yet). */
export interface DraftStep {
  key: string;
  id?: string;
  title: string;
  body: string;
}

export type DraftGuides = Record<SupportedLocale, DraftStep[]>;

/** The editor's lists made from what is saved. */
export function draftOf(guides: HowToSellEditorGuides): DraftGuides {
  const steps = (paragraphs: readonly HowToSellParagraph[]) =>
    paragraphs.map(({ id, title, body }) => ({ key: id, id, title, body }));
  return { en: steps(guides.en), de: steps(guides.de) };
}

/** What the api is sent: each language's steps in their order, new ones without an id. */
export function saveBodyOf(draft: DraftGuides): SaveHowToSellBody {
  const steps = (list: readonly DraftStep[]) =>
    list.map(({ id, title, body }) => (id ? { id, title, body } : { title, body }));
  return { en: steps(draft.en), de: steps(draft.de) };
}

/** Whether the draft differs from what is saved (order, texts, steps added or removed). */
export function isDirty(draft: DraftGuides, saved: HowToSellEditorGuides): boolean {
  return supportedLocales.some(
    (locale) =>
      draft[locale].length !== saved[locale].length ||
      draft[locale].some((step, index) => {
        const stored = saved[locale][index]!;
        return step.id !== stored.id || step.title !== stored.title || step.body !== stored.body;
      }),
  );
}

/** Moves the step at `from` to `to`, the others keeping their order. */
export function moveStep<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) {
    return [...list];
  }
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

/**
 * The draft as the public page would show it: what the preview renders. Markup goes as the api
 * will strip it, and a language without steps of its own falls back to English, as the api does.
 */
export function previewParagraphs(
  draft: DraftGuides,
  locale: SupportedLocale,
): HowToSellParagraph[] {
  const list = draft[locale].length > 0 ? draft[locale] : draft.en;
  return list.map((step, position) => ({
    id: step.key,
    position,
    title: stripMarkup(step.title).trim(),
    body: stripMarkup(step.body).trim(),
    updated_at: new Date(0).toISOString(),
  }));
}
