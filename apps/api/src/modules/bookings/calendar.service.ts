import { createHash, randomBytes } from 'node:crypto';
import {
  bookingLimits,
  busyTimesLimits,
  busyTimesRefusals,
  type CalendarFeed,
  type ImportedBusyTimes,
  type NewCalendarFeed,
} from '@bazaar/contracts';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalEventStatus } from 'ical-generator';
import { DateTime } from 'luxon';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import type { SignedInAccount } from '../../lib/account-status';
import { systemClock, type Clock } from '../../lib/clock';
import {
  FetchFailedError,
  fetchPublicText,
  RefusedAddressError,
} from '../../lib/public-address-fetch';
import type { BookingsRepository } from './bookings.repository';
import type { BookingsService } from './bookings.service';
import { serviceLink } from './reservation-view';
import { DEFAULT_SCHEDULE } from './service-slot';
import { overlappedSlotIds } from './busy-periods';
import { readBusyPeriods, type CalendarReadingOptions } from './calendar-reading';

/** Busy times are read this far ahead at most: the longest slot horizon a schedule may have. */
const BUSY_TIMES_HORIZON_MS = bookingLimits.horizonDaysMax * 24 * 3_600_000;

/** At most this much of an .ics file or address is read. */
export const BUSY_TIMES_MAX_BYTES = busyTimesLimits.maxBytes;
/** An .ics address that does not answer within this is given up. */
const BUSY_TIMES_FETCH_TIMEOUT_MS = 10_000;
/** The feed lists reservations from this long ago on. */
const FEED_PAST_DAYS = 90;

/** A feed's secret, as its address carries it. */
const FEED_FILE = /^([A-Za-z0-9_-]{32})\.ics$/;

/** What is kept of a feed's secret: its SHA-256, hex (the secret has 192 random bits). */
const secretHash = (secret: string) => createHash('sha256').update(secret).digest('hex');

const URL_MESSAGES: Record<FetchFailedError['reason'], string> = {
  unanswered: 'This address did not answer in time',
  status: 'This address did not answer with a calendar',
  'too-large': busyTimesRefusals.tooLarge,
  redirects: 'This address redirects too many times',
};

/**
 * The body of an .ics address, read up to the size limit within the time limit, from public
 * internet addresses only (unless `allowPrivateAddresses`).
 */
async function fetchCalendar(url: string, allowPrivateAddresses: boolean): Promise<string> {
  try {
    return await fetchPublicText(url, {
      timeoutMs: BUSY_TIMES_FETCH_TIMEOUT_MS,
      maxBytes: BUSY_TIMES_MAX_BYTES,
      ...(allowPrivateAddresses ? { allowAddress: () => true } : {}),
      accept: 'text/calendar',
    });
  } catch (error) {
    const message =
      error instanceof RefusedAddressError
        ? 'Calendars are read from public internet addresses only'
        : error instanceof FetchFailedError
          ? URL_MESSAGES[error.reason]
          : URL_MESSAGES.unanswered;
    throw new ValidationError([{ field: 'url', message }], message);
  }
}

export interface CalendarServiceDependencies {
  repository: BookingsRepository;
  bookings: Pick<BookingsService, 'setBlocked'>;
  /** The web's address: feeds are reached through it (its /api forwarder), events link to it. */
  publicUrl: string;
  /** Busy times may be read from private and loopback addresses (tests with a local server). */
  allowPrivateAddresses?: boolean;
  clock?: Clock;
  /** How calendars are read off the event loop (tests give smaller limits). */
  reading?: CalendarReadingOptions;
}

