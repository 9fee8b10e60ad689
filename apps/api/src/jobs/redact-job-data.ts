import { REDACTED } from '@bazaar/contracts';

/** Keys whose values administrators must not read on a dead job (a token, a password, a key). */
const SECRET_KEY =
  /pass(word)?|secret|token|hash|api_?key|private_?key|authori[sz]ation|cookie|credential|signature|otp|code$/i;
const MAX_DEPTH = 10;

/**
 * A job's data as the back office shows it: the same shape, with the value of every key that
 * looks secret replaced, at any depth. Jobs carry ids rather than secrets, but a module's job
 * may one day carry a token; this keeps it off an administrator's screen.
 */
export function redactJobData(data: unknown, depth = 0): unknown {
  if (depth > MAX_DEPTH) return REDACTED;
  if (Array.isArray(data)) return data.map((item) => redactJobData(item, depth + 1));
  if (data === null || typeof data !== 'object') return data;
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [
      key,
      SECRET_KEY.test(key) ? REDACTED : redactJobData(value, depth + 1),
    ]),
  );
}
