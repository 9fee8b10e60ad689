import type { AdvertisingStopReason } from '@bazaar/contracts';
import type { Clock } from '../../lib/clock';
import type { DomainEventPublisher } from '../domain-events';
import type { AdvertisingRepository } from './advertising.repository';

export interface StopCampaignDependencies {
  repository: AdvertisingRepository;
  events: Pick<DomainEventPublisher, 'publish' | 'deliver'>;
  clock: Clock;
}

/**
 * Stops a campaign for good and, for an administrator or an empty balance, tells its seller.
 * Answers whether it stopped it (false when it was stopped already or does not exist).
 */
export function createStopCampaign({ repository, events, clock }: StopCampaignDependencies) {
  return async function stopCampaign(
    campaignId: string,
    reason: AdvertisingStopReason,
    note: string | null,
    stoppedBy: string | null,
  ): Promise<boolean> {
    const eventId = await repository.transaction(async (queries, tx) => {
      const campaign = await queries.findCampaign(campaignId, true);
      if (!campaign || campaign.state === 'stopped') return undefined;
      const at = clock.now();
      await queries.updateCampaign(campaignId, {
        state: 'stopped',
        stopReason: reason,
        stopNote: note,
        stoppedAt: at,
        stoppedBy,
      });
      if (reason === 'seller') return null;
      const listing = await queries.listingForPromotion(campaign.listingId);
      return events.publish(
        tx,
        'advertising.campaign_stopped',
        {
          campaign_id: campaign.id,
          seller_id: campaign.sellerId,
          listing_title: listing?.title ?? 'your listing',
          reason,
          note,
        },
        at,
      );
    });
    if (eventId) await events.deliver(eventId);
    return eventId !== undefined;
  };
}

export type StopCampaign = ReturnType<typeof createStopCampaign>;
