import { Worker } from 'node:worker_threads';

/** Why a worker task gave no answer. */
export type WorkerTaskFailure = 'timeout' | 'memory' | 'crashed';

/** A worker task that ran out of time or memory, or died: its input is refused, never retried. */
export class WorkerTaskFailedError extends Error {
  constructor(
    readonly reason: WorkerTaskFailure,
    cause?: unknown,
  ) {
    super(`the worker task failed: ${reason}`, cause === undefined ? undefined : { cause });
    this.name = 'WorkerTaskFailedError';
  }
}

export interface WorkerTaskLimits {
  /** The worker is ended after this long. */
  timeoutMs: number;
  /** The worker's heap (V8 old generation); past it the worker, not the api, dies. */
  maxOldGenerationSizeMb: number;
}

/**
 * The file of a worker beside the calling module: `name.ts` when the caller runs from source
 * (vitest, tsx: Node strips the types, so the worker and the modules it imports name their
 * imports with the `.ts` extension and use no npm workspace sources), `name.js` when it runs from
 * the bundle (scripts/build.mjs builds each worker to `dist/name.js`, beside `dist/server.js`).
 */
export function workerFileBeside(callerUrl: string, name: string): URL {
  return new URL(`./${name}${callerUrl.endsWith('.ts') ? '.ts' : '.js'}`, callerUrl);
}

/**
 * Runs one task in a new worker thread with a heap limit and a time limit (untrusted input is
 * parsed there, ADR 0086/0087): the worker gets `input` as its workerData and answers with one
 * message. A worker that times out, runs out of memory or ends without answering becomes a
 * WorkerTaskFailedError; the event loop of the api never waits on the task.
 */
export function runWorkerTask<Input, Output>(
  file: URL,
  input: Input,
  { timeoutMs, maxOldGenerationSizeMb }: WorkerTaskLimits,
): Promise<Output> {
  return new Promise<Output>((resolve, reject) => {
    const worker = new Worker(file, {
      workerData: input,
      resourceLimits: {
        maxOldGenerationSizeMb,
        maxYoungGenerationSizeMb: Math.max(4, Math.floor(maxOldGenerationSizeMb / 8)),
      },
    });
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
      void worker.terminate();
    };
    const timer = setTimeout(
      () => settle(() => reject(new WorkerTaskFailedError('timeout'))),
      timeoutMs,
    );
    worker.once('message', (output: Output) => settle(() => resolve(output)));
    worker.once('error', (error: Error & { code?: string }) =>
      settle(() =>
        reject(
          new WorkerTaskFailedError(
            error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory' : 'crashed',
            error,
          ),
        ),
      ),
    );
    worker.once('exit', () => settle(() => reject(new WorkerTaskFailedError('crashed'))));
  });
}
