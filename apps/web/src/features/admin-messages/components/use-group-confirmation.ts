import { useTranslations } from 'use-intl';
import { type AdminMessageInput } from '@bazaar/contracts';
import { useConfirmationDialog } from '@/components/dialogs/confirmation-dialog';
import { usePreviewAdminMessage } from '../api/preview-admin-message';

/**
 * Sending to a group is confirmed once, naming how many accounts it reaches now (the preview's
 * count); a message to one account needs no question. `ask` answers whether to go on, and
 * throws what the count's call failed with.
 */
export function useGroupConfirmation() {
  const t = useTranslations('adminMessages.form');
  const confirm = useConfirmationDialog();
  const count = usePreviewAdminMessage();
  const ask = async (body: AdminMessageInput, action: string): Promise<boolean> => {
    const { kind } = body.audience;
    if (kind === 'account') return true;
    const { recipients } = await count.mutateAsync(body);
    const group = kind === 'buyers' || kind === 'sellers' ? kind : 'accounts';
    const later = Boolean(body.send_at);
    return confirm({
      title: t(later ? 'confirmSchedule' : 'confirmSend', { count: recipients, group }),
      content: t(later ? 'confirmScheduleNote' : 'confirmSendNote'),
      buttonLabel: action,
      cancelLabel: t('confirmBack'),
    });
  };
  return { ask, counting: count.isPending };
}
