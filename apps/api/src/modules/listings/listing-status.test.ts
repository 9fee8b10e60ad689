import { activityStatuses } from '@bazaar/contracts';
import { describe, expect, it } from 'vitest';
import { blockedStatus, pausedStatus, unblockedStatus, unpausedStatus } from './listing-status';

describe('listing status', () => {
  it('pauses and unpauses without lifting an administrator block', () => {
    expect(pausedStatus('active')).toBe('paused');
    expect(pausedStatus('blocked')).toBe('paused_blocked');
    expect(unpausedStatus('paused')).toBe('active');
    expect(unpausedStatus('paused_blocked')).toBe('blocked');
    expect(unpausedStatus('blocked')).toBeNull();
    expect(unpausedStatus('active')).toBe('active');
  });

  it('blocks and unblocks without undoing the owner pause', () => {
    expect(blockedStatus('active')).toBe('blocked');
    expect(blockedStatus('paused')).toBe('paused_blocked');
    expect(unblockedStatus('paused_blocked')).toBe('paused');
    expect(unblockedStatus('blocked')).toBe('active');
  });

  it('returns to the starting status after block then unblock, from every status', () => {
    for (const status of activityStatuses) {
      const blocked = blockedStatus(status);
      expect(['blocked', 'paused_blocked']).toContain(blocked);
      if (status === 'active' || status === 'paused') expect(unblockedStatus(blocked)).toBe(status);
    }
  });
});
