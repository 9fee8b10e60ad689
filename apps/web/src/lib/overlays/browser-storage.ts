type StorageArea = 'localStorage' | 'sessionStorage';

/*
 * Storage can be unavailable (private modes, blocked storage, quotas). The overlays then act as
 * if nothing were stored: at worst an invitation shows once more, which is harmless.
 */

export function readStored(area: StorageArea, key: string): string | null {
  try {
    return window[area].getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(area: StorageArea, key: string, value: string): void {
  try {
    window[area].setItem(key, value);
  } catch {
    // See above.
  }
}
