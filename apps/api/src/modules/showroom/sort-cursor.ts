import { showroomSorts, type ShowroomSort } from '@bazaar/contracts';
import { z } from 'zod';
import { ValidationError } from '../../errors';
import type { SortPosition } from '../listings';

const cursorSchema = z.object({
  s: z.enum(showroomSorts),
  v: z.union([z.number().finite(), z.string().max(40)]),
  i: z.uuid(),
});

/** An opaque, URL-safe cursor: the sort it belongs to and the last row's sort value and id. */
export function encodeSortCursor(sort: ShowroomSort, position: SortPosition): string {
  return Buffer.from(JSON.stringify({ s: sort, v: position.value, i: position.id })).toString(
    'base64url',
  );
}

/** Reads a cursor of this sort; anything else (another sort, a forged text) is a 400. */
export function decodeSortCursor(cursor: string, sort: ShowroomSort): SortPosition {
  let decoded: unknown;
  try {
    if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw new Error('not base64url');
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    decoded = undefined;
  }
  const parsed = cursorSchema.safeParse(decoded);
  const valueFits =
    parsed.success &&
    parsed.data.s === sort &&
    (sort === 'newest'
      ? typeof parsed.data.v === 'string' &&
        /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/.test(parsed.data.v)
      : typeof parsed.data.v === 'number');
  if (!parsed.success || !valueFits) {
    throw new ValidationError([
      { field: 'cursor', message: 'This cursor is not valid; start from the first page' },
    ]);
  }
  return { value: parsed.data.v, id: parsed.data.i };
}
