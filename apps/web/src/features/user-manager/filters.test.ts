import { describe, expect, it } from 'vitest';
import {
  auditApiQuery,
  paymentsApiQuery,
  viewFromSearchParams,
  viewToSearchParams,
} from './filters';

const ID = '3f2a9c1e-8b7d-4e21-9a0b-5c6d7e8f9a01';

describe("the user manager's address", () => {
  it('keeps the account filters and reads them back', () => {
    const view = viewFromSearchParams(
      new URLSearchParams(
        'search=lena&type=SELLER&status=blocked&from=2026-01-02&section=food&sort=email',
      ),
    );
    expect(view.accounts).toEqual({
      search: 'lena',
      type: 'SELLER',
      status: 'blocked',
      from: '2026-01-02',
      to: undefined,
      section: 'food',
      sort: 'email',
    });
    expect(viewToSearchParams(view).toString()).toBe(
      'search=lena&type=SELLER&status=blocked&from=2026-01-02&section=food&sort=email',
    );
  });

  it('opens one account with ?user= and leaves out what is malformed', () => {
    const view = viewFromSearchParams(new URLSearchParams(`user=${ID}&type=OWNER&from=yesterday`));
    expect(view.user).toBe(ID);
    expect(view.accounts).toEqual({ sort: 'newest' } satisfies typeof view.accounts);
    expect(viewToSearchParams(view).toString()).toBe(`user=${ID}`);
    expect(viewFromSearchParams(new URLSearchParams('user=42')).user).toBeUndefined();
  });

  it('keeps the audit trail tab with its filters; the last day is included', () => {
    const view = viewFromSearchParams(
      new URLSearchParams(`tab=audit&actor=${ID}&action=account.block&audit_to=2026-03-01`),
    );
    expect(view.tab).toBe('audit');
    expect(viewToSearchParams(view).toString()).toBe(
      `tab=audit&actor=${ID}&action=account.block&audit_to=2026-03-01`,
    );
    expect(auditApiQuery(view.audit).to).toBe('2026-03-02T00:00:00.000Z');
  });

  it('keeps the payments tab with its filters, amounts in minor units', () => {
    const query = `tab=payments&kind=admin_top_up&account=${ID}&pay_from=2026-01-01&min=500&max=12000&pay_sort=amount_desc`;
    const view = viewFromSearchParams(new URLSearchParams(query));
    expect(view.tab).toBe('payments');
    expect(view.payments).toEqual({
      kind: 'admin_top_up',
      account: ID,
      from: '2026-01-01',
      to: undefined,
      min: 500,
      max: 12000,
      sort: 'amount_desc',
    });
    expect(viewToSearchParams(view).toString()).toBe(query);
    expect(paymentsApiQuery(view.payments)).toMatchObject({
      kind: 'admin_top_up',
      user_id: ID,
      amount_min: 500,
      amount_max: 12000,
    });
    const malformed = viewFromSearchParams(new URLSearchParams('tab=payments&kind=gift&min=-3'));
    expect(malformed.payments).toEqual({ sort: 'newest' } satisfies typeof malformed.payments);
  });
});
