'use client';

import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { enqueueSnackbar } from 'notistack';
import { useRef, useState } from 'react';
import { useTranslations } from 'use-intl';
import {
  accountPictureRules,
  type AccountStatusChange,
  type AdminAccount,
} from '@bazaar/contracts';
import { showConfirmation } from '@/lib/overlays/overlay-store';
import { useDeleteAccount } from '../api/delete-account';
import { useMailPasswordReset } from '../api/mail-password-reset';
import { useUploadAccountPicture } from '../api/upload-account-picture';
import { useViewAs } from '../api/view-as';
import { apiErrorText } from './api-error-text';

interface Props {
  account: AdminAccount;
  /** The viewer may manage this account (the api would refuse the actions otherwise). */
  manages: boolean;
  /** The viewer may edit the profile: they manage the account, or it is their own. */
  editsProfile: boolean;
  onBack: () => void;
  onOpenDialog: (dialog: 'edit' | 'password') => void;
  onChangeStatus: (change: AccountStatusChange) => void;
}

/** What an administrator may do to an account, under its profile. */
export function AccountActions({
  account,
  manages,
  editsProfile,
  onBack,
  onOpenDialog,
  onChangeStatus,
}: Props) {
  const t = useTranslations('userManager');
  // Which picture the file chooser is for (set on click, read when a file is chosen).
  const [pictureKind, setPictureKind] = useState<'avatar' | 'logo'>('avatar');
  const fileInput = useRef<HTMLInputElement>(null);
  const remove = useDeleteAccount();
  const mailReset = useMailPasswordReset();
  const upload = useUploadAccountPicture();
  const viewAs = useViewAs();

  const choosePicture = (kind: 'avatar' | 'logo') => {
    setPictureKind(kind);
    fileInput.current?.click();
  };
  const failed = (error: unknown) => enqueueSnackbar(apiErrorText(error), { variant: 'error' });

  const confirmDelete = async () => {
    const confirmed = await showConfirmation({
      title: t('delete.title', { name: account.display_name }),
      content: t('delete.text'),
      buttonLabel: t('delete.confirm'),
      cancelLabel: t('cancel'),
      destructive: true,
    });
    if (!confirmed) return;
    remove.mutate(account.id, {
      onSuccess: () => {
        enqueueSnackbar(t('delete.done'), { variant: 'success' });
        onBack();
      },
      onError: failed,
    });
  };
  const confirmResetLink = async () => {
    const confirmed = await showConfirmation({
      title: t('password.resetTitle'),
      content: t('password.resetText', { email: account.email }),
      buttonLabel: t('password.resetConfirm'),
      cancelLabel: t('cancel'),
    });
    if (!confirmed) return;
    mailReset.mutate(account.id, {
      onSuccess: () => enqueueSnackbar(t('password.resetSent'), { variant: 'success' }),
      onError: failed,
    });
  };

  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 3, flexWrap: 'wrap' }}>
        {editsProfile ? (
          <>
            <Button variant="outlined" onClick={() => onOpenDialog('edit')}>
              {t('actions.edit')}
            </Button>
            <Button
              variant="outlined"
              loading={upload.isPending && pictureKind === 'avatar'}
              onClick={() => choosePicture('avatar')}
            >
              {t('actions.avatar')}
            </Button>
          </>
        ) : null}
        {manages && account.seller ? (
          <Button
            variant="outlined"
            loading={upload.isPending && pictureKind === 'logo'}
            onClick={() => choosePicture('logo')}
          >
            {t('actions.logo')}
          </Button>
        ) : null}
        {manages ? (
          <>
            <Button
              variant="contained"
              startIcon={<VisibilityRounded />}
              loading={viewAs.isPending}
              onClick={() => viewAs.mutate(account.id, { onError: failed })}
            >
              {t('actions.viewAs')}
            </Button>
            {account.status === 'active' || account.status === 'paused' ? (
              <Button variant="outlined" color="error" onClick={() => onChangeStatus('block')}>
                {t('actions.block')}
              </Button>
            ) : null}
            {account.status === 'active' ? (
              <Button variant="outlined" color="warning" onClick={() => onChangeStatus('pause')}>
                {t('actions.pause')}
              </Button>
            ) : null}
            {account.status !== 'active' ? (
              <Button variant="outlined" onClick={() => onChangeStatus('unblock')}>
                {t('actions.unblock')}
              </Button>
            ) : null}
            <Button
              variant="outlined"
              loading={mailReset.isPending}
              onClick={() => void confirmResetLink()}
            >
              {t('actions.resetLink')}
            </Button>
            <Button variant="outlined" onClick={() => onOpenDialog('password')}>
              {t('actions.generatePassword')}
            </Button>
            <Button
              variant="outlined"
              color="error"
              loading={remove.isPending}
              onClick={() => void confirmDelete()}
            >
              {t('actions.delete')}
            </Button>
          </>
        ) : null}
      </Stack>
      <input
        ref={fileInput}
        type="file"
        hidden
        accept={accountPictureRules.mimeTypes.join(',')}
        aria-label={t('actions.avatar')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          upload.mutate(
            { id: account.id, kind: pictureKind, file },
            {
              onSuccess: () => enqueueSnackbar(t('pictureSaved'), { variant: 'success' }),
              onError: failed,
            },
          );
        }}
      />
    </>
  );
}
