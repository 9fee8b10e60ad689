import { type NumberRange } from '@bazaar/contracts';
import { typedRange } from './number-range';

/**
 * What the two fields of a range filter hold while someone types, and the ranges they applied
 * that the page has not shown back yet (the address changes a moment after a range is applied).
 */
export interface RangeDraft {
  min: string;
  max: string;
  /** Applied ranges on their way into the address, oldest first; `{}` for "no range". */
  pending: readonly NumberRange[];
}

const boundText = (value: number | undefined) => (value === undefined ? '' : String(value));

/** Whether two ranges have the same bounds; no range and an empty one are the same. */
export function sameRange(a: NumberRange | undefined, b: NumberRange | undefined): boolean {
  return a?.min === b?.min && a?.max === b?.max;
}

/** The range of two bounds, either of which may be open; undefined when both are. */
export function rangeOf(min: number | undefined, max: number | undefined): NumberRange | undefined {
  if (min === undefined && max === undefined) return undefined;
  const range: NumberRange = {};
  if (min !== undefined) range.min = min;
  if (max !== undefined) range.max = max;
  return range;
}

/** The fields showing an applied range, nothing typed yet. */
export function rangeDraftOf(applied: NumberRange | undefined): RangeDraft {
  return { min: boundText(applied?.min), max: boundText(applied?.max), pending: [] };
}

/**
 * What leaving a field or pressing Enter does: apply the range the fields make (undefined when
 * both are empty), unless it is the one applied, or the one last applied and still on its way.
 */
export function commitRangeDraft(
  draft: RangeDraft,
  applied: NumberRange | undefined,
): { draft: RangeDraft; apply: boolean; range: NumberRange | undefined } {
  const range = typedRange(draft.min, draft.max);
  if (sameRange(range, draft.pending.at(-1) ?? applied)) return { draft, apply: false, range };
  return { draft: { ...draft, pending: [...draft.pending, range ?? {}] }, apply: true, range };
}

/**
 * The fields once the page shows another applied range. When it is one this field applied, what
 * is typed stays: the other bound may hold more by now (a minimum applied on Tab comes back while
 * the maximum is being typed). A range applied elsewhere ("Clear All", Back) replaces the fields.
 */
export function syncRangeDraft(draft: RangeDraft, applied: NumberRange | undefined): RangeDraft {
  const index = draft.pending.findIndex((range) => sameRange(range, applied));
  if (index < 0) return rangeDraftOf(applied);
  return { ...draft, pending: draft.pending.slice(index + 1) };
}
