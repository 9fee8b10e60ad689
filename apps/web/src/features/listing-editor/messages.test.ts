import { describe, expect, it } from 'vitest';
import { validationMessages } from '@bazaar/contracts';
import en from '@/lib/i18n/messages/en.json';

describe('listing editor messages', () => {
  it("uses the spec's English texts for a failed save", () => {
    expect(en.listingEditor.toasts.itemNotSaved).toBe(validationMessages.itemNotSaved);
    expect(en.forms.required).toBe(validationMessages.required);
  });
});
