import { describe, expect, it } from 'vitest';
import { ESHOP_REMOVED_BY_PLATFORM, opensRemovedByPlatformModal } from './notification-rules';

describe('opensRemovedByPlatformModal', () => {
  const notice = {
    type: 'eshop_integration',
    subtype: ESHOP_REMOVED_BY_PLATFORM,
    viewed: false,
  } as const;

  it('opens for an unviewed e-shop notice of the removed-by-platform subtype', () => {
    expect(opensRemovedByPlatformModal(notice)).toBe(true);
  });

  it('stays shut once viewed, for other subtypes and for other types', () => {
    expect(opensRemovedByPlatformModal({ ...notice, viewed: true })).toBe(false);
    expect(opensRemovedByPlatformModal({ ...notice, subtype: null })).toBe(false);
    expect(opensRemovedByPlatformModal({ ...notice, type: 'account' })).toBe(false);
  });
});
