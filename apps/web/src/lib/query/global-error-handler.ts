import { DIALOG_ALERT, MY_SUBSCRIPTION_PATH, PREPAY_HISTORY_PATH } from '@bazaar/contracts';
import { isApiError } from '../api-client';
import { errorMessageOf, isHandled, markHandled, type ErrorTexts } from './error-message';

/** The small dialog some 403 answers ask for instead of a toast (spec §8). */
export interface ErrorAlert {
  title: string;
  content?: string;
  /** What to do about it: the main button opens this page; the other one closes. */
  action?: { label: string; href: string; dismissLabel: string };
}

const SUBSCRIPTION_ACTIONS = { topUp: 'Top up balance', changePlan: 'Change plan', close: 'Close' };

/** How the global display shows one failure. */
export type ErrorDisplay = { kind: 'toast'; message: string } | ({ kind: 'dialog' } & ErrorAlert);

export interface GlobalErrorHandlerOptions {
  /** Shows an error toast. */
  notify: (message: string) => void;
  /** Opens the small alert dialog; without one, alerts are shown as toasts. */
  alert?: (alert: ErrorAlert) => void;
  /** The texts in the current language, read when an error is shown. */
  texts: () => ErrorTexts;
}

/** What a query or mutation may say about its failures: `skipGlobalErrorHandler` when it shows them itself. */
export interface ErrorHandlingMeta {
  skipGlobalErrorHandler?: boolean;
}

/** A 403 FORBIDDEN: the error view shows the no-access view for it (spec §8). */
export function isForbiddenError(error: unknown): boolean {
  return isApiError(error) && error.status === 403 && error.error_code === 'FORBIDDEN';
}

/**
 * Spec §8: a 403 FORBIDDEN_COMMON whose more_info.alert is 'dialog' opens a small dialog with
 * user_message as its title and more_info.summary as its text; any other failure is an error
 * toast with user_message, else the error's message, else 'Unknown error'.
 */
export function decideErrorDisplay(error: unknown, texts: ErrorTexts): ErrorDisplay {
  // Issue 19: a refusal for the plan says what to do — top up (expired) or change plan (limit).
  if (
    isApiError(error) &&
    (error.error_code === 'SUBSCRIPTION_IS_EXPIRED' ||
      error.error_code === 'SUBSCRIPTION_LIMIT_REACHED')
  ) {
    const labels = texts.subscription ?? SUBSCRIPTION_ACTIONS;
    const expired = error.error_code === 'SUBSCRIPTION_IS_EXPIRED';
    return {
      kind: 'dialog',
      title: errorMessageOf(error, texts),
      action: {
        label: expired ? labels.topUp : labels.changePlan,
        href: expired ? PREPAY_HISTORY_PATH : MY_SUBSCRIPTION_PATH,
        dismissLabel: labels.close,
      },
    };
  }
  if (
    isApiError(error) &&
    error.status === 403 &&
    error.error_code === 'FORBIDDEN_COMMON' &&
    error.more_info?.alert === DIALOG_ALERT
  ) {
    return {
      kind: 'dialog',
      title: errorMessageOf(error, texts),
      ...(error.more_info.summary ? { content: error.more_info.summary } : {}),
    };
  }
  return { kind: 'toast', message: errorMessageOf(error, texts) };
}

/**
 * The one place query, mutation and page failures are shown, unless the failure is already
 * handled (its caller shows it, or it was shown before); it is marked handled once shown, so
 * the error reporter and a later error boundary know it was seen.
 */
export function createGlobalErrorHandler({ notify, alert, texts }: GlobalErrorHandlerOptions) {
  return (error: unknown, meta?: Record<string, unknown>): void => {
    if (isHandled(error)) return;
    if ((meta as ErrorHandlingMeta | undefined)?.skipGlobalErrorHandler) {
      markHandled(error);
      return;
    }
    const display = decideErrorDisplay(error, texts());
    if (display.kind === 'dialog' && alert) {
      alert({
        title: display.title,
        ...(display.content ? { content: display.content } : {}),
        ...(display.action ? { action: display.action } : {}),
      });
    } else {
      notify(display.kind === 'dialog' ? display.title : display.message);
    }
    markHandled(error);
  };
}
