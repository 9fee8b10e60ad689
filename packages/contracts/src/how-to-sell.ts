import { z } from 'zod';
import { supportedLocales } from './constants';

/** `GET /api/how-to-sell?locale=`: without a locale, the request's Accept-Language decides. */
export const howToSellQuery = z.object({ locale: z.enum(supportedLocales).optional() });

/**
 * One step of the how-to-sell guide. `body` is plain text: paragraphs are separated by a blank
 * line, and lines starting with "- " form a list.
 */
export const howToSellParagraph = z
  .object({
    id: z.uuid(),
    position: z.number().int().nonnegative(),
    title: z.string(),
    body: z.string(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'HowToSellParagraph' });
export type HowToSellParagraph = z.infer<typeof howToSellParagraph>;

export const howToSellGuide = z
  .object({ locale: z.enum(supportedLocales), paragraphs: z.array(howToSellParagraph) })
  .meta({ id: 'HowToSellGuide' });
export type HowToSellGuide = z.infer<typeof howToSellGuide>;

/** A block of a paragraph body: a text paragraph or a bullet list. */
export type HowToSellBlock = { kind: 'text'; text: string } | { kind: 'list'; items: string[] };

/** Splits a plain-text body into its paragraphs and lists, as the page shows them. */
export function howToSellBlocks(body: string): HowToSellBlock[] {
  return body
    .replace(/\r\n/g, '\n')
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter((chunk) => chunk.length > 0)
    .map((chunk): HowToSellBlock => {
      const lines = chunk.split('\n').map((line) => line.trim());
      if (lines.every((line) => line.startsWith('- '))) {
        return { kind: 'list', items: lines.map((line) => line.slice(2).trim()) };
      }
      return { kind: 'text', text: lines.join(' ') };
    });
}

/**
 * The administrators' editor (issue 21, ADR 0075):
 * - `GET /api/admin/how-to-sell` → {@link howToSellEditorGuides}: both languages, in order
 * - `PUT /api/admin/how-to-sell` ({@link saveHowToSellBody}) → {@link howToSellEditorGuides}:
 *   each language's whole list as it should be; paragraphs without an `id` are added, those left
 *   out are deleted, the order of the list is the new order.
 */
export const howToSellRules = {
  titleMaxChars: 120,
  bodyMaxChars: 4_000,
  paragraphsMax: 30,
} as const;

/**
 * Removes markup from an editor's text: HTML tags and comments go, so the guide stays plain
 * text whatever is pasted into it (the page renders text, never HTML). Control characters other
 * than line breaks and tabs go too; Windows line breaks become `\n`.
 */
export function stripMarkup(text: string): string {
  return (
    text
      .replace(/\r\n?/g, '\n')
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<\/?[a-zA-Z][^<>]*>/g, '')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '')
  );
}

const editorText = (max: number, emptyMessage: string) =>
  z
    .string()
    .transform((value) => stripMarkup(value).trim())
    .pipe(
      z
        .string()
        .min(1, { error: emptyMessage })
        .max(max, { error: `Keep it under ${max} characters` }),
    );

export const howToSellParagraphDraft = z.object({
  /** A paragraph kept from before; left out for a new one. */
  id: z.uuid().optional(),
  title: editorText(howToSellRules.titleMaxChars, 'Give the step a title'),
  body: editorText(howToSellRules.bodyMaxChars, 'Write what the step says'),
});
export type HowToSellParagraphDraft = z.input<typeof howToSellParagraphDraft>;

const paragraphList = z.array(howToSellParagraphDraft).max(howToSellRules.paragraphsMax, {
  error: `The guide has at most ${howToSellRules.paragraphsMax} steps`,
});

export const saveHowToSellBody = z
  .object({
    // English is the fallback of every language, so it cannot be empty.
    en: paragraphList.min(1, { error: 'The English guide needs at least one step' }),
    de: paragraphList,
  })
  .meta({ id: 'SaveHowToSellBody' });
export type SaveHowToSellBody = z.input<typeof saveHowToSellBody>;

export const howToSellEditorGuides = z
  .object({ en: z.array(howToSellParagraph), de: z.array(howToSellParagraph) })
  .meta({ id: 'HowToSellEditorGuides' });
export type HowToSellEditorGuides = z.infer<typeof howToSellEditorGuides>;
