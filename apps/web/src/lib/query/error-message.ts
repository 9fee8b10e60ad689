import { clientErrorCodes, isApiError } from '../api-client';

/** Texts for failures that carry no message of the api's own; they come from the messages. */
export interface ErrorTexts {
  unknown: string;
  network: string;
  timeout: string;
  invalidResponse: string;
  /** The buttons of a subscription's refusal (top up, change plan); English when not given. */
  subscription?: { topUp: string; changePlan: string; close: string };
}

/**
 * What an error view or toast shows (spec §8): the api's user_message, else the error's own
 * message, else 'Unknown error'. Failures that happened before the api answered get a
 * translated sentence instead of a technical message.
 */
export function errorMessageOf(error: unknown, texts: ErrorTexts): string {
  if (isApiError(error)) {
    if (error.user_message) return error.user_message;
    switch (error.error_code) {
      case clientErrorCodes.network:
        return texts.network;
      case clientErrorCodes.timeout:
        return texts.timeout;
      case clientErrorCodes.invalidResponse:
        return texts.invalidResponse;
      case clientErrorCodes.http:
        return error.status >= 500 ? texts.network : error.message || texts.unknown;
      default:
        return error.message || texts.unknown;
    }
  }
  if (error instanceof Error && error.message) return error.message;
  return texts.unknown;
}

/** Whether an error was already shown (or its caller shows it). */
export function isHandled(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'handled' in error &&
    (error as { handled?: unknown }).handled === true
  );
}

export function markHandled(error: unknown): void {
  if (typeof error === 'object' && error !== null) {
    (error as { handled?: boolean }).handled = true;
  }
}
