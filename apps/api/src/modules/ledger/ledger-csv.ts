import { prepayEntryTypeLabels, type PrepayEntry } from '@bazaar/contracts';

const HEADER = [
  'Date (UTC)',
  'Type',
  'Description',
  'Account',
  'Amount',
  'Balance after',
  'Currency',
  'Payment reference',
  'Made by',
  'Entry',
];

/** A CSV field: quoted when it holds a comma, quote or line break; a leading formula sign defused. */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Minor units as a decimal amount ("-12.50"), as spreadsheets read it. */
export function decimalAmount(amountMinor: number): string {
  const sign = amountMinor < 0 ? '-' : '';
  const abs = Math.abs(amountMinor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The entries of a prepaid-balance history as CSV (RFC 4180, CRLF line ends). */
export function prepayHistoryCsv(entries: readonly PrepayEntry[]): string {
  const lines = entries.map((entry) =>
    [
      entry.created_at,
      prepayEntryTypeLabels[entry.type],
      entry.description,
      entry.account.display_name,
      decimalAmount(entry.amount.amount_minor),
      decimalAmount(entry.balance_after.amount_minor),
      entry.amount.currency,
      entry.payment_reference ?? '',
      entry.author?.display_name ?? '',
      entry.id,
    ]
      .map(csvField)
      .join(','),
  );
  return [HEADER.join(','), ...lines].join('\r\n') + '\r\n';
}
