import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { errorViewContent } from './error-view-content';

const texts = {
  unknown: 'Unknown error',
  network: 'Unreachable',
  timeout: 'Too slow',
  invalidResponse: 'Unreadable',
};

describe('error view', () => {
  it("shows the server's user_message", () => {
    const error = new ApiError({ status: 404, error_code: 'NOT_FOUND', user_message: 'Gone' });
    expect(errorViewContent(error, texts)).toEqual({ kind: 'message', message: 'Gone' });
  });

  it("else the error's message, else 'Unknown error'", () => {
    expect(errorViewContent(new Error('Broken'), texts)).toEqual({
      kind: 'message',
      message: 'Broken',
    });
    expect(errorViewContent(undefined, texts)).toEqual({
      kind: 'message',
      message: 'Unknown error',
    });
  });

  it('shows the no-access view for a 403 FORBIDDEN', () => {
    const error = new ApiError({ status: 403, error_code: 'FORBIDDEN', user_message: 'No' });
    expect(errorViewContent(error, texts)).toEqual({ kind: 'no-access' });
  });

  it("shows a 403 FORBIDDEN's message where the page says the refusal is about one thing", () => {
    const error = new ApiError({
      status: 403,
      error_code: 'FORBIDDEN',
      user_message: 'This listing belongs to another seller.',
    });
    expect(errorViewContent(error, texts, { forbiddenSaysWhy: true })).toEqual({
      kind: 'message',
      message: 'This listing belongs to another seller.',
    });
  });

  it('shows other 403 answers as their message', () => {
    const error = new ApiError({
      status: 403,
      error_code: 'ACCOUNT_IS_PAUSED',
      user_message: 'Your account is paused',
    });
    expect(errorViewContent(error, texts)).toEqual({
      kind: 'message',
      message: 'Your account is paused',
    });
  });
});
