import { minorDigits } from '../currency-digits';

/** A decimal amount as Shopify sends it ("19.99") in minor units of `currency`, rounded half up. */
export function decimalToMinor(amount: string, currency: string): number {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(amount.trim());
  if (!match) throw new Error(`not a price: ${amount}`);
  const exponent = minorDigits(currency);
  const fraction = (match[2] ?? '').padEnd(exponent + 1, '0');
  const whole = Number(match[1]) * 10 ** exponent + Number(fraction.slice(0, exponent) || '0');
  return Number(fraction[exponent]) >= 5 ? whole + 1 : whole;
}
