import { deliverAll, outbox, reservationEvent, type BookingsDependencies } from './booking-events';
import { HOUR_MS, scheduleOf } from './service-slot';

/**
 * The job: confirmed reservations starting within a day, then within an hour, remind their
 * customer — each once, however often the job runs (the reminder's column is set by a guarded
 * update in the transaction that publishes it).
 */
export async function sendReminders({
  repository,
  events,
  clock,
}: BookingsDependencies): Promise<number> {
  const at = clock.now();
  let sent = 0;
  for (const [before, column, hours] of [
    ['hour', 'remindedHourBeforeAt', 1],
    ['day', 'remindedDayBeforeAt', 24],
  ] as const) {
    const due = await repository.dueForReminder(
      column,
      at,
      new Date(at.getTime() + hours * HOUR_MS),
    );
    for (const { reservation: row, slot } of due) {
      // A reservation inside the hour is reminded once, by the hour's reminder.
      if (before === 'day' && row.remindedHourBeforeAt) continue;
      const ids = await repository.transaction(async (queries, tx) => {
        if (!(await queries.markReminded(row.id, column, at))) return [];
        const box = outbox(events, tx);
        const listing = await queries.findListing(row.listingId);
        const schedule = scheduleOf(await queries.findSchedule(row.listingId));
        await box.publish(
          'reservation.reminder_due',
          {
            ...reservationEvent(row, slot, listing?.title ?? 'A service', schedule.time_zone),
            before,
          },
          at,
        );
        return box.ids;
      });
      sent += ids.length;
      await deliverAll(events, ids);
    }
  }
  return sent;
}
