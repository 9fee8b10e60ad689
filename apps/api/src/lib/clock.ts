/**
 * Where the api reads the current time. Sessions, one-time tokens, verification codes and
 * throttling windows all ask this clock, so tests can move time forward instead of sleeping.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** Whole seconds from `from` until `to`, never below zero. */
export function secondsUntil(to: Date, from: Date): number {
  return Math.max(0, Math.ceil((to.getTime() - from.getTime()) / 1000));
}
