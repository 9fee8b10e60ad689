import { createHash } from 'node:crypto';

/**
 * The parts of a message that differ between occurrences of one error (ids, numbers, quoted
 * values) are replaced, so "Listing 4711 not found" and "Listing 4712 not found" group together.
 */
export function normalizeMessage(message: string): string {
  return message
    .slice(0, 500)
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<id>')
    .replace(/\b[0-9a-f]{12,}\b/gi, '<hex>')
    .replace(/(["'`]).{0,200}?\1/g, '<value>')
    .replace(/\d+(\.\d+)?/g, '<n>')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first frame of a V8 (`at fn (file:1:2)`) or Firefox/Safari (`fn@file:1:2`) stack, without positions. */
export function topFrame(stack: string | null | undefined): string {
  if (!stack) return '';
  for (const rawLine of stack.split('\n')) {
    const line = rawLine.trim();
    if (!line.startsWith('at ') && !line.includes('@')) continue;
    return line
      .replace(/^at\s+/, '')
      .replace(/[?#][^)\s:]*/g, '')
      .replace(/:\d+(:\d+)?\)?$/, '')
      .replace(/\s*\(/, ' ')
      .trim();
  }
  return '';
}

export interface FingerprintParts {
  source: string;
  errorName: string | null | undefined;
  message: string;
  stack: string | null | undefined;
}

/** Same error, same fingerprint: source, error name, normalised message and the first frame. */
export function errorFingerprint(parts: FingerprintParts): string {
  return createHash('sha256')
    .update(
      [
        parts.source,
        parts.errorName ?? '',
        normalizeMessage(parts.message),
        topFrame(parts.stack),
      ].join('\n'),
    )
    .digest('hex')
    .slice(0, 32);
}
