import { describe, expect, it } from 'vitest';
import { isExitIntent, shouldOfferExitDialog, type ExitDialogConditions } from './exit-intent';

const visitor: ExitDialogConditions = {
  channelConfigured: true,
  signedIn: false,
  sessionKnown: true,
  shownThisVisit: false,
  otherDialogOpen: false,
};

describe('exit intent', () => {
  const size = { width: 1280, height: 800 };
  const leaving = (clientX: number, clientY: number) =>
    isExitIntent({ clientX, clientY, relatedTarget: null }, size);

  it('is the pointer leaving the window through its top edge', () => {
    expect(leaving(640, -3)).toBe(true);
    expect(leaving(640, 0)).toBe(true);
  });

  it('is the pointer leaving the window through its left, right or bottom edge', () => {
    expect(leaving(-2, 400)).toBe(true);
    expect(leaving(0, 400)).toBe(true);
    expect(leaving(1279, 400)).toBe(true);
    expect(leaving(1300, 400)).toBe(true);
    expect(leaving(640, 799)).toBe(true);
    expect(leaving(640, 830)).toBe(true);
  });

  it('is not a move onto another element, nor into a frame inside the page', () => {
    const element = {} as EventTarget;
    expect(isExitIntent({ clientX: 640, clientY: -3, relatedTarget: element }, size)).toBe(false);
    expect(leaving(640, 400)).toBe(false);
    expect(leaving(1, 798)).toBe(false);
  });
});

describe('exit dialog', () => {
  it('is offered to a signed-out visitor once per visit', () => {
    expect(shouldOfferExitDialog(visitor)).toBe(true);
    expect(shouldOfferExitDialog({ ...visitor, shownThisVisit: true })).toBe(false);
  });

  it('is never offered to a signed-in user', () => {
    expect(shouldOfferExitDialog({ ...visitor, signedIn: true })).toBe(false);
  });

  it('waits until the session is known and no other dialog is open', () => {
    expect(shouldOfferExitDialog({ ...visitor, sessionKnown: false })).toBe(false);
    expect(shouldOfferExitDialog({ ...visitor, otherDialogOpen: true })).toBe(false);
  });

  it('stays off without a channel to invite to', () => {
    expect(shouldOfferExitDialog({ ...visitor, channelConfigured: false })).toBe(false);
  });
});
