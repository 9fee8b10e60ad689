import { showroomSorts, type ShowroomSort } from '@bazaar/contracts';
import { z } from 'zod';
import {
  cursorFields,
  cursorText,
  invalidCursor,
  isoMicrosecondsPattern,
} from '../../lib/keyset-cursor';
import type { SortPosition } from '../listings';

const cursorSchema = z.object({
  s: z.enum(showroomSorts),
  v: z.union([z.number().finite(), z.string().max(40)]),
  i: z.uuid(),
});

/** An opaque, URL-safe cursor: the sort it belongs to and the last row's sort value and id. */
export function encodeSortCursor(sort: ShowroomSort, position: SortPosition): string {
  return cursorText({ s: sort, v: position.value, i: position.id });
}

/** Reads a cursor of this sort; anything else (another sort, a forged text) is a 400. */
export function decodeSortCursor(cursor: string, sort: ShowroomSort): SortPosition {
  const parsed = cursorSchema.safeParse(cursorFields(cursor));
  const valueFits =
    parsed.success &&
    parsed.data.s === sort &&
    (sort === 'newest'
      ? typeof parsed.data.v === 'string' && isoMicrosecondsPattern.test(parsed.data.v)
      : typeof parsed.data.v === 'number');
  if (!parsed.success || !valueFits) throw invalidCursor();
  return { value: parsed.data.v, id: parsed.data.i };
}
