import { describe, expect, it } from 'vitest';
import {
  commitRangeDraft,
  rangeDraftOf,
  rangeOf,
  syncRangeDraft,
  type RangeDraft,
} from './range-draft';

const typed = (draft: RangeDraft, min: string, max: string): RangeDraft => ({ ...draft, min, max });

describe('range filter fields', () => {
  it('keep the maximum typed after Tab while the minimum applied on Tab comes back', () => {
    // Minimum typed, Tab: the minimum applies.
    const onTab = commitRangeDraft(typed(rangeDraftOf(undefined), '100', ''), undefined);
    expect(onTab).toMatchObject({ apply: true, range: { min: 100 } });
    // The maximum is typed before the page shows the minimum…
    const typing = typed(onTab.draft, '100', '700');
    // …which then comes back: the maximum stays.
    const shown = syncRangeDraft(typing, { min: 100 });
    expect(shown).toMatchObject({ min: '100', max: '700' });
    // Enter applies both bounds.
    expect(commitRangeDraft(shown, { min: 100 })).toMatchObject({
      apply: true,
      range: { min: 100, max: 700 },
    });
  });

  it('apply both bounds on Enter even before the minimum applied on Tab is shown', () => {
    const onTab = commitRangeDraft(typed(rangeDraftOf(undefined), '100', ''), undefined);
    const onEnter = commitRangeDraft(typed(onTab.draft, '100', '700'), undefined);
    expect(onEnter).toMatchObject({ apply: true, range: { min: 100, max: 700 } });
    // Both come back, one after the other or only the last: the fields keep what was typed.
    const one = syncRangeDraft(syncRangeDraft(onEnter.draft, { min: 100 }), { min: 100, max: 700 });
    const last = syncRangeDraft(onEnter.draft, { min: 100, max: 700 });
    for (const draft of [one, last]) {
      expect(draft).toEqual({ min: '100', max: '700', pending: [] });
    }
  });

  it('do not apply the range again when a field is left without a change', () => {
    const draft = rangeDraftOf({ min: 20, max: 2000 });
    expect(commitRangeDraft(draft, { min: 20, max: 2000 }).apply).toBe(false);
    // Leaving the field after Enter, before the range came back, does not apply it twice.
    const onEnter = commitRangeDraft(typed(draft, '20', '900'), { min: 20, max: 2000 });
    expect(commitRangeDraft(onEnter.draft, { min: 20, max: 2000 }).apply).toBe(false);
  });

  it('clear the range when both fields are emptied', () => {
    const cleared = commitRangeDraft(typed(rangeDraftOf({ min: 5 }), '', ''), { min: 5 });
    expect(cleared).toMatchObject({ apply: true, range: undefined });
    expect(syncRangeDraft(cleared.draft, undefined)).toEqual(rangeDraftOf(undefined));
  });

  it('follow a range applied elsewhere (Clear All, Back) instead of what was typed', () => {
    const onTab = commitRangeDraft(typed(rangeDraftOf(undefined), '100', ''), undefined);
    expect(syncRangeDraft(typed(onTab.draft, '100', '70'), undefined)).toEqual(
      rangeDraftOf(undefined),
    );
    expect(syncRangeDraft(typed(rangeDraftOf(undefined), '3', ''), { max: 50 })).toEqual({
      min: '',
      max: '50',
      pending: [],
    });
  });

  it('follow the applied range from its two bounds, either open', () => {
    expect(rangeOf(undefined, undefined)).toBeUndefined();
    expect(rangeOf(100, undefined)).toEqual({ min: 100 });
    expect(rangeOf(undefined, 700)).toEqual({ max: 700 });
    expect(rangeOf(0, 700)).toEqual({ min: 0, max: 700 });
  });
});
