import { describe, expect, it } from 'vitest';
import { localStorageKeys } from '@bazaar/contracts';
import { reconcileStoredAppVersion } from './app-version';

/** A Storage held in memory, as localStorage behaves. */
function memoryStorage(initial: Record<string, string> = {}): Storage {
  const items = new Map(Object.entries(initial));
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

const persistedCart = { 'persist:bazaar': '{"cart":"{\\"entries\\":[]}"}' };

describe('reconcileStoredAppVersion', () => {
  it('keeps local storage when the stored version is this version', () => {
    const storage = memoryStorage({ [localStorageKeys.appVersion]: '1.2.0', ...persistedCart });
    expect(reconcileStoredAppVersion(storage, '1.2.0')).toBe(false);
    expect(storage.getItem('persist:bazaar')).toBe(persistedCart['persist:bazaar']);
  });

  it('clears local storage and stores the new version when the stored version differs', () => {
    const storage = memoryStorage({
      [localStorageKeys.appVersion]: '1.1.0',
      [localStorageKeys.comparison]: '["p1"]',
      ...persistedCart,
    });
    expect(reconcileStoredAppVersion(storage, '1.2.0')).toBe(true);
    expect(storage.length).toBe(1);
    expect(storage.getItem(localStorageKeys.appVersion)).toBe('1.2.0');
    expect(storage.getItem('persist:bazaar')).toBeNull();
  });

  it('clears what an app without a stored version left behind', () => {
    const storage = memoryStorage(persistedCart);
    expect(reconcileStoredAppVersion(storage, '1.2.0')).toBe(true);
    expect(storage.getItem('persist:bazaar')).toBeNull();
    expect(storage.getItem(localStorageKeys.appVersion)).toBe('1.2.0');
  });

  it('does nothing when storage cannot be used', () => {
    const broken = memoryStorage();
    broken.getItem = () => {
      throw new Error('SecurityError');
    };
    expect(reconcileStoredAppVersion(broken, '1.2.0')).toBe(false);
  });
});
