/** A number typed into a text field: the value, nothing typed, or text that is not a number. */
export type TypedNumber = number | 'empty' | 'invalid';

/**
 * Money is kept in hundredths of the currency unit everywhere in Bazaar (the contracts'
 * `formatMoney` divides by 100 for every currency), so the form converts with the same factor.
 */
const MINOR_UNITS_PER_MAJOR = 100;

/** Digits with at most one decimal separator; people type a comma in German, a point in English. */
const DECIMAL = /^\d+(?:[.,](\d*))?$|^[.,](\d+)$/;

/** Reads a decimal number with at most `maxDecimals` digits after the separator. */
export function parseDecimal(text: string, maxDecimals = 6): TypedNumber {
  const trimmed = text.trim().replace(/\s+/g, '');
  if (trimmed === '') return 'empty';
  const match = DECIMAL.exec(trimmed);
  if (!match) return 'invalid';
  const decimals = match[1] ?? match[2] ?? '';
  if (decimals.length > maxDecimals) return 'invalid';
  return Number(trimmed.replace(',', '.'));
}

/** Reads a whole number (stock, year, mileage, minutes). */
export function parseWholeNumber(text: string): TypedNumber {
  const value = parseDecimal(text, 0);
  return typeof value === 'number' && !Number.isSafeInteger(value) ? 'invalid' : value;
}

/** A price as typed ("12.50", "12,5", "12") in minor units (1250). */
export function majorToMinor(text: string): TypedNumber {
  const major = parseDecimal(text, 2);
  if (typeof major !== 'number') return major;
  const minor = Math.round(major * MINOR_UNITS_PER_MAJOR);
  return Number.isSafeInteger(minor) ? minor : 'invalid';
}

/** An amount to pay as typed, in minor units; null when it is not a positive amount. */
export function positiveMinorUnits(text: string): number | null {
  const minor = majorToMinor(text);
  return typeof minor === 'number' && minor > 0 ? minor : null;
}

/** Minor units as the price field shows them: "23" for whole amounts, "23.50" otherwise. */
export function minorToMajor(minor: number): string {
  const major = minor / MINOR_UNITS_PER_MAJOR;
  return minor % MINOR_UNITS_PER_MAJOR === 0 ? String(major) : major.toFixed(2);
}

/** A number as a text field shows it; nothing for a missing value. */
export function numberText(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}
