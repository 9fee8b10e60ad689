/** The parts of a mouse event that tell whether the pointer left the window. */
export interface PointerExit {
  clientY: number;
  relatedTarget: EventTarget | null;
}

/**
 * The pointer left the document through its top edge — towards the tab strip, the address bar
 * or the close button. Leaving sideways (a second screen, a scrollbar) is not taken as leaving.
 */
export function isExitIntent(event: PointerExit): boolean {
  return event.relatedTarget === null && event.clientY <= 0;
}

export interface ExitDialogConditions {
  /** The operator has a messaging channel to invite to. */
  channelConfigured: boolean;
  /** The visitor is signed in (or about to be, with a session the browser is renewing). */
  signedIn: boolean;
  /** The stored session has been read, so `signedIn` can be trusted. */
  sessionKnown: boolean;
  /** It was already shown in this visit (sessionStorage). */
  shownThisVisit: boolean;
  /** Another dialog is open: the invitation waits rather than stack on it. */
  otherDialogOpen: boolean;
}

/** Spec §2/§4: once per visit, only for signed-out visitors, when the mouse leaves the window. */
export function shouldOfferExitDialog(conditions: ExitDialogConditions): boolean {
  return (
    conditions.channelConfigured &&
    conditions.sessionKnown &&
    !conditions.signedIn &&
    !conditions.shownThisVisit &&
    !conditions.otherDialogOpen
  );
}
