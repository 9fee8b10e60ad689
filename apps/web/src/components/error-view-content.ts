import { errorMessageOf, type ErrorTexts } from '@/lib/query/error-message';
import { isForbiddenError } from '@/lib/query/global-error-handler';

/** What the error view shows for a failure (spec §2, §8). */
export type ErrorViewContent = { kind: 'no-access' } | { kind: 'message'; message: string };

/**
 * A 403 FORBIDDEN shows the no-access view; anything else its user_message, else its own
 * message, else 'Unknown error'. `forbiddenSaysWhy`: the page asked for one thing the api
 * refused for a reason of its own (another seller's listing), not for the kind of account, so
 * the api's message says it better than the no-access view.
 */
export function errorViewContent(
  error: unknown,
  texts: ErrorTexts,
  { forbiddenSaysWhy = false }: { forbiddenSaysWhy?: boolean } = {},
): ErrorViewContent {
  if (isForbiddenError(error) && !forbiddenSaysWhy) return { kind: 'no-access' };
  return { kind: 'message', message: errorMessageOf(error, texts) };
}
