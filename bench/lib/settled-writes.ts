/**
 * Writes sent as a careful client sends them: each with its idempotency key, and sent again with
 * the same key after a failure that leaves its fate unknown (no answer, or the proxy's 502/503/504
 * while an instance is down), until an answer settles it or the deadline passes.
 */

export interface Answer {
  status: number;
  body: string;
}

export interface Settled {
  /** The answer that settled it; null when none came before the deadline. */
  answer: Answer | null;
  attempts: number;
  /** What the attempts before the last met: `no answer`, `502`, … */
  failures: string[];
}

const RETRY_AFTER_MS = 250;
const ATTEMPT_TIMEOUT_MS = 15_000;

/** A failure after which the write may or may not have been done: the same write is sent again. */
const unknownFate = (status: number) => status >= 500;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function settle(
  url: string,
  init: { method: 'POST' | 'PUT' | 'PATCH'; headers: Record<string, string>; body?: unknown },
  deadline: number,
): Promise<Settled> {
  const failures: string[] = [];
  for (let attempts = 1; ; attempts += 1) {
    try {
      const response = await fetch(url, {
        method: init.method,
        headers: {
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...init.headers,
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
      });
      const answer = { status: response.status, body: await response.text() };
      if (!unknownFate(answer.status)) return { answer, attempts, failures };
      failures.push(String(answer.status));
    } catch {
      failures.push('no answer');
    }
    if (Date.now() > deadline) return { answer: null, attempts, failures };
    await sleep(RETRY_AFTER_MS);
  }
}

/** Counts of a kind of write, for the report. */
export interface WriteTally {
  sent: number;
  /** Settled with a 2xx. */
  acknowledged: number;
  /** Acknowledged only after one or more failed attempts. */
  acknowledgedAfterFailure: number;
  /** Acknowledged as a repeat (200 for a key done before): the lost first answer had been done. */
  repeats: number;
  /** Settled with a 4xx. */
  refused: number;
  /** The 4xx statuses that settled writes, with how many. */
  refusals: Record<string, number>;
  /** No answer before the deadline. */
  unsettled: number;
  failures: Record<string, number>;
}

export const emptyTally = (): WriteTally => ({
  sent: 0,
  acknowledged: 0,
  acknowledgedAfterFailure: 0,
  repeats: 0,
  refused: 0,
  refusals: {},
  unsettled: 0,
  failures: {},
});

/**
 * Adds a settled write to its tally; `created` tells a first answer (201) from a repeat's (200)
 * for writes that tell them apart.
 */
export function tally(into: WriteTally, settled: Settled, created?: number): void {
  into.sent += 1;
  for (const failure of settled.failures)
    into.failures[failure] = (into.failures[failure] ?? 0) + 1;
  const status = settled.answer?.status;
  if (status === undefined) into.unsettled += 1;
  else if (status >= 200 && status < 300) {
    into.acknowledged += 1;
    if (settled.failures.length > 0) into.acknowledgedAfterFailure += 1;
    if (created !== undefined && status !== created) into.repeats += 1;
  } else {
    into.refused += 1;
    into.refusals[status] = (into.refusals[status] ?? 0) + 1;
  }
}
