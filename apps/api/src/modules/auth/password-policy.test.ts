import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../errors';
import {
  COMMON_PASSWORD_MESSAGE,
  COMMON_PASSWORDS_FILE,
  createPasswordPolicy,
  loadCommonPasswords,
} from './password-policy';

describe('password policy', () => {
  it('ships the 10,000 most common passwords with their source and licence', () => {
    const lines = readFileSync(COMMON_PASSWORDS_FILE, 'utf8').trimEnd().split('\n');
    expect(lines[0]).toMatch(/^# .*@zxcvbn-ts\/language-common.*MIT/);
    expect(lines).toHaveLength(10_001);
    const words = loadCommonPasswords();
    expect(words.size).toBeGreaterThan(9_900);
    expect(words.has('123456')).toBe(true);
    expect([...words].some((word) => word.startsWith('#'))).toBe(false);
  });

  it('refuses common passwords in any case, naming the field', () => {
    const policy = createPasswordPolicy();
    for (const password of ['qwertyuiop', 'QwertyUIOP', 'password123']) {
      try {
        policy.assertAcceptable(password, { email: 'a@b.de', field: 'new_password' });
        expect.unreachable(`${password} was accepted`);
      } catch (error) {
        expect(error).toBeInstanceOf(ValidationError);
        expect((error as ValidationError).userMessage).toBe(COMMON_PASSWORD_MESSAGE);
        expect((error as ValidationError).fields).toEqual([
          { field: 'new_password', message: COMMON_PASSWORD_MESSAGE },
        ]);
      }
    }
  });

  it('refuses the account’s own email as its password and accepts a good one', () => {
    const policy = createPasswordPolicy();
    const context = { email: 'jonas.weber@example.de', field: 'password' };
    expect(() => policy.assertAcceptable('Jonas.Weber@example.de', context)).toThrow(
      ValidationError,
    );
    expect(() => policy.assertAcceptable('jonas.weber', context)).toThrow(ValidationError);
    expect(() => policy.assertAcceptable('amber-harbour-lantern-42', context)).not.toThrow();
  });
});
