import { isZipCodeText } from './zip-code-rules';

/**
 * The filter state of a result page and its text in the address, and the sorts a result page
 * offers. Without zod, so the browser's section and showroom pages load no schema library
 * (ADR 0037); the api's `filtersParam` in `discovery` reads the same text.
 */

/** A numeric range; either end may be open. */
export interface NumberRange {
  min?: number;
  max?: number;
}

/** What one node parameter filters by: ticked (`c`), chosen options (`s`, `m`) or a range. */
export type ParameterFilter = true | string[] | NumberRange;

/** Every filter of a result page, as the `filters` query parameter carries it. */
export interface SearchFilterState {
  /** Price in whole currency units (euros), not cents. */
  price?: NumberRange;
  postcode?: string;
  radius_km?: number;
  /** Node parameter filters by parameter key. */
  parameters: Record<string, ParameterFilter>;
}

export const FILTERS_TEXT_MAX = 2_000;
export const FILTERS_MAX_ENTRIES = 30;
export const FILTERS_MAX_VALUES = 50;
export const FILTER_VALUE_MAX = 100;

/** Keys of the filters every result page has; node parameters never use them. */
export const fixedFilterKeys = { price: 'price', postcode: 'postcode', radius: 'radius' } as const;
const reservedKeys = new Set<string>(Object.values(fixedFilterKeys));

const keyPattern = /^[a-z][a-z0-9_]{0,59}$/;
const escapedValuePattern = /^(?:[A-Za-z0-9_-]|~[0-9A-F]{2})+$/;
const numberText = '-?\\d+(?:\\.\\d+)?';
const rangePattern = new RegExp(`^(${numberText})?\\.\\.(${numberText})?$`);

/**
 * A value as the filter text carries it: letters, digits, `_` and `-` stay, every other UTF-8
 * byte becomes `~XX`. Neither browsers nor URLSearchParams change these characters, so the
 * text survives any round of URL encoding and decoding.
 */
function escapeValue(value: string): string {
  return encodeURIComponent(value)
    .replace(/[.!~*'()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%/g, '~');
}

function unescapeValue(text: string): string | null {
  if (!escapedValuePattern.test(text)) return null;
  try {
    return decodeURIComponent(text.replace(/~/g, '%'));
  } catch {
    return null;
  }
}

function formatRange(range: NumberRange): string | null {
  const min = range.min !== undefined && Number.isFinite(range.min) ? String(range.min) : '';
  const max = range.max !== undefined && Number.isFinite(range.max) ? String(range.max) : '';
  return min === '' && max === '' ? null : `${min}..${max}`;
}

function parseRange(text: string): NumberRange | null {
  const match = rangePattern.exec(text);
  if (!match || (match[1] === undefined && match[2] === undefined)) return null;
  const range: NumberRange = {};
  if (match[1] !== undefined) range.min = Number(match[1]);
  if (match[2] !== undefined) range.max = Number(match[2]);
  if (range.min !== undefined && range.max !== undefined && range.min > range.max) return null;
  return range;
}

/** A parameter filter that is a numeric range (not a checkbox or options). */
export function isRangeFilter(filter: ParameterFilter): filter is NumberRange {
  return filter !== true && !Array.isArray(filter);
}

/**
 * The filter state as a compact, readable text for the `filters` query parameter, e.g.
 * `price:100..500;postcode:10115;radius:25;balcony;fuel:diesel,petrol;year:2015..`.
 * Entries are `;`-separated: a bare key is a ticked checkbox, `key:a,b` chosen options and
 * `key:min..max` a range (either end may be left out). The same state always gives the same
 * text (fixed order, options sorted), so equal filters share one URL. Empty filters give ''.
 */
export function encodeFilters(state: SearchFilterState): string {
  const entries: string[] = [];
  const price = state.price ? formatRange(state.price) : null;
  if (price) entries.push(`${fixedFilterKeys.price}:${price}`);
  if (state.postcode?.trim())
    entries.push(`${fixedFilterKeys.postcode}:${escapeValue(state.postcode.trim())}`);
  if (state.radius_km !== undefined && Number.isFinite(state.radius_km))
    entries.push(`${fixedFilterKeys.radius}:${String(state.radius_km)}`);
  for (const key of Object.keys(state.parameters).sort()) {
    const filter = state.parameters[key];
    if (filter === undefined || !keyPattern.test(key) || reservedKeys.has(key)) continue;
    if (filter === true) {
      entries.push(key);
    } else if (Array.isArray(filter)) {
      const values = [...new Set(filter.filter((value) => value !== ''))].sort();
      if (values.length > 0) entries.push(`${key}:${values.map(escapeValue).join(',')}`);
    } else {
      const range = formatRange(filter);
      if (range) entries.push(`${key}:${range}`);
    }
  }
  return entries.join(';');
}

/**
 * Reads a text made by `encodeFilters`. Anything else (unknown syntax, a key twice, too many
 * entries, a reversed range) gives null: the api answers 400, a page falls back to no filters.
 */
export function decodeFilters(text: string): SearchFilterState | null {
  const state: SearchFilterState = { parameters: {} };
  const trimmed = text.trim();
  if (trimmed === '') return state;
  if (trimmed.length > FILTERS_TEXT_MAX) return null;
  const entries = trimmed.split(';');
  if (entries.length > FILTERS_MAX_ENTRIES) return null;
  const seen = new Set<string>();
  for (const entry of entries) {
    const colon = entry.indexOf(':');
    const key = colon === -1 ? entry : entry.slice(0, colon);
    const value = colon === -1 ? null : entry.slice(colon + 1);
    if (!keyPattern.test(key) || seen.has(key)) return null;
    seen.add(key);
    if (key === fixedFilterKeys.price) {
      const range = value === null ? null : parseRange(value);
      if (!range || (range.min ?? 0) < 0) return null;
      state.price = range;
    } else if (key === fixedFilterKeys.postcode) {
      const postcode = value === null ? null : unescapeValue(value);
      if (!postcode || !isZipCodeText(postcode)) return null;
      state.postcode = postcode;
    } else if (key === fixedFilterKeys.radius) {
      if (value === null || !/^\d{1,4}$/.test(value)) return null;
      state.radius_km = Number(value);
    } else if (value === null) {
      state.parameters[key] = true;
    } else {
      const range = parseRange(value);
      if (range) {
        state.parameters[key] = range;
        continue;
      }
      const parts = value.split(',');
      if (parts.length > FILTERS_MAX_VALUES) return null;
      const values: string[] = [];
      for (const part of parts) {
        const option = unescapeValue(part);
        if (option === null || option.length > FILTER_VALUE_MAX) return null;
        values.push(option);
      }
      state.parameters[key] = [...new Set(values)];
    }
  }
  return state;
}

/** True when the state filters nothing. */
export function isEmptyFilterState(state: SearchFilterState): boolean {
  return encodeFilters(state) === '';
}

/** The orders a result page offers its listings in. */
export const showroomSorts = [
  'newest',
  'price_asc',
  'price_desc',
  'relevance',
  'distance',
] as const;
export type ShowroomSort = (typeof showroomSorts)[number];
