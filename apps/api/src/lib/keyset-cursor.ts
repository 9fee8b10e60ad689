import { z } from 'zod';
import { ValidationError } from '../errors';

/** Position after the last row of a page ordered by (created_at desc, id desc). */
export interface KeysetPosition {
  /** created_at as an ISO timestamp with microseconds, exactly as the database holds it. */
  createdAt: string;
  id: string;
}

/** created_at as ISO text with up to microseconds, as cursors carry it. */
export const isoMicrosecondsPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;

const positionSchema = z.object({
  t: z.string().regex(isoMicrosecondsPattern),
  i: z.uuid(),
});

/** The opaque, URL-safe text of a cursor's fields. */
export function cursorText(fields: Record<string, unknown>): string {
  return Buffer.from(JSON.stringify(fields)).toString('base64url');
}

/** The fields a cursor made by `cursorText` carries, unchecked; undefined when it is not one. */
export function cursorFields(cursor: string): unknown {
  try {
    if (!/^[A-Za-z0-9_-]+$/.test(cursor)) return undefined;
    return JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

/** The 400 for a cursor this api did not make, or made for another list. */
export const invalidCursor = (field = 'cursor') =>
  new ValidationError([{ field, message: 'This cursor is not valid; start from the first page' }]);

/** An opaque, URL-safe cursor for a keyset position. */
export function encodeCursor(position: KeysetPosition): string {
  return cursorText({ t: position.createdAt, i: position.id });
}

/** Reads a cursor made by `encodeCursor`; anything else is a 400 naming the field. */
export function decodeCursor(cursor: string, field = 'cursor'): KeysetPosition {
  const parsed = positionSchema.safeParse(cursorFields(cursor));
  if (!parsed.success) throw invalidCursor(field);
  return { createdAt: parsed.data.t, id: parsed.data.i };
}
