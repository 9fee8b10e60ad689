import { describe, expect, it } from 'vitest';
import { ApiError, clientErrorCodes } from '@/lib/api-client';
import { LOST_ADD_RETRIES, shouldRetryAdd } from './add-cart-items';

const failure = (status: number, error_code: string) =>
  new ApiError({ status, error_code, user_message: '' });

describe('shouldRetryAdd', () => {
  it('sends an add again only when its answer was lost, a few times', () => {
    for (const code of [clientErrorCodes.network, clientErrorCodes.timeout]) {
      expect(shouldRetryAdd(0, failure(0, code))).toBe(true);
      expect(shouldRetryAdd(LOST_ADD_RETRIES, failure(0, code))).toBe(false);
    }
  });

  it("takes the api's answers and other failures as final", () => {
    expect(shouldRetryAdd(0, failure(409, 'CONFLICT'))).toBe(false);
    expect(shouldRetryAdd(0, failure(0, clientErrorCodes.aborted))).toBe(false);
    expect(shouldRetryAdd(0, new Error('boom'))).toBe(false);
  });
});
