/** The parts of a mouse event that tell whether the pointer left the window. */
export interface PointerExit {
  clientX: number;
  clientY: number;
  relatedTarget: EventTarget | null;
}

/** The window's inner size, in CSS pixels (`innerWidth`, `innerHeight`). */
export interface WindowSize {
  width: number;
  height: number;
}

/**
 * The pointer left the window (spec §4) through any edge: towards the tab strip, another
 * screen, the taskbar or the dock. A `mouseout` without a next element also fires when the
 * pointer enters a frame inside the page (a policy document, a map): that is only leaving when it
 * happens on or beyond the window's edge.
 */
export function isExitIntent(event: PointerExit, size: WindowSize): boolean {
  if (event.relatedTarget !== null) return false;
  return (
    event.clientX <= 0 ||
    event.clientY <= 0 ||
    event.clientX >= size.width - 1 ||
    event.clientY >= size.height - 1
  );
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
