import { describe, expect, it } from 'vitest';
import {
  channelBannerAllowedOn,
  channelBannerStep,
  initialChannelBannerState,
} from './channel-banner';

describe('channel banner', () => {
  it('shows once the visit is due and tells the other tabs', () => {
    const step = channelBannerStep(initialChannelBannerState(false), { type: 'due' });
    expect(step.state).toEqual({ shown: true, open: true });
    expect(step.broadcast).toEqual({ type: 'state', open: true });
  });

  it('does not show again in a session where it was shown', () => {
    const step = channelBannerStep(initialChannelBannerState(true), { type: 'due' });
    expect(step.state.open).toBe(false);
    expect(step.broadcast).toBeUndefined();
  });

  it('closes everywhere when closed in one tab', () => {
    const open = { shown: true, open: true };
    const here = channelBannerStep(open, { type: 'close' });
    expect(here.state).toEqual({ shown: true, open: false });
    expect(here.broadcast).toEqual({ type: 'state', open: false });
    const there = channelBannerStep(open, { type: 'message', message: here.broadcast! });
    expect(there.state).toEqual({ shown: true, open: false });
    expect(there.broadcast).toBeUndefined();
  });

  it('shows in a tab when another tab shows it, and counts it as shown', () => {
    const step = channelBannerStep(initialChannelBannerState(false), {
      type: 'message',
      message: { type: 'state', open: true },
    });
    expect(step.state).toEqual({ shown: true, open: true });
    expect(channelBannerStep(step.state, { type: 'due' }).broadcast).toBeUndefined();
  });

  it('answers a new tab only once it has been shown', () => {
    const query = { type: 'message', message: { type: 'query' } } as const;
    expect(channelBannerStep(initialChannelBannerState(false), query).broadcast).toBeUndefined();
    expect(channelBannerStep({ shown: true, open: false }, query).broadcast).toEqual({
      type: 'state',
      open: false,
    });
  });

  it('keeps a new tab quiet when an earlier tab already closed it', () => {
    const told = channelBannerStep(initialChannelBannerState(false), {
      type: 'message',
      message: { type: 'state', open: false },
    });
    expect(channelBannerStep(told.state, { type: 'due' }).state.open).toBe(false);
  });
});

describe('channel banner pages', () => {
  it('appears on browse pages', () => {
    for (const path of ['/', '/shophub', '/flea-market/item/3', '/support', '/how-to-sell']) {
      expect(channelBannerAllowedOn(path)).toBe(true);
    }
  });

  it('leaves pages alone where the visitor is busy with a task', () => {
    for (const path of ['/auth/sign-in', '/profile', '/profile/settings', '/logs', '/offline']) {
      expect(channelBannerAllowedOn(path)).toBe(false);
    }
    expect(channelBannerAllowedOn('/profiles')).toBe(true);
  });
});