/** The private iCalendar feeds and the import of busy times. */
export function createCalendarService({
  repository,
  bookings,
  publicUrl,
  allowPrivateAddresses = false,
  clock = systemClock,
  reading,
}: CalendarServiceDependencies) {
  return {
    /** `GET /services/calendar-feed`: whether the caller has a feed and since when. */
    async feed(account: SignedInAccount): Promise<CalendarFeed> {
      const feed = await repository.findFeed(account.id);
      return { active: Boolean(feed), created_at: feed?.createdAt.toISOString() ?? null };
    },

    /**
     * `POST /services/calendar-feed`: a new secret address, answered only now (its hash is
     * kept); the old one stops working.
     */
    async renewFeed(account: SignedInAccount): Promise<NewCalendarFeed> {
      // 24 random bytes: 32 characters of base64url, as FEED_FILE expects.
      const secret = randomBytes(24).toString('base64url');
      const now = clock.now();
      await repository.saveFeed(account.id, secretHash(secret), now);
      return { url: `${publicUrl}/api/calendar/${secret}.ics`, created_at: now.toISOString() };
    },

    /** `DELETE /services/calendar-feed`: the address stops working. */
    async revokeFeed(account: SignedInAccount): Promise<void> {
      await repository.deleteFeed(account.id);
    },

    /**
     * `GET /calendar/{secret}.ics`: the reservations of the feed's account, as customer and as
     * provider, each in its service's time zone (with its VTIMEZONE), from 90 days back.
     */
    async feedCalendar(file: string): Promise<string> {
      const secret = FEED_FILE.exec(file)?.[1];
      const feed = secret ? await repository.findFeedBySecretHash(secretHash(secret)) : undefined;
      if (!feed) throw new NotFoundError('This calendar address does not exist (any more).');
      const since = new Date(clock.now().getTime() - FEED_PAST_DAYS * 24 * 3_600_000);
      const rows = await repository.reservationsForFeed(feed.userId, since);
      const listingIds = [...new Set(rows.map((row) => row.reservation.listingId))];
      const titles = new Map(
        (await repository.listingsOf(listingIds)).map((row) => [row.id, row.title]),
      );
      const zones = new Map(
        (await repository.schedulesOf(listingIds)).map((row) => [row.listingId, row.timeZone]),
      );
      const names = await repository.displayNamesOf(
        rows.flatMap(({ reservation }) => [reservation.customerId, reservation.providerId]),
      );
      const calendar = ical({
        name: 'Bazaar bookings',
        prodId: { company: 'Bazaar', product: 'bookings', language: 'EN' },
        timezone: { name: null, generator: getVtimezoneComponent },
      });
      for (const { reservation, slot } of rows) {
        const title = titles.get(reservation.listingId) ?? 'A service';
        const asProvider = reservation.providerId === feed.userId;
        const other = names.get(asProvider ? reservation.customerId : reservation.providerId);
        const zone = zones.get(reservation.listingId) ?? DEFAULT_SCHEDULE.time_zone;
        calendar.createEvent({
          id: `${reservation.id}@bazaar`,
          // In the zone: ical-generator writes a luxon time's wall clock beside its TZID.
          start: DateTime.fromJSDate(slot.startsAt, { zone }),
          end: DateTime.fromJSDate(slot.endsAt, { zone }),
          timezone: zone,
          stamp: reservation.updatedAt,
          summary: asProvider
            ? `${title}: ${other ?? 'a customer'} (${reservation.seats} ${reservation.seats === 1 ? 'seat' : 'seats'})`
            : title,
          description: [
            `Booking #${reservation.number}, ${reservation.status}`,
            asProvider ? `Customer: ${other ?? ''}` : `Provider: ${other ?? ''}`,
            reservation.note ? `Note: ${reservation.note}` : '',
          ]
            .filter(Boolean)
            .join('\n'),
          url: `${publicUrl}${serviceLink(reservation.listingId)}`,
          status:
            reservation.status === 'requested'
              ? ICalEventStatus.TENTATIVE
              : ICalEventStatus.CONFIRMED,
        });
      }
      return calendar.toString();
    },

    /**
     * `POST /services/{listingId}/busy-times`: the busy periods of an .ics address or file block
     * the future slots they overlap; slots an earlier import blocked and this one does not are
     * free again (the calendar is the provider's current one).
     */
    async importBusyTimes(
      account: SignedInAccount,
      listingId: string,
      source: { url: string } | { text: string },
    ): Promise<ImportedBusyTimes> {
      const listing = await repository.findListing(listingId);
      if (!listing || listing.ownerId !== account.id) {
        throw new NotFoundError('This service does not exist.');
      }
      if (listing.section !== 'services') {
        throw new ConflictError('Only Services listings have schedules and slots.');
      }
      const text =
        'url' in source ? await fetchCalendar(source.url, allowPrivateAddresses) : source.text;
      const zone =
        (await repository.findSchedule(listingId))?.timeZone ?? DEFAULT_SCHEDULE.time_zone;
      const now = clock.now();
      // Only the slots to come matter, and no further than a schedule's longest horizon: a
      // recurring event is expanded within that window only (slots made by hand further ahead
      // are not blocked by imports).
      const horizon = now.getTime() + BUSY_TIMES_HORIZON_MS;
      const slots = (await repository.slotsFrom(listingId, now)).filter(
        (slot) => slot.startsAt.getTime() < horizon,
      );
      const until = new Date(
        Math.min(
          horizon,
          slots.reduce(
            (latest, slot) => Math.max(latest, slot.endsAt.getTime()),
            now.getTime() + 24 * 3_600_000,
          ),
        ),
      );
      const periods = await readBusyPeriods(
        text,
        { from: now, until, zone },
        'url' in source ? 'url' : 'file',
        reading,
      );
      const blocked = overlappedSlotIds(slots, periods);
      await bookings.setBlocked(
        listingId,
        slots
          .filter((slot) => slot.blocked !== blocked.has(slot.id))
          .map((slot) => ({
            id: slot.id,
            blocked: blocked.has(slot.id),
          })),
      );
      return { busy_periods: periods.length, blocked_slots: blocked.size };
    },
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
