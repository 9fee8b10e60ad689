import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it('uses decimal units with one decimal below ten', () => {
    expect(formatFileSize(820_000, 'en')).toBe('820 kB');
    expect(formatFileSize(1_400_000, 'en')).toBe('1.4 MB');
    expect(formatFileSize(12_600_000, 'en')).toBe('13 MB');
  });

  it('writes numbers the way the language does', () => {
    expect(formatFileSize(1_400_000, 'de')).toBe('1,4 MB');
  });
});
