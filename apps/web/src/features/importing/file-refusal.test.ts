import { fileLimitCodes } from '@bazaar/contracts';
import { createTranslator } from 'use-intl';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import de from '@/lib/i18n/messages/de.json';
import en from '@/lib/i18n/messages/en.json';
import { fileLimitOf, fileLimitValues } from './file-refusal';

const refusal = (error_code: string) =>
  new ApiError({ status: 400, error_code, user_message: 'Use at most 100 columns per file' });

describe('a file refused by a limit', () => {
  it('is told by its code, and only a file limit is', () => {
    expect(fileLimitOf(refusal('FILE_TOO_MANY_COLUMNS'))).toBe('FILE_TOO_MANY_COLUMNS');
    expect(fileLimitOf(refusal('VALIDATION'))).toBeNull();
    expect(fileLimitOf(new Error('x'))).toBeNull();
  });

  it('is said in English and German with the limit named', () => {
    for (const [locale, messages] of [
      ['en', en],
      ['de', de],
    ] as const) {
      const t = createTranslator({ locale, messages, namespace: 'importing.fileLimits' });
      for (const code of fileLimitCodes)
        expect(t(code, fileLimitValues)).not.toMatch(/{|importing/);
    }
    const tEn = createTranslator({ locale: 'en', messages: en, namespace: 'importing.fileLimits' });
    expect(tEn('FILE_TOO_MANY_COLUMNS', fileLimitValues)).toMatch(/at most 100 columns/);
    const tDe = createTranslator({ locale: 'de', messages: de, namespace: 'importing.fileLimits' });
    expect(tDe('FILE_EXPANDS_TOO_MUCH', fileLimitValues)).toMatch(/höchstens 100 MB/);
  });
});
