import { parentPort, workerData } from 'node:worker_threads';
import type { WorkerTaskAnswer } from '../../lib/worker-task.ts';
import { busyPeriods, CalendarRefusedError, type BusyTimesLimits } from './busy-periods.ts';

/**
 * The calendar worker (ADR 0087): reads one calendar's busy periods off the api's event loop,
 * within the heap and time limits it was started with (calendar-reading.ts). It answers one
 * message: the periods as [start, end] epoch milliseconds, or the refusal's key.
 */
export interface BusyPeriodsTask {
  text: string;
  from: number;
  until: number;
  zone: string;
  limits: BusyTimesLimits;
}

export type BusyPeriodsAnswer =
  { periods: [number, number][] } | { refused: CalendarRefusedError['refusal'] };

function answer(task: BusyPeriodsTask): BusyPeriodsAnswer {
  try {
    const periods = busyPeriods(
      task.text,
      new Date(task.from),
      new Date(task.until),
      task.zone,
      task.limits,
    );
    return { periods: periods.map(({ start, end }) => [start.getTime(), end.getTime()]) };
  } catch (error) {
    if (error instanceof CalendarRefusedError) return { refused: error.refusal };
    throw error;
  }
}

function settled(task: BusyPeriodsTask): WorkerTaskAnswer<BusyPeriodsAnswer> {
  try {
    return { ok: true, value: answer(task) };
  } catch (error) {
    return { ok: false, kind: 'failed', message: error instanceof Error ? error.message : '' };
  }
}

parentPort?.postMessage(settled(workerData as BusyPeriodsTask));
