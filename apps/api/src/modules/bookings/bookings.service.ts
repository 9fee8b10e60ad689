import { systemClock, type Clock } from '../../lib/clock';
import type { DomainEventPublisher } from '../domain-events';
import { bookSlot } from './book-slot';
import type { BookingsDependencies } from './booking-events';
import type { BookingsRepository } from './bookings.repository';
import { changeReservationStatus } from './change-reservation-status';
import { closeAccountBookings } from './close-account-bookings';
import { listSlots } from './list-slots';
import { extendSlots, getSchedule, saveSchedule } from './provider-schedule';
import { createSlot, setBlocked, updateSlot } from './provider-slots';
import { sendReminders } from './reservation-reminders';
import { myReservations, reservation } from './reservations-list';
import { slotsStats } from './slots-stats';
import { expireWaitlistOffers, joinWaitlist, leaveWaitlist, myWaitlist } from './waiting-list';

export interface BookingsServiceDependencies {
  repository: BookingsRepository;
  /** `reservation.*`, `service_slot.changed` and `waitlist.seat_offered` (bookings.subscribers.ts). */
  events: DomainEventPublisher;
  clock?: Clock;
}

/** Bookings' use cases, one file each (or a few sharing helpers), given the module's dependencies. */
export function createBookingsService({
  repository,
  events,
  clock = systemClock,
}: BookingsServiceDependencies) {
  const dependencies: BookingsDependencies = { repository, events, clock };
  const wired =
    <A extends unknown[], R>(operation: (dependencies: BookingsDependencies, ...args: A) => R) =>
    (...args: A): R =>
      operation(dependencies, ...args);
  return {
    getSchedule: wired(getSchedule),
    saveSchedule: wired(saveSchedule),
    extendSlots: wired(extendSlots),
    slots: wired(listSlots),
    createSlot: wired(createSlot),
    updateSlot: wired(updateSlot),
    setBlocked: wired(setBlocked),
    reserve: wired(bookSlot),
    myReservations: wired(myReservations),
    reservation: wired(reservation),
    setStatus: wired(changeReservationStatus),
    stats: wired(slotsStats),
    joinWaitlist: wired(joinWaitlist),
    myWaitlist: wired(myWaitlist),
    leaveWaitlist: wired(leaveWaitlist),
    expireWaitlistOffers: wired(expireWaitlistOffers),
    sendReminders: wired(sendReminders),
    closeAccount: wired(closeAccountBookings),
  };
}

export type BookingsService = ReturnType<typeof createBookingsService>;
