import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import {
  busyTimesLimits,
  busyTimesRefusals,
  calendarFeed,
  importedBusyTimes,
  newCalendarFeed,
  serviceSlotList,
} from '@bazaar/contracts';
import { sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import nodeIcal from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  requestSender,
  signUpBuyer,
  signUpSeller,
  type SignedIn,
} from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { dailySchedule } from '../../test/booking-fixtures';
import { insertListing } from '../../test/cart-fixtures';
import { createBookingsRepository } from './bookings.repository';
import { createCalendarService } from './calendar.service';

const PUBLIC_URL = 'https://bazaar.example.test';
let testApp: TestApp;
const app = () => testApp.app;
const send = requestSender(app);
let provider: SignedIn;
let customer: SignedIn;
let calendarServer: Server;
let servedCalendar = '';

beforeAll(async () => {
  testApp = await buildTestApp({ env: { PUBLIC_URL } });
  provider = await signUpSeller(app());
  customer = await signUpBuyer(app());
  calendarServer = createServer((request, response) => {
    if (request.url === '/busy.ics') {
      response.writeHead(200, { 'content-type': 'text/calendar' }).end(servedCalendar);
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => calendarServer.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  await testApp?.close();
  await new Promise((resolve) => calendarServer?.close(resolve));
});

const schedule = dailySchedule({
  time_zone: 'America/New_York',
  seats_per_slot: 2,
  horizon_days: 10,
  cancellation_window_hours: 0,
});

/** The day after tomorrow in New York, and the service's slots that day. */
async function serviceWithSlots(on: TestApp['app'] = app(), owner = provider) {
  const send = requestSender(() => on);
  const listing = await insertListing(on, owner.userId, {
    section: 'services',
    title: 'Harbour yoga',
  });
  expect(
    (await send('PUT', `/api/services/${listing.id}/schedule`, owner, schedule)).statusCode,
  ).toBe(200);
  const day = DateTime.now().setZone(schedule.time_zone).plus({ days: 2 }).toISODate()!;
  const slots = async () =>
    serviceSlotList.parse(
      (await send('GET', `/api/services/${listing.id}/slots?from=${day}&to=${day}`)).json(),
    );
  return { listingId: listing.id, day, slots };
}

/** An .ics text with one busy period, 10:15–10:45 New York time on `day`. */
const busyAt = (day: string) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//test//busy//EN',
    'BEGIN:VEVENT',
    `UID:${randomUUID()}`,
    'DTSTAMP:20260101T000000Z',
    `DTSTART;TZID=America/New_York:${day.replaceAll('-', '')}T101500`,
    `DTEND;TZID=America/New_York:${day.replaceAll('-', '')}T104500`,
    'SUMMARY:Dentist',
    'END:VEVENT',
    'END:VCALENDAR',
  ].join('\r\n');

describe('the calendar feed', () => {
  it('is made, read by a standard parser with the right times and zone, renewed and revoked', async () => {
    const { slots } = await serviceWithSlots();
    const [slot] = await slots();
    const reserved = await send('POST', `/api/services/slots/${slot!.id}/reservations`, customer, {
      seats: 1,
      note: 'Bringing a mat',
      idempotency_key: randomUUID(),
    });
    expect(reserved.statusCode, reserved.body).toBe(201);

    expect(
      calendarFeed.parse((await send('GET', '/api/services/calendar-feed', customer)).json()),
    ).toEqual({ active: false, created_at: null });
    const { url, created_at } = newCalendarFeed.parse(
      (await send('POST', '/api/services/calendar-feed', customer)).json(),
    );
    expect(url).toMatch(new RegExp(`^${PUBLIC_URL}/api/calendar/[A-Za-z0-9_-]{32}\\.ics$`));
    const path = url.slice(PUBLIC_URL.length);
    const secret = path.slice('/api/calendar/'.length, -'.ics'.length);
    // Listing the feed tells that it exists and since when, never the address.
    const listed = await send('GET', '/api/services/calendar-feed', customer);
    expect(calendarFeed.parse(listed.json())).toEqual({ active: true, created_at });
    expect(listed.body).not.toContain(secret);
    // Only a hash of the secret is stored.
    const stored = await testApp.app.db.execute(
      sql`SELECT secret_hash FROM calendar_feeds WHERE user_id = ${customer.userId}`,
    );
    expect(JSON.stringify(stored)).not.toContain(secret);

    const feed = await send('GET', path);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toMatch(/^text\/calendar/);
    expect(feed.body).toContain('BEGIN:VTIMEZONE');
    expect(feed.body).toContain('TZID:America/New_York');
    const events = Object.values(nodeIcal.sync.parseICS(feed.body)).filter(
      (component) => component?.type === 'VEVENT',
    );
    expect(events).toHaveLength(1);
    const [event] = events;
    if (event?.type !== 'VEVENT') throw new Error('no event');
    expect(event.summary).toBe('Harbour yoga');
    expect(event.start.toISOString()).toBe(new Date(slot!.starts_at).toISOString());
    expect(event.end?.toISOString()).toBe(new Date(slot!.ends_at).toISOString());
    expect(event.start.tz).toBe('America/New_York');
    expect(DateTime.fromJSDate(event.start, { zone: 'America/New_York' }).toFormat('HH:mm')).toBe(
      '09:00',
    );

    // The provider's own feed lists it too, with the customer.
    const providerFeed = newCalendarFeed.parse(
      (await send('POST', '/api/services/calendar-feed', provider)).json(),
    );
    expect((await send('GET', providerFeed.url.slice(PUBLIC_URL.length))).body).toContain(
      'Harbour yoga:',
    );

    const renewed = newCalendarFeed.parse(
      (await send('POST', '/api/services/calendar-feed', customer)).json(),
    );
    expect(renewed.url).not.toBe(url);
    expect((await send('GET', path)).statusCode).toBe(404);
    expect((await send('DELETE', '/api/services/calendar-feed', customer)).statusCode).toBe(204);
    expect((await send('GET', renewed.url.slice(PUBLIC_URL.length))).statusCode).toBe(404);
    expect((await send('GET', '/api/calendar/not-a-secret.ics')).statusCode).toBe(404);
  });

  it('keeps working for a feed made before migration 0021 hashed the secrets in place', async () => {
    const { url } = newCalendarFeed.parse(
      (await send('POST', '/api/services/calendar-feed', provider)).json(),
    );
    const path = url.slice(PUBLIC_URL.length);
    const secret = path.slice('/api/calendar/'.length, -'.ics'.length);
    // The row as it was before 0021: the secret itself. Then the migration's own statement.
    await app().db.execute(
      sql`UPDATE calendar_feeds SET secret_hash = ${secret} WHERE user_id = ${provider.userId}`,
    );
    const migration = await readFile(
      new URL('../../db/migrations/0021_calendar_feed_secret_hash.sql', import.meta.url),
      'utf8',
    );
    const hashInPlace = migration
      .split('--> statement-breakpoint')
      .map((statement) => statement.replace(/^--.*$/gm, '').trim())
      .find((statement) => statement.startsWith('UPDATE'));
    expect(hashInPlace).toBeDefined();
    await app().db.execute(sql.raw(hashInPlace!));

    const stored = await app().db.execute(
      sql`SELECT secret_hash FROM calendar_feeds WHERE user_id = ${provider.userId}`,
    );
    expect(JSON.stringify(stored)).not.toContain(secret);
    expect((await send('GET', path)).statusCode).toBe(200);
  });
});

describe('busy times', () => {
  it.each([
    ['loopback', 'http://127.0.0.1/busy.ics'],
    ['loopback by name', 'http://localhost/busy.ics'],
    ['loopback as a number', 'http://2130706433/busy.ics'],
    ['private 10/8', 'http://10.1.2.3/busy.ics'],
    ['private 172.16/12', 'http://172.20.0.1/busy.ics'],
    ['private 192.168/16', 'http://192.168.0.10/busy.ics'],
    ['the metadata address', 'http://169.254.169.254/latest/meta-data/'],
    ['CGNAT', 'http://100.100.100.200/busy.ics'],
    ['multicast', 'http://224.0.0.251/busy.ics'],
    ['unspecified', 'http://0.0.0.0/busy.ics'],
    ['reserved', 'http://240.0.0.1/busy.ics'],
    ['IPv6 loopback', 'http://[::1]/busy.ics'],
    ['IPv6 unique-local', 'http://[fd00::1]/busy.ics'],
    ['IPv6 link-local', 'http://[fe80::1]/busy.ics'],
    ['IPv4-mapped IPv6', 'http://[::ffff:127.0.0.1]/busy.ics'],
    ['IPv4-mapped IPv6 in hex', 'http://[::ffff:a9fe:a9fe]/busy.ics'],
  ])('refuses an address on a %s network with a clear answer', async (_, url) => {
    const listing = await insertListing(app(), provider.userId, { section: 'services' });
    const refused = await send('POST', `/api/services/${listing.id}/busy-times`, provider, {
      url,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      status: 400,
      error_code: 'VALIDATION',
      user_message: 'Calendars are read from public internet addresses only',
    });
  });

  it('refuses a calendar served on this machine, and addresses that are not http or https', async () => {
    const { listingId, day, slots } = await serviceWithSlots();
    servedCalendar = busyAt(day);
    for (const url of [
      `http://127.0.0.1:${(calendarServer.address() as AddressInfo).port}/busy.ics`,
      'file:///etc/passwd',
    ]) {
      const refused = await send('POST', `/api/services/${listingId}/busy-times`, provider, {
        url,
      });
      expect(refused.statusCode).toBe(400);
    }
    expect((await slots()).map((slot) => slot.bookable)).toEqual([true, true, true]);
  });
});

describe('busy times with CALENDAR_IMPORT_ALLOW_PRIVATE_ADDRESSES', () => {
  let localApp: TestApp;
  beforeAll(async () => {
    localApp = await buildTestApp({
      env: { PUBLIC_URL, CALENDAR_IMPORT_ALLOW_PRIVATE_ADDRESSES: 'true' },
    });
  });
  afterAll(() => localApp?.close());

  it('from an .ics address block the overlapping slot, and free it when gone from the calendar', async () => {
    const send = requestSender(() => localApp.app);
    const provider = await signUpSeller(localApp.app);
    const customer = await signUpBuyer(localApp.app);
    const { listingId, day, slots } = await serviceWithSlots(localApp.app, provider);
    servedCalendar = busyAt(day);
    const address = `http://127.0.0.1:${(calendarServer.address() as AddressInfo).port}/busy.ics`;
    const imported = await send('POST', `/api/services/${listingId}/busy-times`, provider, {
      url: address,
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(importedBusyTimes.parse(imported.json())).toEqual({ busy_periods: 1, blocked_slots: 1 });
    const after = await slots();
    expect(after.map((slot) => slot.bookable)).toEqual([true, false, true]);
    const blocked = after[1]!;
    const refused = await send('POST', `/api/services/slots/${blocked.id}/reservations`, customer, {
      seats: 1,
      note: '',
      idempotency_key: randomUUID(),
    });
    expect(refused.statusCode).toBe(409);

    servedCalendar = busyAt(DateTime.fromISO(day).plus({ days: 1 }).toISODate()!);
    await send('POST', `/api/services/${listingId}/busy-times`, provider, { url: address });
    expect((await slots()).map((slot) => slot.bookable)).toEqual([true, true, true]);

    const missing = await send('POST', `/api/services/${listingId}/busy-times`, provider, {
      url: address.replace('busy', 'missing'),
    });
    expect(missing.statusCode).toBe(400);
  });
});

/** An .ics file sent as multipart/form-data to a service's busy-times import. */
function uploadBusyTimes(listingId: string, who: SignedIn, text: string) {
  const boundary = `----bazaar-test-${randomUUID()}`;
  return app().inject({
    method: 'POST',
    url: `/api/services/${listingId}/busy-times`,
    headers: {
      ...bearer(who.token),
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload:
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="busy.ics"\r\n` +
      `Content-Type: text/calendar\r\n\r\n${text}\r\n--${boundary}--\r\n`,
  });
}

describe('busy times from a file', () => {
  it('from an uploaded file block slots too, for the owner only', async () => {
    const { listingId, day, slots } = await serviceWithSlots();
    const upload = (who: SignedIn, text: string) => uploadBusyTimes(listingId, who, text);
    expect((await upload(customer, busyAt(day))).statusCode).toBe(404);
    const imported = await upload(provider, busyAt(day));
    expect(imported.statusCode, imported.body).toBe(200);
    expect((await slots()).map((slot) => slot.bookable)).toEqual([true, false, true]);
    expect((await upload(provider, 'not a calendar')).statusCode).toBe(400);
  });

  it('refuses an event repeating every minute with the limit it passes, and blocks nothing', async () => {
    const { listingId, day, slots } = await serviceWithSlots();
    const everyMinute = busyAt(day).replace('SUMMARY:', 'RRULE:FREQ=MINUTELY\r\nSUMMARY:');
    const refused = await uploadBusyTimes(listingId, provider, everyMinute);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toEqual({
      status: 400,
      error_code: 'VALIDATION',
      user_message: busyTimesRefusals.tooManyOccurrences,
      fields: [{ field: 'file', message: busyTimesRefusals.tooManyOccurrences }],
    });
    expect(busyTimesRefusals.tooManyOccurrences).toContain('1,000 times');
    expect((await slots()).map((slot) => slot.bookable)).toEqual([true, true, true]);
  });

  it('refuses a calendar of more events than the limit before reading it', async () => {
    const { listingId } = await serviceWithSlots();
    const event = busyAt('2020-01-01').split('\r\n').slice(3, -1).join('\r\n');
    const tooMany = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      ...Array.from({ length: busyTimesLimits.maxEvents + 1 }, () => event),
      'END:VCALENDAR',
    ].join('\r\n');
    const refused = await uploadBusyTimes(listingId, provider, tooMany);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toMatchObject({ user_message: busyTimesRefusals.tooManyEvents });
  });

  it('refuses, without answering 500, a calendar whose reading runs out of time', async () => {
    // The calendar service of this app with a worker time limit no reading can meet.
    const { listingId, day } = await serviceWithSlots();
    const calendar = createCalendarService({
      repository: createBookingsRepository(app().db),
      bookings: { setBlocked: async () => {} },
      publicUrl: PUBLIC_URL,
      reading: { workerLimits: { timeoutMs: 1, maxHeapMb: 64 } },
    });
    const account = { id: provider.userId } as Parameters<typeof calendar.importBusyTimes>[0];
    await expect(
      calendar.importBusyTimes(account, listingId, { text: busyAt(day) }),
    ).rejects.toMatchObject({ status: 400, message: busyTimesRefusals.tooSlow });
  });
});
