// A worker entry for worker-task.test.ts: answers, throws, or uses memory or time without end.
import { parentPort, workerData } from 'node:worker_threads';
import type { WorkerTaskAnswer } from './worker-task';

const what = workerData as 'answer' | 'throw' | 'memory' | 'time';
if (what === 'memory') {
  const kept: number[][] = [];
  for (;;) kept.push(Array.from({ length: 100_000 }, (_, index) => index));
}
if (what === 'time') for (;;);
const answer: WorkerTaskAnswer<number> =
  what === 'answer' ? { ok: true, value: 42 } : { ok: false, kind: 'broken', message: 'no' };
parentPort?.postMessage(answer);
