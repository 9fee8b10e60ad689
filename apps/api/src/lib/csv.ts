import { stringify } from 'csv-stringify/sync';

/*
 * CSV as spreadsheets open it (RFC 4180, CRLF line ends), safe against formula injection: the
 * prepay history's export (ledger), the statistics' export and the import reports share it.
 */

/** A leading formula sign defused (OWASP "CSV injection"); plain numbers such as "-12.50" stay. */
function defusedFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
}

/** Minor units as a decimal amount ("-12.50"), as spreadsheets read it. */
export function decimalAmount(amountMinor: number): string {
  const sign = amountMinor < 0 ? '-' : '';
  const abs = Math.abs(amountMinor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A header and rows as one CSV text, every field defused and quoted as needed. */
export function csvText(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return stringify(
    [header, ...rows].map((fields) => fields.map(defusedFormula)),
    // csv-stringify quotes a comma or a quote by itself; a lone line break inside a field too.
    { record_delimiter: 'windows', quoted_match: /[\r\n]/ },
  );
}
