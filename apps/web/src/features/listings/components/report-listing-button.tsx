'use client';

import FlagOutlined from '@mui/icons-material/FlagOutlined';
import Button from '@mui/material/Button';
import { usePathname, useRouter } from 'next/navigation';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import { signInLocation } from '@bazaar/contracts';
import { ReasonDialog } from '@/components/dialogs/reason-dialog';
import { useAppSelector } from '@/lib/store/hooks';
import { useReportListing } from '../api/report-listing';

/**
 * "Report" on an item page: a signed-in member tells the administrators what is wrong with the
 * listing; a visitor signs in first. Its owner sees none.
 */
export function ReportListingButton({
  listingId,
  ownerId,
}: {
  listingId: string;
  ownerId: string;
}) {
  const t = useTranslations('listingPage.report');
  const router = useRouter();
  const pathname = usePathname();
  const signedIn = useAppSelector((state) => state.auth.token !== null);
  const me = useAppSelector((state) => state.auth.userId);
  const report = useReportListing(listingId);
  const [open, setOpen] = useState(false);
  // Each report writes in a new dialog, so the field starts empty after one was sent.
  const [round, setRound] = useState(0);
  if (me === ownerId) return null;

  const onClick = () => {
    if (!signedIn) router.push(signInLocation(`${pathname}${window.location.search}`));
    else {
      if (report.isSuccess) {
        report.reset();
        setRound((count) => count + 1);
      }
      setOpen(true);
    }
  };
  return (
    <>
      <Button
        onClick={onClick}
        size="small"
        color="inherit"
        startIcon={<FlagOutlined />}
        sx={{ alignSelf: 'flex-start', color: 'text.secondary' }}
      >
        {t('action')}
      </Button>
      <ReasonDialog
        key={round}
        open={open}
        title={t('title')}
        explained={t('explained')}
        reasonLabel={t('reason')}
        cancelLabel={t('cancel')}
        confirmLabel={t('send')}
        pending={report.isPending}
        minRows={3}
        minLength={3}
        maxLength={500}
        onConfirm={(reason) =>
          report.mutate(reason, {
            onSuccess: () => {
              setOpen(false);
              enqueueSnackbar(t('thanks'), { variant: 'success' });
            },
          })
        }
        onClose={() => setOpen(false)}
      />
    </>
  );
}
