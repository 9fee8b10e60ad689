import { busyTimesLimits, busyTimesRefusals, type BusyTimesRefusal } from '@bazaar/contracts';
import { ValidationError } from '../../errors';
import {
  runWorkerTask,
  WorkerTaskError,
  WorkerTaskLimitError,
  workerEntry,
  type WorkerTaskLimits,
} from '../../lib/worker-task';
import { checkCalendarText, CalendarRefusedError, type BusyPeriod } from './busy-periods';
import type { BusyPeriodsAnswer, BusyPeriodsTask } from './busy-periods.worker';

/** The calendar worker: beside this module from source, beside server.js in the bundle. */
const WORKER = workerEntry('busy-periods.worker', import.meta.url);

const WORKER_LIMITS: WorkerTaskLimits = {
  timeoutMs: busyTimesLimits.readSeconds * 1000,
  maxHeapMb: busyTimesLimits.readMemoryMb,
};

/** The refusal of a calendar, in the envelope: a VALIDATION of `field` naming the limit. */
export function calendarRefused(refusal: BusyTimesRefusal, field: 'file' | 'url' = 'file') {
  const message = busyTimesRefusals[refusal];
  return new ValidationError([{ field, message }], message);
}

export interface CalendarReadingOptions {
  /** The worker's limits (tests make them small); the contracts' limits otherwise. */
  workerLimits?: WorkerTaskLimits;
  /** Told when a worker died for another reason than its limits (a bug, not the file). */
  onCrash?: (error: Error) => void;
}

/**
 * The busy periods of an .ics text in [from, until), read within the limits of issue 33
 * (ADR 0087): its size and number of events are checked here in one pass, the rest (parsing,
 * expanding recurrences) happens in a worker thread with a heap and a time limit, so no calendar
 * blocks the event loop. Any refusal is a 400 naming the limit, never a 500.
 */
export async function readBusyPeriods(
  text: string,
  window: { from: Date; until: Date; zone: string },
  field: 'file' | 'url',
  { workerLimits = WORKER_LIMITS, onCrash }: CalendarReadingOptions = {},
): Promise<BusyPeriod[]> {
  try {
    checkCalendarText(text, busyTimesLimits);
  } catch (error) {
    if (error instanceof CalendarRefusedError) throw calendarRefused(error.refusal, field);
    throw error;
  }
  const task: BusyPeriodsTask = {
    text,
    from: window.from.getTime(),
    until: window.until.getTime(),
    zone: window.zone,
    limits: busyTimesLimits,
  };
  let answer: BusyPeriodsAnswer;
  try {
    // At most two worker tasks run at once in the process; more wait their turn.
    answer = await runWorkerTask<BusyPeriodsAnswer>(WORKER, task, workerLimits);
  } catch (error) {
    const crashed =
      error instanceof WorkerTaskError ||
      (error instanceof WorkerTaskLimitError && error.reason === 'exit');
    if (!crashed && !(error instanceof WorkerTaskLimitError)) throw error;
    if (crashed) onCrash?.(error);
    throw calendarRefused(crashed ? 'notCalendar' : 'tooSlow', field);
  }
  if ('refused' in answer) throw calendarRefused(answer.refused, field);
  return answer.periods.map(([start, end]) => ({ start: new Date(start), end: new Date(end) }));
}
