// The worker thread that reads one uploaded product file (ADR 0086); started by `file-reading.ts`
// with a heap and a time limit, it posts its answer once and is terminated.
import { parentPort, workerData } from 'node:worker_threads';
import type { WorkerTaskAnswer } from '../../lib/worker-task';
import { FileOverLimit, readFileWithin, UnreadableFileError, type ReadFile } from './file-reader';
import type { FileReadTask } from './file-reading';

const task = workerData as FileReadTask;

async function answer(): Promise<WorkerTaskAnswer<ReadFile>> {
  try {
    return { ok: true, value: await readFileWithin(task.filePath, task.format, task.limits) };
  } catch (error) {
    if (error instanceof FileOverLimit) {
      return { ok: false, kind: 'limit', message: error.message, detail: error.code };
    }
    if (error instanceof UnreadableFileError) {
      return { ok: false, kind: 'unreadable', message: error.message };
    }
    return { ok: false, kind: 'failed', message: error instanceof Error ? error.message : '' };
  }
}

parentPort?.postMessage(await answer());
