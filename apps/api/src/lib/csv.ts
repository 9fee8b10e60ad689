/*
 * CSV as spreadsheets open it (RFC 4180, CRLF line ends), safe against formula injection: the
 * prepay history's export (ledger) and the statistics' export share it.
 */

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

/** A header and rows as one CSV text, every field defused and quoted as needed. */
export function csvText(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [header, ...rows].map((fields) => fields.map(csvField).join(',')).join('\r\n') + '\r\n';
}
