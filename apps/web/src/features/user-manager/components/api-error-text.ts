import { isApiError } from '@/lib/api-client';

/** What the api said went wrong (its user_message), else the error's own message. */
export function apiErrorText(error: unknown): string {
  if (isApiError(error) && error.user_message) return error.user_message;
  return error instanceof Error ? error.message : String(error);
}

/** What the api said about one field of a refused form, if anything. */
export function fieldErrorOf(error: unknown, field: string): string | undefined {
  return isApiError(error)
    ? error.fields?.find((item) => item.field === field)?.message
    : undefined;
}
