import { describe, expect, it } from 'vitest';
import { statusAfter } from './account';

describe("an administrator's status change", () => {
  it('blocks, keeping an owner’s own pause, and unblocks back to it', () => {
    expect(statusAfter('active', 'block')).toBe('blocked');
    expect(statusAfter('paused', 'block')).toBe('paused_blocked');
    expect(statusAfter('paused_blocked', 'unblock')).toBe('paused');
    expect(statusAfter('blocked', 'unblock')).toBe('active');
  });

  it('pauses only an active account and lifts a pause by unblocking', () => {
    expect(statusAfter('active', 'pause')).toBe('paused');
    expect(statusAfter('blocked', 'pause')).toBeNull();
    expect(statusAfter('paused', 'unblock')).toBe('active');
  });

  it('does nothing that does not apply', () => {
    expect(statusAfter('blocked', 'block')).toBeNull();
    expect(statusAfter('active', 'unblock')).toBeNull();
  });
});
