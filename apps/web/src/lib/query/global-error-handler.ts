import { errorMessageOf, isHandled, markHandled, type ErrorTexts } from './error-message';

export interface GlobalErrorHandlerOptions {
  /** Shows an error toast. */
  notify: (message: string) => void;
  /** The texts in the current language, read when an error is shown. */
  texts: () => ErrorTexts;
}

/** What a query or mutation may say about its failures: `skipGlobalErrorHandler` when it shows them itself. */
export interface ErrorHandlingMeta {
  skipGlobalErrorHandler?: boolean;
}

/**
 * The one place query and mutation failures are shown: an error toast with the api's message,
 * unless the failure is already handled; it is marked handled once shown.
 */
export function createGlobalErrorHandler({ notify, texts }: GlobalErrorHandlerOptions) {
  return (error: unknown, meta?: Record<string, unknown>): void => {
    if (isHandled(error)) return;
    if ((meta as ErrorHandlingMeta | undefined)?.skipGlobalErrorHandler) {
      markHandled(error);
      return;
    }
    notify(errorMessageOf(error, texts()));
    markHandled(error);
  };
}
