import { describe, expect, it } from 'vitest';
import { auditActionKey, auditDetails } from './audit-wording';

describe('an audit entry in words', () => {
  it('names worded actions by key and leaves others as their code', () => {
    expect(auditActionKey('account.block')).toBe('account_block');
    expect(auditActionKey('listing.request_revision')).toBe('listing_request_revision');
    expect(auditActionKey('something.new')).toBeNull();
  });

  it('shows what changed, before and after', () => {
    expect(
      auditDetails({
        before: { status: 'active', first_name: '' },
        after: { reason: 'Spam', first_name: 'Jonas' },
      }),
    ).toBe('status active · first_name: — → Jonas · reason: Spam');
    expect(auditDetails({ before: null, after: null })).toBe('');
  });
});
