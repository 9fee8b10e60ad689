import { divisionOf, notificationCodes } from '@bazaar/contracts';
import type { DomainEventSubscriber } from '../domain-events';
import type { NotificationsService } from '../notifications';
import type { ModerationService } from './moderation.service';

/** The editor of a listing, where its owner revises it. */
export const listingEditorPath = (section: Parameters<typeof divisionOf>[0], id: string) =>
  `/${divisionOf(section).routeWord}/edit-product/${id}`;

/**
 * The rules look at every listing saved in the editor, after its save committed (so a slow rule
 * never holds the owner's save); the owner is told of each administrator's decision.
 */
export function moderationSubscribers(
  moderation: Pick<ModerationService, 'flagSaved'>,
  notifications: Pick<NotificationsService, 'notify'>,
) {
  const flagSaved: DomainEventSubscriber<'listing.saved'> = {
    name: 'moderation.flag-saved-listing',
    event: 'listing.saved',
    handle: (payload, { occurredAt, tx }) => moderation.flagSaved(payload, tx, occurredAt),
  };

  const tellOwner: DomainEventSubscriber<'listing.moderated'> = {
    name: 'moderation.tell-owner',
    event: 'listing.moderated',
    handle: (decided, { occurredAt, tx }) => {
      const messages = {
        revision_requested: {
          code: notificationCodes.listingRevisionRequested,
          title: `Please revise your listing "${decided.title}"`,
        },
        approved: {
          code: notificationCodes.listingApproved,
          title: `Your listing "${decided.title}" is public again`,
        },
        blocked: {
          code: notificationCodes.listingBlocked,
          title: `Your listing "${decided.title}" was blocked`,
        },
      } as const;
      const message = messages[decided.decision];
      return notifications.notify(
        decided.owner_id,
        {
          type: 'request',
          code: message.code,
          title: message.title,
          body: decided.reason ?? '',
          link: listingEditorPath(decided.section, decided.listing_id),
          metadata: { listing_id: decided.listing_id, decision: decided.decision },
          at: occurredAt,
        },
        tx,
      );
    },
  };

  return [flagSaved, tellOwner];
}
