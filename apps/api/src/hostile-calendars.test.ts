import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { busyTimesRefusals, serviceSlotList } from '@bazaar/contracts';
import type { InjectOptions } from 'fastify';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, nextIp, requestSender, signUpBuyer, type SignedIn } from './test/accounts';
import { dailySchedule } from './test/booking-fixtures';
import { buildTestApp, type TestApp } from './test/build-test-app';
import { insertListing } from './test/cart-fixtures';
import { recurringCalendar } from './test/hostile-calendars';
import { multipartForm } from './test/multipart-form';

/*
 * Hostile requests, files (issue 33): the recurring calendar that froze the api for 39.5 s,
 * sent as a new buyer to the busy-times import of its own draft service, as a file and as an
 * address. It is refused with the limit it passes, and other requests are answered meanwhile.
 */

let testApp: TestApp;
const app = () => testApp.app;
const send = requestSender(app);
let calendarServer: Server;
const hostile = recurringCalendar();

beforeAll(async () => {
  testApp = await buildTestApp({ env: { CALENDAR_IMPORT_ALLOW_PRIVATE_ADDRESSES: 'true' } });
  calendarServer = createServer((_, response) =>
    response.writeHead(200, { 'content-type': 'text/calendar' }).end(hostile),
  );
  await new Promise<void>((resolve) => calendarServer.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  await testApp?.close();
  await new Promise((resolve) => calendarServer?.close(resolve));
});

/** A new buyer's draft service with a month of slots (three a day, as the reported one had 91). */
async function draftServiceOfNewBuyer() {
  const buyer = await signUpBuyer(app());
  const listing = await insertListing(app(), buyer.userId, {
    section: 'services',
    draftState: 'draft',
  });
  const schedule = dailySchedule({ horizon_days: 30 });
  const saved = await send('PUT', `/api/services/${listing.id}/schedule`, buyer, schedule);
  expect(saved.statusCode, saved.body).toBe(200);
  return { buyer, listingId: listing.id };
}

/**
 * How long the api may take to answer a ping while it refuses a calendar: it took 27-40 s with the
 * calendar read on the event loop; generous, so that a busy machine's pauses never reach it.
 */
const RESPONSIVE_MS = 10_000;

/**
 * Sends the import, and other requests one after another while it is processed: each is answered
 * within RESPONSIVE_MS (the calendar is read off the event loop), and the import is refused.
 */
async function refusedWhileOthersAreAnswered(
  buyer: SignedIn,
  listingId: string,
  importRequest: InjectOptions,
) {
  // The longest the api left a client without an answer: from one answer to the next, pauses
  // between pings included (a blocked event loop delays the next timer as much as a request).
  let longest = 0;
  let answered = performance.now();
  const answer = () => {
    const now = performance.now();
    longest = Math.max(longest, now - answered);
    answered = now;
  };
  let imported = false;
  const importing = app()
    .inject(importRequest)
    .finally(() => {
      imported = true;
    });
  const tomorrow = DateTime.now().setZone('Europe/Berlin').plus({ days: 1 }).toISODate()!;
  const slots = await send(
    'GET',
    `/api/services/${listingId}/slots?from=${tomorrow}&to=${tomorrow}`,
    buyer,
  );
  answer();
  expect(slots.statusCode).toBe(200);
  expect(serviceSlotList.parse(slots.json()).length).toBeGreaterThan(0);
  while (!imported) {
    // A client's next ping comes a little later (an injected request may never leave the
    // microtask queue, which would starve the timers and the worker's answer).
    await new Promise((resolve) => setTimeout(resolve, 10));
    const pong = await app().inject({ method: 'GET', url: '/api/ping', remoteAddress: nextIp() });
    expect(pong.statusCode).toBe(200);
    answer();
  }
  const refused = await importing;
  answer();
  expect(longest, 'the longest wait for an answer, ms').toBeLessThan(RESPONSIVE_MS);

  expect(refused.statusCode, refused.body).toBe(400);
  expect(refused.json()).toMatchObject({
    status: 400,
    error_code: 'VALIDATION',
    user_message: busyTimesRefusals.tooManyOccurrences,
  });
}

describe('a recurring calendar sent to the busy-times import', () => {
  it('is about 50 KB of events repeating many times a day, the last every minute', () => {
    expect(hostile.length).toBeGreaterThanOrEqual(50_000);
    expect(hostile.length).toBeLessThan(51_000);
    expect(hostile).toMatch(
      /RRULE:FREQ=MINUTELY\r\nSUMMARY:[^\r]+\r\nEND:VEVENT\r\nEND:VCALENDAR$/,
    );
  });

  it('as a file is refused with the limit it passes, and the api answers others meanwhile', async () => {
    const { buyer, listingId } = await draftServiceOfNewBuyer();
    const form = multipartForm(Buffer.from(hostile), 'busy.ics', 'text/calendar');
    await refusedWhileOthersAreAnswered(buyer, listingId, {
      method: 'POST',
      url: `/api/services/${listingId}/busy-times`,
      headers: { ...bearer(buyer.token), ...form.headers },
      payload: form.payload,
      remoteAddress: nextIp(),
    });
  });

  it('as an address is refused the same way', async () => {
    const { buyer, listingId } = await draftServiceOfNewBuyer();
    const { port } = calendarServer.address() as AddressInfo;
    await refusedWhileOthersAreAnswered(buyer, listingId, {
      method: 'POST',
      url: `/api/services/${listingId}/busy-times`,
      headers: bearer(buyer.token),
      payload: { url: `http://127.0.0.1:${port}/busy.ics` },
      remoteAddress: nextIp(),
    });
  });
});
