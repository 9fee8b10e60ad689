import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { notificationCodes, type DomainEventPayload } from '@bazaar/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { domainEventDeliveries, notifications, sessions } from '../../db/schema';
import { signUpBuyer, signUpSeller, type SignedIn } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createTestClock } from '../../test/test-clock';

const placed = (sellerId: string, orderNumber: number): DomainEventPayload<'order.placed'> => ({
  order_id: randomUUID(),
  order_number: orderNumber,
  buyer_id: randomUUID(),
  seller_id: sellerId,
  buyer_name: 'Greta Lange',
  units: 2,
  total: { amount_minor: 2_400, currency: 'EUR' },
});

async function deliveryOf(app: App, eventId: string, subscriber: string) {
  const [row] = await app.db
    .select()
    .from(domainEventDeliveries)
    .where(
      and(
        eq(domainEventDeliveries.eventId, eventId),
        eq(domainEventDeliveries.subscriber, subscriber),
      ),
    );
  return row;
}

async function newOrderNotificationsOf(app: App, userId: string) {
  const rows = await app.db.select().from(notifications).where(eq(notifications.userId, userId));
  return rows.filter((row) => row.code === notificationCodes.orderPlaced);
}

describe('domain events after a crash (ADR 0042)', () => {
  let testApp: TestApp;
  let restarted: App | undefined;
  let pgliteDir: string | undefined;

  beforeAll(async () => {
    // On PGlite a folder, so that a second app opens the same database; on PostgreSQL the
    // test app's own database.
    if (!process.env['DATABASE_URL']) {
      pgliteDir = await mkdtemp(path.join(tmpdir(), 'bazaar-events-'));
    }
    testApp = await buildTestApp({ env: pgliteDir ? { PGLITE_DATA_DIR: pgliteDir } : {} });
  });

  afterAll(async () => {
    await restarted?.close();
    await testApp?.close();
    if (pgliteDir) await rm(pgliteDir, { recursive: true, force: true });
  });

  it('delivers an event committed but not delivered once the api starts again, once', async () => {
    const first = testApp.app;
    const seller = await signUpSeller(first);
    const buyer = await signUpBuyer(first);

    // The api stops between commit and delivery: the change and its events are committed, and
    // nothing has been handed to a subscriber.
    const [orderPlaced, accountBlocked] = await first.db.transaction(async (tx) => [
      await first.domainEvents.publish(tx, 'order.placed', placed(seller.userId, 41)),
      await first.domainEvents.publish(tx, 'account.blocked', { user_id: buyer.userId }),
    ]);
    await first.close();

    restarted = await buildApp(testApp.config);
    await restarted.ready();

    const [notification, ...more] = await newOrderNotificationsOf(restarted, seller.userId);
    expect(more).toEqual([]);
    expect(notification).toMatchObject({ title: 'New order #41' });
    const open = await restarted.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, buyer.userId));
    expect(open.length).toBeGreaterThan(0);
    expect(open.every((session) => session.revokedAt !== null)).toBe(true);
    expect(await deliveryOf(restarted, accountBlocked, 'sessions.end-on-block')).toMatchObject({
      attempts: 0,
      lastError: null,
    });
    expect(
      (await deliveryOf(restarted, orderPlaced, 'orders.placed-notification'))?.handledAt,
    ).not.toBeNull();

    // Swept again, or handed over again: nothing more happens.
    await restarted.domainEvents.settle();
    expect(await restarted.domainEvents.deliverPending()).toBe(0);
    await restarted.domainEvents.deliver(orderPlaced, accountBlocked);
    expect(await newOrderNotificationsOf(restarted, seller.userId)).toHaveLength(1);
  });
});

