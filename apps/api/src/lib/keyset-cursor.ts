import { z } from 'zod';
import { ValidationError } from '../errors';

/** Position after the last row of a page ordered by (created_at desc, id desc). */
export interface KeysetPosition {
  /** created_at as an ISO timestamp with microseconds, exactly as the database holds it. */
  createdAt: string;
  id: string;
}

const positionSchema = z.object({
  t: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/),
  i: z.uuid(),
});

/** An opaque, URL-safe cursor for a keyset position. */
export function encodeCursor(position: KeysetPosition): string {
  return Buffer.from(JSON.stringify({ t: position.createdAt, i: position.id })).toString(
    'base64url',
  );
}

/** Reads a cursor made by `encodeCursor`; anything else is a 400 naming the field. */
export function decodeCursor(cursor: string, field = 'cursor'): KeysetPosition {
  let decoded: unknown;
  try {
    if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw new Error('not base64url');
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    decoded = undefined;
  }
  const parsed = positionSchema.safeParse(decoded);
  if (!parsed.success) {
    throw new ValidationError([
      { field, message: 'This cursor is not valid; start from the first page' },
    ]);
  }
  return { createdAt: parsed.data.t, id: parsed.data.i };
}
