import type { Clock } from '../../lib/clock';
import type { AuditService } from '../audit';
import type { DomainEventPublisher } from '../domain-events';
import type { ListingsService } from '../listings';
import type { ThrottleService } from '../throttle';
import { createCaseDecisions } from './decide-case';
import { createListingFlagging } from './flag-listing';
import { createModerationQueue } from './moderation-queue';
import { createModerationWords } from './moderation-words';
import type { ModerationRepository } from './moderation.repository';
import { createOwnerRevisions } from './owner-revisions';

export interface ModerationServiceDependencies {
  repository: ModerationRepository;
  /** Holds a listing back (blocked, with the reason) and releases it, in our transaction. */
  listings: Pick<ListingsService, 'blockWithin'>;
  audit: Pick<AuditService, 'record'>;
  /** `listing.moderated` tells the owner (moderation.subscribers.ts). */
  events: Pick<DomainEventPublisher, 'publish' | 'deliver'>;
  throttle: Pick<ThrottleService, 'hit'>;
  clock: Clock;
}

/**
 * The moderation of listings (ADR 0070): rules and reports open a case, administrators ask for
 * revisions and decide, owners resubmit. Every step is kept in the case's history, and every
 * administrator's step (and the owner's resubmission) in the audit trail too.
 */
export function createModerationService({
  repository,
  listings,
  audit,
  events,
  throttle,
  clock,
}: ModerationServiceDependencies) {
  const queue = createModerationQueue({ repository });
  return {
    ...createListingFlagging({ repository, throttle, clock }),
    ...createOwnerRevisions({ repository, audit, clock }),
    ...queue,
    ...createCaseDecisions({ repository, listings, audit, events, clock, detail: queue.detail }),
    ...createModerationWords({ repository, audit, clock }),
  };
}

export type ModerationService = ReturnType<typeof createModerationService>;
