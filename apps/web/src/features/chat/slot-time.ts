const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A slot's start as its provider keeps it: in the service's time zone, with the zone named, so
 * both sides read the same time wherever they are.
 */
export function slotTimeText(startsAt: string, timeZone: string, locale: string): string {
  const key = `${locale}|${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
      timeZoneName: 'short',
    });
    formats.set(key, format);
  }
  return format.format(new Date(startsAt));
}
