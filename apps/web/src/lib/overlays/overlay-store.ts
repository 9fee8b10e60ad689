import { useSyncExternalStore } from 'react';

/** Tabs of the Terms & Agreement dialog; the first is the default. */
export const termsTabs = ['TERMS_OF_USE', 'USER_AGREEMENT'] as const;
export type TermsTab = (typeof termsTabs)[number];

/** Tabs of the Privacy & Cookies Policy dialog; the first is the default. */
export const privacyTabs = ['PRIVACY_POLICY', 'COOKIES_POLICY'] as const;
export type PrivacyTab = (typeof privacyTabs)[number];

export type LegalDialog =
  | { kind: 'terms'; tab: TermsTab }
  | { kind: 'privacy'; tab: PrivacyTab }
  | { kind: 'manage-cookies' };

/** A small dialog with a title, optional text and one button that closes it. */
export interface ConfirmationRequest {
  title: string;
  content?: string;
  /** Defaults to 'Thanks' (spec §2). */
  buttonLabel?: string;
  /** Makes it a question: a second button that declines (delete this? Cancel / Delete). */
  cancelLabel?: string;
  /** The main button destroys something: it is shown in the error colour. */
  destructive?: boolean;
}

export interface QueuedConfirmation extends ConfirmationRequest {
  id: number;
  resolve: (confirmed: boolean) => void;
}

export interface OverlayState {
  legal: LegalDialog | null;
  /** Confirmations waiting to be seen; the first is open. */
  confirmations: readonly QueuedConfirmation[];
}

/*
 * App-wide dialogs live in one module-level store rather than a React context, so anything can
 * open them — a link deep in the menu, the global error handler that runs outside React — and the
 * one host in GlobalOverlays renders them.
 */
let state: OverlayState = { legal: null, confirmations: [] };
let nextId = 1;
const listeners = new Set<() => void>();

function setState(next: OverlayState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function subscribeOverlays(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getOverlayState(): OverlayState {
  return state;
}

const SERVER_STATE: OverlayState = { legal: null, confirmations: [] };

export function useOverlayState(): OverlayState {
  return useSyncExternalStore(subscribeOverlays, getOverlayState, () => SERVER_STATE);
}

export function openTermsDialog(tab: TermsTab = 'TERMS_OF_USE'): void {
  setState({ ...state, legal: { kind: 'terms', tab } });
}

export function openPrivacyDialog(tab: PrivacyTab = 'PRIVACY_POLICY'): void {
  setState({ ...state, legal: { kind: 'privacy', tab } });
}

export function openManageCookiesDialog(): void {
  setState({ ...state, legal: { kind: 'manage-cookies' } });
}

export function closeLegalDialog(): void {
  setState({ ...state, legal: null });
}

/**
 * Queues a confirmation dialog; the promise settles when the visitor closes it, with true when
 * they chose the main button (false for cancel, Escape or a click beside the dialog).
 */
export function showConfirmation(request: ConfirmationRequest): Promise<boolean> {
  return new Promise((resolve) => {
    const confirmation: QueuedConfirmation = { ...request, id: nextId++, resolve };
    setState({ ...state, confirmations: [...state.confirmations, confirmation] });
  });
}

export function closeConfirmation(id: number, confirmed = false): void {
  const closing = state.confirmations.find((item) => item.id === id);
  if (!closing) return;
  setState({ ...state, confirmations: state.confirmations.filter((item) => item.id !== id) });
  closing.resolve(confirmed);
}

/** Test helper: forgets every open dialog. */
export function resetOverlays(): void {
  setState({ legal: null, confirmations: [] });
}
