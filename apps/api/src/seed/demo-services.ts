import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import type { SignedInAccount } from '../lib/account-status';
import type { Clock } from '../lib/clock';
import { createCartsRepository, createCartsService } from '../modules/carts';
import {
  createDomainEvents,
  createDomainEventsRepository,
  type DomainEventPublisher,
} from '../modules/domain-events';
import { createLedgerRepository, createLedgerService } from '../modules/ledger';
import {
  createNotificationPreferencesRepository,
  createNotificationPreferencesService,
  createNotificationsRepository,
  createNotificationsService,
} from '../modules/notifications';
import type { DemoPlan } from './plan';

/*
 * The services the seed plays the demo through, built from the modules' public entries on the
 * seed's transaction and a clock the seed sets to each step's time. Their events go to a
 * dispatcher of the seed's own, which has only the subscribers the seed adds: the demo happened
 * before this marketplace started, so nobody is mailed or pushed about it.
 */

/** A step of the seed on its transaction, at the seed's time; answers how many things it made. */
export type DemoSeedStep = (
  tx: Database,
  plan: DemoPlan,
  now: Date,
  log: FastifyBaseLogger,
) => Promise<number>;

/** Something the demo's people did at its time; answers how many ledger transactions it posted. */
export interface DemoMove {
  at: Date;
  play: () => Promise<number>;
}

/** The time the services read; each step of the play sets it first to when that step happened. */
export interface PlayClock extends Clock {
  set(at: Date): void;
}

export function playClock(start: Date): PlayClock {
  let time = start;
  return {
    now: () => time,
    set: (at) => {
      time = at;
    },
  };
}

/** The seed acts for demo accounts as if they were signed in; nothing it calls reads a session. */
export function actingAs(account: Pick<SignedInAccount, 'id' | 'type'>): SignedInAccount {
  return {
    ...account,
    status: 'active',
    sessionId: 'demo-seed',
    signInId: 'demo-seed',
    blockedReason: null,
  };
}

/**
 * Listings as the seed's favorites, comparison and advertising services see them: what the seed
 * does with those renders no listing cards, so their pictures are never asked for.
 */
export const noListingCards = { coverPictures: async () => new Map() };

/** The outbox and dispatcher of one seed step, on the seed's transaction. */
export function demoEvents(tx: Database, clock: Clock, log: FastifyBaseLogger) {
  return createDomainEvents({ repository: createDomainEventsRepository(tx), clock, log });
}

/**
 * The notifications service on the seed's transaction. The demo accounts never chose their
 * preferences: every category is in the app, by the defaults.
 */
export function demoNotificationsService(tx: Database, events: DomainEventPublisher, clock: Clock) {
  return createNotificationsService({
    repository: createNotificationsRepository(tx),
    events,
    preferences: createNotificationPreferencesService({
      repository: createNotificationPreferencesRepository(tx),
    }),
    clock,
  });
}

/** The carts service on the seed's transaction. */
export function demoCarts(tx: Database, events: DomainEventPublisher, clock: Clock) {
  return createCartsService({ repository: createCartsRepository(tx), events, clock });
}

/** The ledger on the seed's transaction; nobody is told of the demo's old movements. */
export function demoLedger(tx: Database, clock: Clock, log: FastifyBaseLogger) {
  return createLedgerService({
    repository: createLedgerRepository(tx),
    events: demoEvents(tx, clock, log),
    clock,
  });
}
