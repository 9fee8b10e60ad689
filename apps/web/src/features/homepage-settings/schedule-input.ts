/** A moment as a date-time input shows it: local time, to the minute ("2030-05-01T09:30"). */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A date-time input's local value as an ISO moment; empty stays open (null). */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** The listing id in a pasted item address ("…/flea-market/<id>") or the id itself. */
export function listingIdFrom(text: string): string {
  return UUID.exec(text)?.[0]?.toLowerCase() ?? text.trim();
}
