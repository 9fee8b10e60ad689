import { randomUUID } from 'node:crypto';
import {
  reservation as reservationSchema,
  serviceSlotList,
  type Reservation,
  type ServiceSchedule,
} from '@bazaar/contracts';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, expect } from 'vitest';
import { requestSender, signUpBuyer, signUpSeller, type SignedIn } from '../../test/accounts';
import { dailySchedule } from '../../test/booking-fixtures';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertListing } from '../../test/cart-fixtures';
import { startMailCatcher, type MailCatcher } from '../../test/mail-catcher';

/** The tests' now: slots are asked for relative to it. */
export const clock = { now: () => new Date() };

const dayInBerlin = (daysAhead: number) =>
  DateTime.fromJSDate(clock.now(), { zone: 'Europe/Berlin' })
    .plus({ days: daysAhead })
    .toISODate()!;

/** The provider of the file's services, its customer, and an account that is neither. */
export interface BookingsParties {
  provider: SignedIn;
  customer: SignedIn;
  stranger: SignedIn;
}

/**
 * The api a bookings test file runs against, built in the file's `beforeAll` with a mail catcher
 * of its own and the three parties signed up, and the steps of offering and booking a service
 * (each file boots one app: the cases of one use case share it). The parties are there once the
 * kit's `beforeAll` has run: a file copies them in a `beforeAll` of its own.
 */
export function bookingsTestApp() {
  let testApp: TestApp;
  let catcher: MailCatcher;
  let parties: BookingsParties;
  const app = () => testApp.app;
  const send = requestSender(app);
  /** The mails caught so far (the catcher starts in `beforeAll`). */
  const mailCatcher: Pick<MailCatcher, 'mailsTo'> = {
    mailsTo: (address, subject) => catcher.mailsTo(address, subject),
  };

  beforeAll(async () => {
    catcher = await startMailCatcher();
    testApp = await buildTestApp({ env: { SMTP_URL: catcher.url } });
    parties = {
      provider: await signUpSeller(app()),
      customer: await signUpBuyer(app()),
      stranger: await signUpBuyer(app()),
    };
  });

  afterAll(async () => {
    await testApp?.close();
    await catcher?.close();
  });

  /** A published Services listing of the provider (or `owner`) with a saved schedule. */
  async function service(
    overrides: Partial<ServiceSchedule> = {},
    priceMinor = 2_500,
    provider = parties.provider,
  ) {
    const listing = await insertListing(app(), provider.userId, {
      section: 'services',
      priceMinor,
    });
    const saved = await send(
      'PUT',
      `/api/services/${listing.id}/schedule`,
      provider,
      dailySchedule(overrides),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    return listing.id;
  }

  async function slotsOf(listingId: string, who?: SignedIn, from = dayInBerlin(3), to = from) {
    const response = await send(
      'GET',
      `/api/services/${listingId}/slots?from=${from}&to=${to}`,
      who,
    );
    expect(response.statusCode, response.body).toBe(200);
    return serviceSlotList.parse(response.json());
  }

  function reserve(who: SignedIn, slotId: string, seats = 1, key = randomUUID()) {
    return send('POST', `/api/services/slots/${slotId}/reservations`, who, {
      seats,
      note: 'See you then.',
      idempotency_key: key,
    });
  }

  async function reserved(who: SignedIn, slotId: string, seats = 1): Promise<Reservation> {
    const response = await reserve(who, slotId, seats);
    expect(response.statusCode, response.body).toBe(201);
    return reservationSchema.parse(response.json());
  }

  return {
    app,
    send,
    mailCatcher,
    parties: () => parties,
    service,
    slotsOf,
    reserve,
    reserved,
  };
}
