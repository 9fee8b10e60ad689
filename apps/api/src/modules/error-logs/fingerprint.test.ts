import { describe, expect, it } from 'vitest';
import { errorFingerprint, normalizeMessage, topFrame } from './fingerprint';

describe('error fingerprints', () => {
  it('group messages that differ only in ids, numbers and quoted values', () => {
    expect(normalizeMessage('Listing 4711 not found')).toBe(
      normalizeMessage('Listing 12 not found'),
    );
    expect(normalizeMessage('User 3f1c2a9e-0b1d-4c3e-9f00-1234567890ab is blocked')).toBe(
      'User <id> is blocked',
    );
    expect(normalizeMessage('Cannot read "price" of undefined')).toBe(
      normalizeMessage("Cannot read 'title' of undefined"),
    );
  });

  it('keep the first frame without line, column or cache-busting query', () => {
    expect(topFrame('TypeError: x\n    at ListingCard (https://b.test/app.js?v=3:12:34)')).toBe(
      'ListingCard https://b.test/app.js',
    );
    expect(topFrame('render@https://b.test/app.js:1:2\nmain@https://b.test/main.js:5:6')).toBe(
      'render@https://b.test/app.js',
    );
    expect(topFrame(undefined)).toBe('');
  });

  it('differ by source, name and place, not by incidental details', () => {
    const base = {
      source: 'web',
      errorName: 'TypeError',
      message: 'Cannot read properties of undefined (reading "price") 7',
      stack: 'TypeError\n    at ListingCard (https://b.test/app.js:12:34)',
    };
    const same = errorFingerprint(base);
    expect(errorFingerprint({ ...base, message: base.message.replace('7', '8') })).toBe(same);
    expect(errorFingerprint({ ...base, stack: base.stack.replace(':12:34', ':99:1') })).toBe(same);
    expect(errorFingerprint({ ...base, source: 'api' })).not.toBe(same);
    expect(errorFingerprint({ ...base, errorName: 'RangeError' })).not.toBe(same);
    expect(
      errorFingerprint({ ...base, stack: base.stack.replace('ListingCard', 'CartRow') }),
    ).not.toBe(same);
    expect(same).toMatch(/^[a-f0-9]{32}$/);
  });
});