describe('a domain event subscriber (ADR 0042)', () => {
  const clock = createTestClock();
  let testApp: TestApp;
  let seller: SignedIn;
  /** How often the test subscribers acted, by event id. */
  const acted = new Map<string, number>();
  /** Events the failing subscriber refuses the first time. */
  const failOnce = new Set<string>();

  const app = () => testApp.app;
  const publishPlaced = (orderNumber: number) =>
    app().db.transaction((tx) =>
      app().domainEvents.publish(tx, 'order.placed', placed(seller.userId, orderNumber)),
    );

  /** A second api instance on the same PostgreSQL database. */
  let secondInstance: App | undefined;

  const subscribeCounter = (built: App) =>
    built.domainEvents.subscribe({
      name: 'test.counter',
      event: 'order.placed',
      handle: async (_payload, { eventId }) => {
        if (failOnce.delete(eventId)) throw new Error('The mail server is away.');
        acted.set(eventId, (acted.get(eventId) ?? 0) + 1);
      },
    });

  beforeAll(async () => {
    testApp = await buildTestApp({ clock, configure: subscribeCounter });
    seller = await signUpSeller(app());
    if (process.env['DATABASE_URL']) {
      secondInstance = await buildApp(testApp.config, { clock });
      subscribeCounter(secondInstance);
      await secondInstance.ready();
    }
  });

  afterAll(async () => {
    await secondInstance?.close();
    await testApp?.close();
  });

  it('acts once on an event handed to it twice, one after the other or at once', async () => {
    const eventId = await publishPlaced(42);
    await app().domainEvents.deliver(eventId);
    await app().domainEvents.deliver(eventId);
    await Promise.all([
      app().domainEvents.deliver(eventId),
      app().domainEvents.deliver(eventId),
      app().domainEvents.deliverPending(),
    ]);
    expect(acted.get(eventId)).toBe(1);
    const notified = await newOrderNotificationsOf(app(), seller.userId);
    expect(notified.filter((row) => row.title === 'New order #42')).toHaveLength(1);
  });

  it('acts once when two deliveries run at once from the start', async () => {
    const eventId = await publishPlaced(43);
    await Promise.all([app().domainEvents.deliver(eventId), app().domainEvents.deliver(eventId)]);
    expect(acted.get(eventId)).toBe(1);
  });

  it.runIf(process.env['DATABASE_URL'])(
    'acts once when two api instances deliver the same event at once (PostgreSQL)',
    async () => {
      const eventId = await publishPlaced(45);
      const other = secondInstance!.domainEvents;
      await Promise.all([
        app().domainEvents.deliver(eventId),
        other.deliver(eventId),
        app().domainEvents.deliverPending(),
        other.deliverPending(),
      ]);
      expect(acted.get(eventId)).toBe(1);
      const notified = await newOrderNotificationsOf(app(), seller.userId);
      expect(notified.filter((row) => row.title === 'New order #45')).toHaveLength(1);
    },
  );

  it('leaves a failed delivery to the sweep, which tries again after a while', async () => {
    const eventId = await publishPlaced(44);
    failOnce.add(eventId);
    await app().domainEvents.deliver(eventId);
    // The outside effects the event caused (the notification's live push) finish first.
    await app().domainEvents.settle();
    expect(acted.get(eventId)).toBeUndefined();
    expect(await deliveryOf(app(), eventId, 'test.counter')).toMatchObject({
      handledAt: null,
      attempts: 1,
      lastError: 'Error: The mail server is away.',
    });
    // The other subscribers of the event are not held up by it.
    expect(
      (await deliveryOf(app(), eventId, 'orders.placed-notification'))?.handledAt,
    ).not.toBeNull();

    // Not due yet: the first retry waits 30 seconds.
    expect(await app().domainEvents.deliverPending()).toBe(0);
    clock.advanceSeconds(31);
    expect(await app().domainEvents.deliverPending()).toBe(1);
    expect(acted.get(eventId)).toBe(1);
    expect(await deliveryOf(app(), eventId, 'test.counter')).toMatchObject({ lastError: null });
  });

  it('writes a batch of events with a pending delivery each, and acts once on each', async () => {
    const eventIds = await app().db.transaction((tx) =>
      app().domainEvents.publishMany(tx, 'order.placed', [
        { payload: placed(seller.userId, 46) },
        { payload: placed(seller.userId, 47) },
        { payload: placed(seller.userId, 48) },
      ]),
    );
    expect(new Set(eventIds).size).toBe(3);
    for (const eventId of eventIds) {
      expect(await deliveryOf(app(), eventId, 'test.counter')).toMatchObject({ handledAt: null });
    }
    await app().domainEvents.deliver(...eventIds);
    await app().domainEvents.deliver(...eventIds);
    for (const eventId of eventIds) expect(acted.get(eventId)).toBe(1);
    const titles = (await newOrderNotificationsOf(app(), seller.userId)).map((row) => row.title);
    for (const orderNumber of [46, 47, 48]) {
      expect(titles.filter((title) => title === `New order #${orderNumber}`)).toHaveLength(1);
    }
  });

  it('refuses a payload its contract does not allow', async () => {
    await expect(
      app().db.transaction((tx) =>
        app().domainEvents.publish(tx, 'account.blocked', { user_id: 'somebody' }),
      ),
    ).rejects.toThrow();
  });
});

