import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { tokenDataSchema } from './auth';
import { errorEnvelopeSchema } from './error-envelope';
import { isErrorEnvelope } from './error-envelope-check';
import { isUuid } from './ids';
import { zipCodeText } from './geo';
import { tokenDataFrom } from './token-claims';
import { isZipCodeText } from './zip-code-rules';

// The browser's zod-free checks must accept exactly what the schemas accept.
const id = '0b5e3a1c-2d4f-4e6a-8b7c-9d0e1f2a3b41';

describe('isUuid', () => {
  it.each([
    id,
    id.toUpperCase(),
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    '0b5e3a1c-2d4f-0e6a-8b7c-9d0e1f2a3b41',
    '0b5e3a1c-2d4f-4e6a-7b7c-9d0e1f2a3b41',
    `${id}0`,
    'x',
    42,
    null,
  ])('agrees with z.uuid() on %s', (value) => {
    expect(isUuid(value)).toBe(z.uuid().safeParse(value).success);
  });
});

describe('tokenDataFrom', () => {
  const claims = { sub: id, type: 'SELLER', sid: id, exp: 1_900_000_000 };
  it.each([
    claims,
    { ...claims, iat: 1, extra: 'x' },
    { ...claims, type: 'NOBODY' },
    { ...claims, sub: 'x' },
    { ...claims, sid: undefined },
    { ...claims, exp: 1.5 },
    { ...claims, exp: '1900000000' },
    { ...claims, act: { sub: id } },
    { ...claims, act: { sub: 'x' } },
    { ...claims, act: 'admin' },
    { sub: id },
    null,
    'token',
  ])('agrees with tokenDataSchema on %o', (value) => {
    const parsed = tokenDataSchema.safeParse(value);
    expect(tokenDataFrom(value)).toEqual(parsed.success ? parsed.data : null);
  });
});

describe('isErrorEnvelope', () => {
  const envelope = { status: 400, error_code: 'VALIDATION', user_message: 'x' };
  it.each([
    envelope,
    { ...envelope, more_info: { alert: 'dialog', summary: 'Try later' } },
    { ...envelope, more_info: { alert: 1 } },
    { ...envelope, more_info: 'dialog' },
    { ...envelope, fields: [{ field: 'title', message: 'Too short' }] },
    { ...envelope, fields: [{ field: 'title' }] },
    { ...envelope, fields: {} },
    { ...envelope, status: 400.5 },
    { ...envelope, status: '400' },
    { ...envelope, user_message: undefined },
    { message: 'boom' },
    [],
    null,
  ])('agrees with errorEnvelopeSchema on %o', (value) => {
    expect(isErrorEnvelope(value)).toBe(errorEnvelopeSchema.safeParse(value).success);
  });
});

describe('isZipCodeText', () => {
  it.each([
    '10115',
    ' 10115 ',
    'SW1A 1AA',
    '1234-567',
    'A',
    '',
    '   ',
    '-10115',
    '10115!',
    '1234567890123',
    ' 123456789012 ',
  ])('agrees with zipCodeText on %o', (value) => {
    expect(isZipCodeText(value)).toBe(zipCodeText.safeParse(value).success);
  });
});
