'use client';

import DeleteSweepOutlined from '@mui/icons-material/DeleteSweepOutlined';
import Button from '@mui/material/Button';
import { useTranslations } from 'use-intl';
import { useConfirmationDialog } from '@/components/dialogs/confirmation-dialog';
import { PageHeading } from '@/components/page-heading';
import { useComparison } from '@/entities/comparison/use-comparison';
import type { ComparedListings } from '../api/use-compared-listings';

/** The page's title, how many listings it compares, and "Clear All" (after a confirmation). */
export function CompareHeader({ items }: Pick<ComparedListings, 'items'>) {
  const t = useTranslations('comparison');
  const confirm = useConfirmationDialog();
  const { remove } = useComparison();

  const clearAll = async () => {
    const ids = (items ?? []).map((item) => item.id);
    const confirmed = await confirm({
      title: t('clearTitle'),
      content: t('clearText', { count: ids.length }),
      buttonLabel: t('clearConfirm'),
      cancelLabel: t('cancel'),
      destructive: true,
    });
    if (confirmed) remove(ids);
  };

  const compared = items?.length ?? 0;
  return (
    <PageHeading
      title={t('title')}
      subtitle={compared > 0 ? t('intro', { count: compared }) : null}
      action={
        compared > 0 ? (
          <Button
            // Red text on the page's grey is below 4.5:1; the dialog's button is the red one.
            variant="outlined"
            color="inherit"
            startIcon={<DeleteSweepOutlined />}
            onClick={() => void clearAll()}
            sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'auto' } }}
          >
            {t('clearAll')}
          </Button>
        ) : null
      }
    />
  );
}
