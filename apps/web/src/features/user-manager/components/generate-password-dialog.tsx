'use client';

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslations } from 'use-intl';
import { type AdminAccount } from '@bazaar/contracts';
import { FormErrorAlert } from '@/components/form-error-alert';
import { useGeneratePassword } from '../api/generate-password';
import { apiErrorText } from './api-error-text';
import { PasswordShownOnce } from './password-shown-once';

interface Props {
  account: AdminAccount;
  open: boolean;
  onClose: () => void;
}

/** Asks first (every session of the account ends), then shows the new password once. */
export function GeneratePasswordDialog({ account, open, onClose }: Props) {
  const t = useTranslations('userManager');
  const titleId = useId();
  const generate = useGeneratePassword();
  const close = () => {
    if (generate.isPending) return;
    // Closing forgets the password: it is never shown again.
    generate.reset();
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>
        {t('password.generateTitle', { name: account.display_name })}
      </DialogTitle>
      <DialogContent>
        {generate.data ? (
          <PasswordShownOnce password={generate.data.password} />
        ) : (
          <>
            <DialogContentText sx={{ mb: 2 }}>{t('password.generateText')}</DialogContentText>
            <FormErrorAlert message={generate.isError ? apiErrorText(generate.error) : null} />
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button color="inherit" onClick={close} disabled={generate.isPending}>
          {generate.data ? t('close') : t('cancel')}
        </Button>
        {generate.data ? null : (
          <Button
            variant="contained"
            loading={generate.isPending}
            onClick={() => generate.mutate(account.id)}
          >
            {t('password.generateConfirm')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
