/**
 * Digits after the decimal point of a currency's minor unit (JPY 0, EUR 2, KWD 3), as Intl knows
 * them; 2 for a code Intl does not know. Every platform sends prices as decimals.
 */
export function minorDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}
