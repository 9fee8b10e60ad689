import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ValidationError } from '../../errors';
import { apiRoot } from '../../paths';
import type { PasswordRules } from '../users';

export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Choose another one.';
const EMAIL_PASSWORD_MESSAGE = 'Choose a password that is not your email address.';

/** Read from the source tree (like the migrations), so the built bundle finds it too. */
export const COMMON_PASSWORDS_FILE = path.join(
  apiRoot,
  'src',
  'modules',
  'auth',
  'common-passwords.txt',
);

/** The shipped list (lines starting with # are comments), lowercased into a Set. */
export function loadCommonPasswords(file = COMMON_PASSWORDS_FILE): ReadonlySet<string> {
  const words = new Set<string>();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const word = line.trim();
    if (word.length > 0 && !word.startsWith('#')) words.add(word.toLowerCase());
  }
  return words;
}

/**
 * Refuses the passwords attackers try first: the 10,000 most common ones, and the account's
 * own email address or its part before the @.
 */
export function createPasswordPolicy(
  commonPasswords: ReadonlySet<string> = loadCommonPasswords(),
): PasswordRules {
  return {
    assertAcceptable(password, { email, field }) {
      const lowered = password.toLowerCase();
      if (commonPasswords.has(lowered)) {
        throw new ValidationError(
          [{ field, message: COMMON_PASSWORD_MESSAGE }],
          COMMON_PASSWORD_MESSAGE,
        );
      }
      const address = email.toLowerCase();
      if (lowered === address || lowered === address.split('@')[0]) {
        throw new ValidationError(
          [{ field, message: EMAIL_PASSWORD_MESSAGE }],
          EMAIL_PASSWORD_MESSAGE,
        );
      }
    },
  };
}
