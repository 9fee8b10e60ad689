import { prepayEntryTypeLabels, type PrepayEntry } from '@bazaar/contracts';
import { csvText, decimalAmount } from '../../lib/csv';

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

/** The entries of a prepaid-balance history as CSV (RFC 4180, CRLF line ends). */
export function prepayHistoryCsv(entries: readonly PrepayEntry[]): string {
  return csvText(
    HEADER,
    entries.map((entry) => [
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
    ]),
  );
}
