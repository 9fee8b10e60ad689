import { describe, expect, it } from 'vitest';
import { accountMenus, accountTypes } from '@bazaar/contracts';
import de from '@/lib/i18n/messages/de.json';
import en from '@/lib/i18n/messages/en.json';
import { menuLabelKeys } from './menu-labels';

describe('account-menu labels', () => {
  it('translate every label of the contracts, in English with its own text', () => {
    for (const type of accountTypes) {
      for (const entry of accountMenus[type]) {
        const key = menuLabelKeys[entry.label];
        expect(key, entry.label).toBeDefined();
        expect(en.account.menu[key!]).toBe(entry.label);
        expect(de.account.menu[key!]).toBeTruthy();
      }
    }
  });
});
