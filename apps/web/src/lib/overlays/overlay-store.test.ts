import { afterEach, describe, expect, it } from 'vitest';
import {
  closeConfirmation,
  closeLegalDialog,
  getOverlayState,
  openPrivacyDialog,
  openTermsDialog,
  resetOverlays,
  showConfirmation,
  subscribeOverlays,
} from './overlay-store';

afterEach(resetOverlays);

describe('overlay store', () => {
  it('opens the Terms dialog on Terms of Use unless told otherwise', () => {
    openTermsDialog();
    expect(getOverlayState().legal).toEqual({ kind: 'terms', tab: 'TERMS_OF_USE' });
    openTermsDialog('USER_AGREEMENT');
    expect(getOverlayState().legal).toEqual({ kind: 'terms', tab: 'USER_AGREEMENT' });
    closeLegalDialog();
    expect(getOverlayState().legal).toBeNull();
  });

  it('opens the Privacy dialog on the Privacy Policy', () => {
    openPrivacyDialog();
    expect(getOverlayState().legal).toEqual({ kind: 'privacy', tab: 'PRIVACY_POLICY' });
  });

  it('queues confirmations and settles each when it is closed', async () => {
    const first = showConfirmation({ title: 'Saved' });
    const second = showConfirmation({ title: 'Sent', buttonLabel: 'OK' });
    const queued = getOverlayState().confirmations;
    expect(queued.map((item) => item.title)).toEqual(['Saved', 'Sent']);
    closeConfirmation(queued[0]!.id);
    await first;
    expect(getOverlayState().confirmations.map((item) => item.title)).toEqual(['Sent']);
    closeConfirmation(queued[1]!.id);
    await second;
    expect(getOverlayState().confirmations).toEqual([]);
  });

  it('answers whether a question was confirmed', async () => {
    const kept = showConfirmation({ title: 'Delete?', cancelLabel: 'Cancel' });
    closeConfirmation(getOverlayState().confirmations[0]!.id);
    await expect(kept).resolves.toBe(false);
    const deleted = showConfirmation({ title: 'Delete?', cancelLabel: 'Cancel' });
    closeConfirmation(getOverlayState().confirmations[0]!.id, true);
    await expect(deleted).resolves.toBe(true);
  });

  it('tells subscribers about every change', () => {
    let calls = 0;
    const unsubscribe = subscribeOverlays(() => (calls += 1));
    openTermsDialog();
    closeLegalDialog();
    unsubscribe();
    openTermsDialog();
    expect(calls).toBe(2);
  });
});
