import type { JobDefinition } from '../../jobs/job-runner';
import type { BookingsService } from './bookings.service';

/** Every night, each schedule's slots reach its horizon again. */
export const extendSlotsJob = (bookings: BookingsService): JobDefinition => ({
  name: 'bookings.extend-slots',
  schedule: '7 2 * * *',
  run: async () => {
    await bookings.extendSlots();
  },
});

/**
 * Reminders a day and an hour before a confirmed reservation. Looked for every five minutes
 * rather than queued per reservation: a moved or cancelled reservation needs no job taken back,
 * and each reminder goes once however often this runs.
 */
export const sendRemindersJob = (bookings: BookingsService): JobDefinition => ({
  name: 'bookings.send-reminders',
  schedule: '*/5 * * * *',
  run: async () => {
    await bookings.sendReminders();
  },
});

/** Seats held for a waiting account that did not book in time go to the next one. */
export const expireWaitlistOffersJob = (bookings: BookingsService): JobDefinition => ({
  name: 'bookings.expire-waitlist-offers',
  schedule: '* * * * *',
  run: async () => {
    await bookings.expireWaitlistOffers();
  },
});
