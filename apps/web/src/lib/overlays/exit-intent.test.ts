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
  it('is the pointer leaving the document through its top edge', () => {
    expect(isExitIntent({ clientY: -3, relatedTarget: null })).toBe(true);
    expect(isExitIntent({ clientY: 0, relatedTarget: null })).toBe(true);
  });

  it('is not a move onto another element, nor leaving sideways or downwards', () => {
    const element = {} as EventTarget;
    expect(isExitIntent({ clientY: -3, relatedTarget: element })).toBe(false);
    expect(isExitIntent({ clientY: 400, relatedTarget: null })).toBe(false);
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
