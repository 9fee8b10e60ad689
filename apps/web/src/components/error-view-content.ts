import { errorMessageOf, type ErrorTexts } from '@/lib/query/error-message';
import { isForbiddenError } from '@/lib/query/global-error-handler';

/** What the error view shows for a failure (spec §2, §8). */
export type ErrorViewContent = { kind: 'no-access' } | { kind: 'message'; message: string };

/**
 * A 403 FORBIDDEN shows the no-access view; anything else its user_message, else its own
 * message, else 'Unknown error'.
 */
export function errorViewContent(error: unknown, texts: ErrorTexts): ErrorViewContent {
  if (isForbiddenError(error)) return { kind: 'no-access' };
  return { kind: 'message', message: errorMessageOf(error, texts) };
}
