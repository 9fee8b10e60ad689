import {
  MODERATION_BURST_LISTINGS,
  MODERATION_PRICE_FACTOR,
  MODERATION_PRICE_MIN_LISTINGS,
  type ModerationFlag,
} from '@bazaar/contracts';

/** What the rules look at of a listing saved in the editor. */
export interface SavedListingFacts {
  title: string;
  description: string;
  priceMinor: number | null;
  /** The median price of the other published listings of its node, and how many there are. */
  median: { value: number | null; count: number };
  /** How many listings its owner created within the burst window, this one included. */
  ownerRecentCount: number;
  created: boolean;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether `text` has `word` as a whole word (or phrase), whatever its case. */
export function containsWord(text: string, word: string): boolean {
  const pattern = new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(word)}($|[^\\p{L}\\p{N}])`, 'iu');
  return pattern.test(text);
}

/**
 * The rules that flag a listing (ADR 0070): a listed word in its title or description; a price
 * below a third or above three times its node's median, where the node has enough listings for
 * a median to mean something; a new listing beyond the owner's burst limit.
 */
export function flagsOf(facts: SavedListingFacts, words: readonly string[]): ModerationFlag[] {
  const flags: ModerationFlag[] = [];
  const text = `${facts.title}\n${facts.description}`;
  if (words.some((word) => containsWord(text, word))) flags.push('words');
  const { value: median, count } = facts.median;
  if (
    facts.priceMinor !== null &&
    median !== null &&
    median > 0 &&
    count >= MODERATION_PRICE_MIN_LISTINGS &&
    (facts.priceMinor * MODERATION_PRICE_FACTOR < median ||
      facts.priceMinor > median * MODERATION_PRICE_FACTOR)
  ) {
    flags.push('price');
  }
  if (facts.created && facts.ownerRecentCount > MODERATION_BURST_LISTINGS) flags.push('burst');
  return flags;
}
