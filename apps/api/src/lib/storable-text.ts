/**
 * Text as PostgreSQL can store it: without NUL (U+0000), which text and jsonb refuse and which
 * nothing a person means is written with (ADR 0086).
 */
export function withoutNul(text: string): string {
  return text.includes('\u0000') ? text.replaceAll('\u0000', '') : text;
}
