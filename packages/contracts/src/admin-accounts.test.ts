import { describe, expect, it } from 'vitest';
import { mayCreateAccountOfType, mayManageAccount } from './admin-accounts';
import type { AccountType } from './enums';

const who = (id: string, type: AccountType) => ({ id, type });

describe('who may manage whose account', () => {
  it('administrators manage buyers and sellers; only a super admin manages administrators', () => {
    for (const actor of ['ADMIN', 'SUPER_ADMIN'] as const) {
      expect(mayManageAccount(who('a', actor), who('b', 'BUYER'))).toBe(true);
      expect(mayManageAccount(who('a', actor), who('b', 'SELLER'))).toBe(true);
    }
    expect(mayManageAccount(who('a', 'ADMIN'), who('b', 'ADMIN'))).toBe(false);
    expect(mayManageAccount(who('a', 'ADMIN'), who('b', 'SUPER_ADMIN'))).toBe(false);
    expect(mayManageAccount(who('a', 'SUPER_ADMIN'), who('b', 'ADMIN'))).toBe(true);
    expect(mayManageAccount(who('a', 'SUPER_ADMIN'), who('b', 'SUPER_ADMIN'))).toBe(true);
  });

  it('refuses traders and anyone acting on their own account', () => {
    expect(mayManageAccount(who('a', 'SELLER'), who('b', 'BUYER'))).toBe(false);
    expect(mayManageAccount(who('a', 'SUPER_ADMIN'), who('a', 'SUPER_ADMIN'))).toBe(false);
  });

  it('lets only a super admin add administrators', () => {
    expect(mayCreateAccountOfType('ADMIN', 'SELLER')).toBe(true);
    expect(mayCreateAccountOfType('ADMIN', 'ADMIN')).toBe(false);
    expect(mayCreateAccountOfType('SUPER_ADMIN', 'SUPER_ADMIN')).toBe(true);
    expect(mayCreateAccountOfType('BUYER', 'BUYER')).toBe(false);
  });
});
