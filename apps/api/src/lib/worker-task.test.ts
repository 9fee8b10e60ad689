import { describe, expect, it } from 'vitest';
import { readProductFile } from '../modules/importing/file-reading';
import { runWorkerTask, workerEntry, WorkerTaskError, WorkerTaskLimitError } from './worker-task';

const fixture = workerEntry('worker-task.fixture.worker', import.meta.url);
const limits = { maxHeapMb: 32, timeoutMs: 30_000 };

describe('runWorkerTask', () => {
  it('answers what the thread posts, and carries its error over', async () => {
    expect(await runWorkerTask<number>(fixture, 'answer', limits)).toBe(42);
    await expect(runWorkerTask(fixture, 'throw', limits)).rejects.toBeInstanceOf(WorkerTaskError);
  });

  it('stops a thread that passes its heap, and the process goes on', async () => {
    await expect(runWorkerTask(fixture, 'memory', limits)).rejects.toEqual(
      new WorkerTaskLimitError('memory'),
    );
  });

  it('terminates a thread that passes its time', async () => {
    await expect(
      runWorkerTask(fixture, 'time', { maxHeapMb: 32, timeoutMs: 1_000 }),
    ).rejects.toEqual(new WorkerTaskLimitError('time'));
  });

  it('answers a product file whose reading ran out of its limits as FILE_TOO_COMPLEX', async () => {
    // A thread can't even start in a millisecond: the refusal, never a crash.
    await expect(
      readProductFile(import.meta.filename, 'csv', undefined, { maxHeapMb: 64, timeoutMs: 1 }),
    ).rejects.toMatchObject({ code: 'FILE_TOO_COMPLEX', status: 400 });
  });
});
