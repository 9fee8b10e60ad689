import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_COOKIE, localStorageKeys, REFRESH_TOKEN_COOKIE } from '@bazaar/contracts';
import en from '../i18n/messages/en.json';
import { storageKinds, storedItems } from './storage-inventory';

describe('storage inventory', () => {
  it('lists the cookies the spec and the session use', () => {
    const cookies = storedItems.filter((item) => item.kind === 'cookie').map((item) => item.name);
    expect(cookies).toEqual(
      expect.arrayContaining([ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE, 'locale', 'device_type']),
    );
  });

  it('lists every local-storage key of the contracts', () => {
    const names = storedItems.map((item) => item.name);
    for (const key of Object.values(localStorageKeys)) expect(names).toContain(key);
  });

  it('has a purpose and lifetime for every item, and items of every kind', () => {
    for (const item of storedItems) {
      expect(en.legal.storage.items[item.messageKey].purpose.length).toBeGreaterThan(10);
    }
    for (const kind of storageKinds) {
      expect(storedItems.some((item) => item.kind === kind)).toBe(true);
    }
  });

  it('names each item once', () => {
    const names = storedItems.map((item) => item.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
