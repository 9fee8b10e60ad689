import { notificationCodes } from '@bazaar/contracts';
import type { DomainEventSubscriber } from '../domain-events';
import type { NotificationsService } from '../notifications';

/** Where sellers manage their campaigns. */
export const ADVERTISING_PATH = '/profile/advertising';

/** The seller is told when an administrator stopped a campaign, or it stopped for want of balance. */
export function advertisingNotificationSubscribers(
  notifications: Pick<NotificationsService, 'notify'>,
) {
  const stopped: DomainEventSubscriber<'advertising.campaign_stopped'> = {
    name: 'advertising.stopped-notification',
    event: 'advertising.campaign_stopped',
    handle: (campaign, { occurredAt, tx }) =>
      notifications.notify(
        campaign.seller_id,
        {
          type: 'account',
          code: notificationCodes.advertisingCampaignStopped,
          title:
            campaign.reason === 'balance'
              ? `Your ad for ${campaign.listing_title} stopped: your balance ran out`
              : `An administrator stopped your ad for ${campaign.listing_title}`,
          body:
            campaign.reason === 'balance'
              ? 'Top up your prepaid balance, then create the campaign again.'
              : (campaign.note ?? 'It breaks the rules for ads.'),
          link: ADVERTISING_PATH,
          metadata: { campaign_id: campaign.campaign_id, reason: campaign.reason },
          at: occurredAt,
        },
        tx,
      ),
  };
  return [stopped];
}
