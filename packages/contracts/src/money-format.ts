import type { Money } from './money';

export function formatMoney(money: Money, locale = 'en'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: money.currency }).format(
    money.amount_minor / 100,
  );
}
