import { describe, expect, it } from 'vitest';
import type { HowToSellEditorGuides } from '@bazaar/contracts';
import { draftOf, isDirty, moveStep, previewParagraphs, saveBodyOf } from './editor-draft';

const A = '0b5c3a4e-9f57-4a8e-8d3b-3c1f3e0a9b21';
const B = '1b5c3a4e-9f57-4a8e-8d3b-3c1f3e0a9b21';
const at = '2026-11-25T00:00:00.000Z';
const saved: HowToSellEditorGuides = {
  en: [
    { id: A, position: 0, title: 'One', body: 'First', updated_at: at },
    { id: B, position: 1, title: 'Two', body: 'Second', updated_at: at },
  ],
  de: [],
};

describe('the how-to-sell editor draft', () => {
  it('is clean until something changes, and dirty after a move, an edit or an addition', () => {
    const draft = draftOf(saved);
    expect(isDirty(draft, saved)).toBe(false);
    expect(isDirty({ ...draft, en: moveStep(draft.en, 1, 0) }, saved)).toBe(true);
    expect(
      isDirty({ ...draft, en: [{ ...draft.en[0]!, title: 'Uno' }, draft.en[1]!] }, saved),
    ).toBe(true);
    expect(isDirty({ ...draft, de: [{ key: 'new-1', title: 'Eins', body: 'Erst' }] }, saved)).toBe(
      true,
    );
  });

  it('sends new steps without an id, in the order shown', () => {
    const draft = draftOf(saved);
    const body = saveBodyOf({
      en: [draft.en[1]!, { key: 'new-1', title: 'Three', body: 'Third' }, draft.en[0]!],
      de: [],
    });
    expect(body.en).toEqual([
      { id: B, title: 'Two', body: 'Second' },
      { title: 'Three', body: 'Third' },
      { id: A, title: 'One', body: 'First' },
    ]);
  });

  it('moves a step and ignores moves out of the list', () => {
    expect(moveStep(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveStep(['a', 'b', 'c'], 2, 3)).toEqual(['a', 'b', 'c']);
  });

  it('previews German from the English steps while German has none, as the page does', () => {
    const draft = draftOf(saved);
    expect(previewParagraphs(draft, 'de').map((p) => p.title)).toEqual(['One', 'Two']);
    const german = { ...draft, de: [{ key: 'k', title: 'Eins', body: 'Erst' }] };
    expect(previewParagraphs(german, 'de').map((p) => [p.title, p.position])).toEqual([
      ['Eins', 0],
    ]);
  });

  it('previews the text without markup, as it will be saved', () => {
    const draft = {
      en: [{ key: 'k', title: '<i>Ship</i> it', body: 'Fast <b>and</b> safe' }],
      de: [],
    };
    expect(previewParagraphs(draft, 'en')[0]).toMatchObject({
      title: 'Ship it',
      body: 'Fast and safe',
    });
  });
});
