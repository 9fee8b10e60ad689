'use client';

import { useTranslations } from 'use-intl';
import { type AdvertisingCampaign } from '@bazaar/contracts';
import { ReasonDialog } from '@/components/dialogs/reason-dialog';
import { useCampaignAction } from '../api/change-campaign-state';

/** An administrator's reason for stopping a campaign (the seller reads it). */
export function StopDialog({
  campaign,
  onClose,
}: {
  campaign: AdvertisingCampaign;
  onClose: () => void;
}) {
  const t = useTranslations('advertising');
  const action = useCampaignAction();
  return (
    <ReasonDialog
      title={t('stopTitle', { title: campaign.listing.title })}
      reasonLabel={t('stopReason')}
      helperText={t('stopReasonHelp')}
      cancelLabel={t('form.cancel')}
      confirmLabel={t('actions.stop')}
      confirmColor="error"
      pending={action.isPending}
      minRows={2}
      maxWidth="xs"
      onConfirm={(reason) => {
        if (reason)
          action.mutate({ id: campaign.id, action: 'stop', reason }, { onSuccess: onClose });
      }}
      onClose={onClose}
    />
  );
}
