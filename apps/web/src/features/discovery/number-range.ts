import { type NumberRange } from '@bazaar/contracts';

/** A number as people type it ("1.500", "1,5" and " 20 " included); null when it is none. */
export function parseTypedNumber(text: string): number | null {
  const compact = text.trim().replace(/\s/g, '');
  if (compact === '') return null;
  // "1.500" and "1,500" are thousands; a single "," or "." followed by 1–2 digits is a decimal.
  const normalized = /^\d{1,3}([.,]\d{3})+$/.test(compact)
    ? compact.replace(/[.,]/g, '')
    : compact.replace(',', '.');
  const value = Number(normalized);
  return Number.isFinite(value) ? value : null;
}

/**
 * The range two typed bounds make: empty or unreadable bounds stay open, bounds given the wrong
 * way round are swapped (the filter text refuses a reversed range), negative ones become 0.
 */
export function typedRange(minText: string, maxText: string): NumberRange | undefined {
  let min = parseTypedNumber(minText);
  let max = parseTypedNumber(maxText);
  if (min !== null && max !== null && min > max) [min, max] = [max, min];
  const range: NumberRange = {};
  if (min !== null) range.min = Math.max(0, min);
  if (max !== null) range.max = Math.max(0, max);
  return range.min === undefined && range.max === undefined ? undefined : range;
}