describe('an outside domain event subscriber, such as a mail (ADR 0042)', () => {
  const clock = createTestClock();
  let testApp: TestApp;
  let seller: SignedIn;
  /** How often the effect ran, by event id, and what it saw of its own delivery. */
  const sent = new Map<string, number>();
  const seenLease = new Map<string, Date | undefined>();
  const failOnce = new Set<string>();
  /** Holds an effect until the test lets it go; `atGate` is called when one arrives there. */
  let gate: Promise<void> = Promise.resolve();
  let atGate: () => void = () => undefined;

  const app = () => testApp.app;
  const publishPlaced = (orderNumber: number) =>
    app().db.transaction((tx) =>
      app().domainEvents.publish(tx, 'order.placed', placed(seller.userId, orderNumber)),
    );

  beforeAll(async () => {
    testApp = await buildTestApp({
      clock,
      configure: (built) =>
        built.domainEvents.subscribe({
          name: 'test.outside-mail',
          event: 'order.placed',
          prepare:
            async (_payload, { eventId }) =>
            async () => {
              // Its transaction has committed: the lease it wrote is visible on another connection
              // (on PGlite, a query here would wait forever if the transaction were still open).
              seenLease.set(
                eventId,
                (await deliveryOf(built, eventId, 'test.outside-mail'))?.nextAttemptAt,
              );
              atGate();
              await gate;
              if (failOnce.delete(eventId)) throw new Error('The mail server is away.');
              sent.set(eventId, (sent.get(eventId) ?? 0) + 1);
            },
        }),
    });
    seller = await signUpSeller(app());
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('runs after its transaction and after the request is answered, once', async () => {
    let open: () => void = () => undefined;
    gate = new Promise((resolve) => (open = resolve));
    const arrived = new Promise<void>((resolve) => (atGate = resolve));
    const eventId = await publishPlaced(51);
    await app().domainEvents.deliver(eventId);
    await arrived;

    // deliver answered, and the effect waits; what lives in the database is there.
    expect(sent.get(eventId)).toBeUndefined();
    expect(
      (await deliveryOf(app(), eventId, 'orders.placed-notification'))?.handledAt,
    ).not.toBeNull();
    const leased = await deliveryOf(app(), eventId, 'test.outside-mail');
    expect(leased?.handledAt).toBeNull();
    expect(leased!.nextAttemptAt.getTime()).toBeGreaterThan(clock.now().getTime());
    // The sweep and a second hand-over leave a leased delivery alone (else a second effect would
    // wait at the gate and the mail would go twice).
    await app().domainEvents.deliverPending();
    await app().domainEvents.deliver(eventId);

    open();
    await app().domainEvents.settle();
    expect(sent.get(eventId)).toBe(1);
    expect(seenLease.get(eventId)?.getTime()).toBe(leased!.nextAttemptAt.getTime());
    expect((await deliveryOf(app(), eventId, 'test.outside-mail'))?.handledAt).not.toBeNull();
    await app().domainEvents.deliver(eventId);
    await app().domainEvents.settle();
    expect(sent.get(eventId)).toBe(1);
  });

  it('gives a failed effect back to the sweep, which sends it after the retry delay', async () => {
    gate = Promise.resolve();
    const eventId = await publishPlaced(52);
    failOnce.add(eventId);
    await app().domainEvents.deliver(eventId);
    await app().domainEvents.settle();
    expect(sent.get(eventId)).toBeUndefined();
    expect(await deliveryOf(app(), eventId, 'test.outside-mail')).toMatchObject({
      handledAt: null,
      attempts: 1,
      lastError: 'Error: The mail server is away.',
    });

    clock.advanceSeconds(31);
    expect(await app().domainEvents.deliverPending()).toBeGreaterThanOrEqual(1);
    expect(sent.get(eventId)).toBe(1);
    expect((await deliveryOf(app(), eventId, 'test.outside-mail'))?.handledAt).not.toBeNull();
  });

  it('runs the effects of a batch once each, and gives back only the one that failed', async () => {
    gate = Promise.resolve();
    const eventIds = await app().db.transaction((tx) =>
      app().domainEvents.publishMany(
        tx,
        'order.placed',
        [53, 54, 55].map((orderNumber) => ({ payload: placed(seller.userId, orderNumber) })),
      ),
    );
    const [first, failing, last] = eventIds;
    failOnce.add(failing!);
    await app().domainEvents.deliver(...eventIds);
    await app().domainEvents.settle();
    await app().domainEvents.deliver(first!, last!);
    await app().domainEvents.settle();
    for (const eventId of [first!, last!]) {
      expect(sent.get(eventId)).toBe(1);
      expect((await deliveryOf(app(), eventId, 'test.outside-mail'))?.handledAt).not.toBeNull();
    }
    expect(sent.get(failing!)).toBeUndefined();
    expect(await deliveryOf(app(), failing!, 'test.outside-mail')).toMatchObject({
      handledAt: null,
      attempts: 1,
      lastError: 'Error: The mail server is away.',
    });
  });

  // Last: the app closes. A job finishing meanwhile hands over an event; its mail waits for the
  // next start's sweep instead of running while the database closes.
  it('starts no effect once the app closes, and leaves the delivery pending', async () => {
    gate = Promise.resolve();
    await app().domainEvents.close();
    const eventId = await publishPlaced(61);
    await app().domainEvents.deliver(eventId);
    await app().domainEvents.settle();
    expect(sent.get(eventId)).toBeUndefined();
    expect(
      (await deliveryOf(app(), eventId, 'orders.placed-notification'))?.handledAt,
    ).not.toBeNull();
    expect((await deliveryOf(app(), eventId, 'test.outside-mail'))?.handledAt).toBeNull();
  });
});
