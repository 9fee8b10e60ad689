import { describe, expect, it } from 'vitest';
import {
  UNSUPPORTED_ACCOUNT_TYPE,
  accountDisplayName,
  accountStatusIndicator,
  fullName,
  isAdmin,
  parseAccountType,
} from './accounts';

describe('fullName', () => {
  it('joins first and last name with a space', () => {
    expect(fullName('Ada', 'Lovelace')).toBe('Ada Lovelace');
  });

  it('skips empty, blank and missing parts', () => {
    expect(fullName('Ada', '')).toBe('Ada');
    expect(fullName('  ', 'Lovelace')).toBe('Lovelace');
    expect(fullName(null, undefined)).toBe('');
  });
});

describe('accountDisplayName', () => {
  const names = { account_name: 'jo-tools', business_name: 'Jo’s Tools Ltd' };

  it('shows the business name when the switch is on', () => {
    expect(accountDisplayName({ ...names, business_name_as_account_name: true })).toBe(
      'Jo’s Tools Ltd',
    );
  });

  it('shows the account name when the switch is off', () => {
    expect(accountDisplayName({ ...names, business_name_as_account_name: false })).toBe('jo-tools');
  });

  it('falls back to the account name when there is no business name', () => {
    expect(
      accountDisplayName({
        account_name: 'jo-tools',
        business_name: ' ',
        business_name_as_account_name: true,
      }),
    ).toBe('jo-tools');
  });
});

describe('isAdmin', () => {
  it('counts admins and super admins as administrators', () => {
    expect(isAdmin('ADMIN')).toBe(true);
    expect(isAdmin('SUPER_ADMIN')).toBe(true);
  });

  it('does not count buyers, sellers or nobody', () => {
    expect(isAdmin('BUYER')).toBe(false);
    expect(isAdmin('SELLER')).toBe(false);
    expect(isAdmin(null)).toBe(false);
    expect(isAdmin(undefined)).toBe(false);
  });
});

describe('parseAccountType', () => {
  it('reads both spellings', () => {
    expect(parseAccountType('SELLER')).toBe('SELLER');
    expect(parseAccountType('superadmin')).toBe('SUPER_ADMIN');
    expect(parseAccountType('buyer')).toBe('BUYER');
  });

  it('refuses any other type', () => {
    expect(() => parseAccountType('MODERATOR')).toThrow(UNSUPPORTED_ACCOUNT_TYPE);
    expect(() => parseAccountType('super_admin')).toThrow(UNSUPPORTED_ACCOUNT_TYPE);
  });
});

describe('accountStatusIndicator', () => {
  it.each([
    ['blocked', 'Blocked Account'],
    ['paused_blocked', 'Blocked Account'],
    ['paused', 'Paused Account'],
    ['active', null],
    [null, null],
  ] as const)('%s -> %s', (status, indicator) => {
    expect(accountStatusIndicator(status)).toBe(indicator);
  });
});
