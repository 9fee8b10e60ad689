import { describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from './error-envelope';
import { isErrorEnvelope } from './error-envelope-check';

describe('errorEnvelopeSchema', () => {
  it('accepts the envelope of spec §8', () => {
    const envelope = {
      status: 403,
      error_code: 'FORBIDDEN_COMMON',
      user_message: 'Not now',
      more_info: { alert: 'dialog', summary: 'Try later' },
    };
    expect(errorEnvelopeSchema.parse(envelope)).toEqual(envelope);
  });

  it('recognises only objects with status, error_code and user_message', () => {
    expect(isErrorEnvelope({ status: 400, error_code: 'VALIDATION', user_message: 'x' })).toBe(
      true,
    );
    expect(isErrorEnvelope({ message: 'boom' })).toBe(false);
    expect(isErrorEnvelope(null)).toBe(false);
  });
});
