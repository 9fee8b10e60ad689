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
