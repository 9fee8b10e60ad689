import type { IncomingHttpHeaders } from 'node:http';
import autocannon from 'autocannon';
import { percentile } from './percentile';

/** What a step sends: built afresh for every request from the connection's own state. */
export interface StepRequest {
  path: string;
  headers?: Record<string, string>;
  /** Sent as JSON. */
  body?: unknown;
}

/**
 * One request of a flow. A flow's steps run in order on each connection, one at a time, again and
 * again; `state` is the connection's own for one pass through the steps (what the first step
 * chose, the next one uses too).
 */
export interface FlowStep<State> {
  method: 'GET' | 'POST' | 'DELETE';
  build(state: State): StepRequest;
  /** Whether its latencies and count are the flow's figures (a preparing step is not). */
  measured: boolean;
}

export interface Flow<State = Record<string, unknown>> {
  name: string;
  /** A fresh state for each pass through the steps. */
  start(): State;
  steps: FlowStep<State>[];
}

export interface FlowLoad {
  // Flows of different states run side by side.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each flow's state is its own
  flow: Flow<any>;
  connections: number;
  /** Requests a second over all its connections (all steps); unset: as fast as answered. */
  rate?: number;
}

export interface FlowFigures {
  flow: string;
  /** Measured requests answered. */
  answered: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Answers of the measured steps by status. */
  statuses: Record<number, number>;
  /** Measured answers outside 2xx. */
  failed: number;
  /** Connection errors and time-outs of any step. */
  errors: number;
  /** Every measured latency, ascending (ms). */
  latencies: number[];
  /** The web's page cache answers of the measured steps (`hit`, `stale`, `miss`), when it told. */
  pageCache: Record<string, number>;
}

/** The header in which the web's page cache tells how it answered (ADR 0035). */
const PAGE_CACHE_HEADER = 'x-bazaar-page-cache';

/** The step a request was built from, as autocannon keeps it on each client (not in its types). */
interface ClientWithIterator {
  requestIterator: { currentRequest: { step?: number } };
}

/** autocannon's context of one connection: here, the state of its pass through the steps. */
interface ConnectionContext {
  state?: unknown;
}

interface Recorder {
  latencies: number[];
  statuses: Record<number, number>;
  errors: number;
  pageCache: Record<string, number>;
}

/**
 * Runs flows side by side for `seconds`, each on its own autocannon instance, from this process
 * over loopback, and reads the figures of each flow's measured steps: latency from autocannon's
 * own timer (request written → answer complete), per status.
 */
export async function loadFlows(
  url: string,
  loads: FlowLoad[],
  seconds: number,
): Promise<FlowFigures[]> {
  const started = Date.now();
  const runs = loads.map(async ({ flow, connections, rate }) => {
    const recorder: Recorder = { latencies: [], statuses: {}, errors: 0, pageCache: {} };
    const measuredSteps = new Set(
      flow.steps.flatMap((step, index) => (step.measured ? [index] : [])),
    );
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        {
          url,
          connections,
          duration: seconds,
          ...(rate ? { overallRate: rate } : {}),
          timeout: 30,
          initialContext: {},
          requests: flow.steps.map((step, index) => ({
            method: step.method,
            step: index,
            setupRequest: (request: autocannon.Request, context: object) => {
              const connection = context as ConnectionContext;
              if (index === 0) connection.state = flow.start();
              const built = step.build(connection.state);
              return {
                ...request,
                path: built.path,
                headers: {
                  // As a browser asks: pages and JSON come compressed, as they do to visitors.
                  'accept-encoding': 'gzip, deflate, br',
                  ...(built.body === undefined ? {} : { 'content-type': 'application/json' }),
                  ...built.headers,
                },
                ...(built.body === undefined ? {} : { body: JSON.stringify(built.body) }),
              };
            },
            onResponse: (
              _status: number,
              _body: string,
              _context: object,
              headers: IncomingHttpHeaders | undefined,
            ) => {
              const cacheState = headers?.[PAGE_CACHE_HEADER];
              if (step.measured && typeof cacheState === 'string') {
                recorder.pageCache[cacheState] = (recorder.pageCache[cacheState] ?? 0) + 1;
              }
            },
          })),
        },
        (error, finished) => (error ? reject(error as Error) : resolve(finished)),
      );
      instance.on('response', (client, statusCode, _bytes, responseTime) => {
        const step = (client as unknown as ClientWithIterator).requestIterator.currentRequest.step;
        if (step === undefined || !measuredSteps.has(step)) return;
        recorder.latencies.push(responseTime);
        recorder.statuses[statusCode] = (recorder.statuses[statusCode] ?? 0) + 1;
      });
    });
    recorder.errors = result.errors + result.timeouts;
    return { flow, recorder };
  });
  const done = await Promise.all(runs);
  const elapsed = (Date.now() - started) / 1000;
  return done.map(({ flow, recorder }) => figuresOf(flow.name, recorder, elapsed));
}

function figuresOf(flow: string, recorder: Recorder, seconds: number): FlowFigures {
  const sorted = recorder.latencies.sort((a, b) => a - b);
  const failed = Object.entries(recorder.statuses)
    .filter(([status]) => Number(status) < 200 || Number(status) >= 300)
    .reduce((sum, [, count]) => sum + count, 0);
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    flow,
    answered: sorted.length,
    requestsPerSecond: round(sorted.length / seconds),
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? Number.NaN),
    statuses: recorder.statuses,
    failed,
    errors: recorder.errors,
    latencies: sorted,
    pageCache: recorder.pageCache,
  };
}

/** The figures as one table row each. */
export function printFlowFigures(title: string, rows: FlowFigures[]): void {
  console.log(`\n${title} — ${new Date().toISOString()}`);
  console.table(
    rows.map((row) => ({
      flow: row.flow,
      'req/s': row.requestsPerSecond,
      'p50 ms': row.p50,
      'p95 ms': row.p95,
      'p99 ms': row.p99,
      'max ms': row.max,
      answered: row.answered,
      'not 2xx': row.failed,
      errors: row.errors,
      statuses: Object.entries(row.statuses)
        .map(([status, count]) => `${status}×${count}`)
        .join(' '),
      'page cache': Object.entries(row.pageCache)
        .map(([state, count]) => `${state}×${count}`)
        .join(' '),
    })),
  );
}
