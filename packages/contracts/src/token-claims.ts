import type { TokenData } from './auth';
import { accountTypes } from './enums';
import { isUuid } from './ids';

/**
 * The claims of an access token that `tokenDataSchema` describes, read without zod for the
 * browser (ADR 0037): null unless all four are there and well formed; the actor of a "view as"
 * token (`act.sub`) is kept when well formed; other claims are left out.
 * A test holds it to the schema.
 */
export function tokenDataFrom(claims: unknown): TokenData | null {
  if (typeof claims !== 'object' || claims === null) return null;
  const { sub, type, sid, exp, act } = claims as Record<string, unknown>;
  if (!isUuid(sub) || !isUuid(sid) || !Number.isInteger(exp)) return null;
  const accountType = accountTypes.find((candidate) => candidate === type);
  if (!accountType) return null;
  const data: TokenData = { sub, type: accountType, sid, exp: exp as number };
  if (act === undefined) return data;
  const actor = typeof act === 'object' && act !== null ? (act as { sub?: unknown }).sub : null;
  return isUuid(actor) ? { ...data, act: { sub: actor } } : null;
}
