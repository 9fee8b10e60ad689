import { createHash } from 'node:crypto';
import { TooManyRequestsError } from '../../errors';
import { secondsUntil, type Clock } from '../../lib/clock';
import type { ThrottleRepository } from './throttle.repository';

/** A limit: at most `limit` hits per `windowSeconds` for one subject (an IP, an account). */
export interface ThrottleRule {
  /** Part of the counter key, e.g. `sign-in:ip`. */
  name: string;
  limit: number;
  windowSeconds: number;
}

/** Counters older than this are deleted by an hourly job; no rule has a longer window. */
const LONGEST_WINDOW_MS = 24 * 3600 * 1000;

/**
 * Rate limits on the `throttle_counters` table, so every api instance shares them. Subjects are
 * hashed into the key: the table never holds an email address or an IP in clear.
 */
/** IPv4 addresses may arrive in their IPv6-mapped form (::ffff:127.0.0.1). */
const plainAddress = (address: string) => address.replace(/^::ffff:(?=\d+\.)/i, '').toLowerCase();

export function createThrottleService(
  repository: ThrottleRepository,
  clock: Clock,
  options: { exemptIps?: readonly string[] } = {},
) {
  // Subjects are either account identifiers or addresses, so an exempt address only ever
  // matches an address subject.
  const exempt = new Set((options.exemptIps ?? []).map(plainAddress));
  const isExempt = (subject: string) => exempt.has(plainAddress(subject));

  const keyOf = (rule: ThrottleRule, subject: string) =>
    `${rule.name}:${createHash('sha256').update(subject.toLowerCase()).digest('base64url').slice(0, 32)}`;

  const refuse = (
    rule: ThrottleRule,
    windowStartedAt: Date,
    now: Date,
    userMessage: string | undefined,
  ): never => {
    const windowEnd = new Date(windowStartedAt.getTime() + rule.windowSeconds * 1000);
    // A parallel hit whose clock was read a moment before the one that opened the window would
    // otherwise be told one second more than the window lasts.
    throw new TooManyRequestsError(
      userMessage,
      Math.min(rule.windowSeconds, secondsUntil(windowEnd, now)),
    );
  };

  const windowStart = (rule: ThrottleRule, now: Date) =>
    new Date(now.getTime() - rule.windowSeconds * 1000);

  return {
    /**
     * Counts an attempt; throws 429 max_attempts (with Retry-After, and `userMessage` when the
     * caller knows a better way on) once the limit is passed. Counting and deciding are one
     * statement, so parallel attempts cannot slip past the limit.
     */
    async hit(rule: ThrottleRule, subject: string, userMessage?: string): Promise<void> {
      if (isExempt(subject)) return;
      const now = clock.now();
      const counter = await repository.increment(keyOf(rule, subject), now, windowStart(rule, now));
      if (counter.hits > rule.limit) refuse(rule, counter.windowStartedAt, now, userMessage);
    },

    /** Deletes the counters whose window ended: those started before the longest window. */
    async purgeStale(): Promise<void> {
      await repository.removeStartedBefore(new Date(clock.now().getTime() - LONGEST_WINDOW_MS));
    },

    /** Forgets the counter (a right password clears the account's password checks). */
    async reset(rule: ThrottleRule, subject: string): Promise<void> {
      await repository.remove(keyOf(rule, subject));
    },
  };
}

export type ThrottleService = ReturnType<typeof createThrottleService>;
