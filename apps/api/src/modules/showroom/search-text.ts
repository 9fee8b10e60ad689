import type { Clock } from '../../lib/clock';
import { createExpiringCache } from '../../lib/expiring-cache';
import type { PublicListingSearch, TextMatch, WordSpelling } from '../listings';

const MAX_SEARCH_WORDS = 12;
/**
 * How long the spelling of typed words (known to listings, or their nearest listing words) is
 * kept: a word that a new listing brings in is corrected at most this long afterwards.
 */
const SPELLINGS_TTL_MS = 60_000;
/** Texts whose spelling is kept; typing a word asks for each of its prefixes in turn. */
const SPELLINGS_KEPT = 20_000;

/** The words of a search text: letters and digits, lower-case, at most twelve. */
export function searchWordsOf(text: string | undefined): string[] {
  return (
    (text ?? '')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, MAX_SEARCH_WORDS) ?? []
  );
}

/** Words shorter than this, and numbers, are taken as typed: trigrams say little about them. */
const MIN_CORRECTED_LENGTH = 3;
const plainWord = /^[\p{L}\p{N}]+$/u;

/**
 * The full-text query of a search: every word as a prefix (so "iphon" finds "iPhone" while
 * typing); a word that no listing word starts with may also be one of its nearest listing words
 * ("iphnoe" → "iphone"). A single letter is matched as itself ("e" of "e-bike"): as a prefix it
 * would match most listings, and the text index would list them all. A single letter after
 * other words is left out: the buyer is still typing it ("harry p"). Undefined when the text
 * has no word.
 */
export function fullTextQueryOf(spellings: readonly WordSpelling[]): TextMatch | undefined {
  const last = spellings.at(-1);
  const typed =
    spellings.length > 1 && last && last.word.length === 1 ? spellings.slice(0, -1) : spellings;
  if (typed.length === 0) return undefined;
  const terms = typed.map(({ word, known, near }) => {
    if (word.length === 1) return word;
    const corrections =
      known || word.length < MIN_CORRECTED_LENGTH || /^\d+$/.test(word)
        ? []
        : near.filter((candidate) => plainWord.test(candidate));
    return corrections.length === 0
      ? `${word}:*`
      : `(${[`${word}:*`, ...corrections].join(' | ')})`;
  });
  return { tsquery: terms.join(' & ') };
}

/** A search text as the full-text query of listings, its words' spellings kept a while. */
export function createTextMatching(
  publicListings: Pick<PublicListingSearch, 'spellings'>,
  clock: Clock,
) {
  // Every suggestion and search asks how its words are spelled; the same words come again and
  // again (each keystroke's text in the top bar), and the word list changes slowly.
  const spellings = createExpiringCache<string, WordSpelling[]>({
    ttlMs: SPELLINGS_TTL_MS,
    clock,
    maxEntries: SPELLINGS_KEPT,
  });

  async function textMatchOf(text: string | undefined): Promise<TextMatch | undefined> {
    const words = searchWordsOf(text);
    if (words.length === 0) return undefined;
    return fullTextQueryOf(
      await spellings.get(words.join(' '), () => publicListings.spellings(words)),
    );
  }

  return textMatchOf;
}

export type TextMatching = ReturnType<typeof createTextMatching>;
