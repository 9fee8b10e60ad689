import { Worker } from 'node:worker_threads';
import pLimit from 'p-limit';

/** What a worker thread may use before it is stopped (ADR 0086). */
export interface WorkerTaskLimits {
  /** Its heap: past it the thread dies, never the api. */
  maxHeapMb: number;
  /** Its time, from its start: past it the thread is terminated. */
  timeoutMs: number;
}

/** A task stopped by its limits: out of memory, out of time, or its thread ended otherwise. */
export class WorkerTaskLimitError extends Error {
  constructor(readonly reason: 'memory' | 'time' | 'exit') {
    super(`A worker task stopped by its ${reason} limit`);
  }
}

/** An error the task itself threw, carried over the thread boundary by name and message. */
export class WorkerTaskError extends Error {
  constructor(
    readonly kind: string,
    message: string,
    readonly detail: unknown,
  ) {
    super(message);
  }
}

/** What a worker's entry posts once: its answer or the error it threw. */
export type WorkerTaskAnswer<T> =
  { ok: true; value: T } | { ok: false; kind: string; message: string; detail?: unknown };

/**
 * Where a worker's entry is, beside the module that starts it: the TypeScript source under tsx
 * and vitest (`caller` ends in `.ts`), else the bundle's `<name>.js` next to `server.js` (the
 * build bundles each worker entry on its own, `scripts/build.mjs`).
 */
export function workerEntry(name: string, caller: string): { url: URL; execArgv: string[] } {
  return caller.endsWith('.ts')
    ? { url: new URL(`./${name}.ts`, caller), execArgv: ['--import', 'tsx'] }
    : { url: new URL(`./${name}.js`, caller), execArgv: [] };
}

/** How many worker tasks run at once in this process; the others wait their turn. */
const running = pLimit(2);
let active = 0;

/** How many worker threads are working right now (the hostile-files test watches it). */
export const workerTasksRunning = (): number => active;

/**
 * Runs one task in a worker thread of its own with a heap and a time limit, so that a hostile
 * input costs that thread and never the event loop that answers everyone else. The thread is
 * terminated when it has answered, failed or run out of time.
 */
export function runWorkerTask<T>(
  entry: { url: URL; execArgv: string[] },
  input: unknown,
  limits: WorkerTaskLimits,
): Promise<T> {
  return running(
    () =>
      new Promise<T>((resolve, reject) => {
        const worker = new Worker(entry.url, {
          workerData: input,
          execArgv: entry.execArgv,
          resourceLimits: { maxOldGenerationSizeMb: limits.maxHeapMb },
          stdout: false,
          stderr: false,
        });
        active += 1;
        let settled = false;
        const settle = (outcome: () => void) => {
          if (settled) return;
          settled = true;
          active -= 1;
          clearTimeout(timer);
          outcome();
          void worker.terminate();
        };
        const timer = setTimeout(
          () => settle(() => reject(new WorkerTaskLimitError('time'))),
          limits.timeoutMs,
        );
        worker.on('message', (answer: WorkerTaskAnswer<T>) =>
          settle(() =>
            answer.ok
              ? resolve(answer.value)
              : reject(new WorkerTaskError(answer.kind, answer.message, answer.detail)),
          ),
        );
        worker.on('error', (error: Error & { code?: string }) =>
          settle(() =>
            reject(
              error.code === 'ERR_WORKER_OUT_OF_MEMORY'
                ? new WorkerTaskLimitError('memory')
                : error,
            ),
          ),
        );
        worker.on('exit', () => settle(() => reject(new WorkerTaskLimitError('exit'))));
      }),
  );
}
