import { describe, expect, it } from 'vitest';
import { runWorkerTask, WorkerTaskFailedError, workerFileBeside } from './worker-task';

/** A worker of one module's text (an ES module as a data: address). */
const workerOf = (code: string) => new URL(`data:text/javascript,${encodeURIComponent(code)}`);
const limits = { timeoutMs: 5_000, maxOldGenerationSizeMb: 32 };

const failureOf = async (task: Promise<unknown>) => {
  const error: unknown = await task.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  return error instanceof WorkerTaskFailedError ? error.reason : error;
};

describe('a worker task', () => {
  it('answers with the worker message', async () => {
    const worker = workerOf(
      "import { parentPort, workerData } from 'node:worker_threads'; parentPort.postMessage(workerData * 2);",
    );
    await expect(runWorkerTask(worker, 21, limits)).resolves.toBe(42);
  });

  it('fails as timed out when the worker outlasts its time, and ends it', async () => {
    const worker = workerOf('for (;;) {}');
    expect(await failureOf(runWorkerTask(worker, null, { ...limits, timeoutMs: 200 }))).toBe(
      'timeout',
    );
  });

  it('fails as out of memory when the worker passes its heap, and the api lives on', async () => {
    const worker = workerOf(
      'const kept = []; for (;;) kept.push(new Array(100_000).fill(kept.length));',
    );
    expect(await failureOf(runWorkerTask(worker, null, { ...limits, timeoutMs: 60_000 }))).toBe(
      'memory',
    );
  });

  it('fails as crashed when the worker throws or ends without answering', async () => {
    expect(await failureOf(runWorkerTask(workerOf("throw new Error('bug');"), null, limits))).toBe(
      'crashed',
    );
    expect(await failureOf(runWorkerTask(workerOf('process.exit(3);'), null, limits))).toBe(
      'crashed',
    );
  });

  it('is found beside its caller, from source and from the bundle', () => {
    expect(workerFileBeside('file:///api/src/modules/x/reading.ts', 'x.worker').href).toBe(
      'file:///api/src/modules/x/x.worker.ts',
    );
    expect(workerFileBeside('file:///api/dist/server.js', 'x.worker').href).toBe(
      'file:///api/dist/x.worker.js',
    );
  });
});
