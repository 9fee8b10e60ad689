/** Whole units and cents as an administrator types them ("25", "25.5", "25,50") in minor units; null when not a positive amount. */
export function minorUnitsOf(text: string): number | null {
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const minor = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return minor > 0 ? minor : null;
}
