import type { Database } from '../db/client';
import type { Clock } from '../lib/clock';
import type { DomainEventPublisher } from '../modules/domain-events';
import {
  createNotificationPreferencesService,
  createNotificationPreferencesRepository,
  createNotificationsRepository,
  createNotificationsService,
} from '../modules/notifications';

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
