'use client';

import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { enqueueSnackbar } from 'notistack';
import { useTranslations } from 'use-intl';

/** A password the api answered once: shown here with a copy button, never again. */
export function PasswordShownOnce({ password }: { password: string }) {
  const t = useTranslations('userManager.password');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(password);
      enqueueSnackbar(t('copied'), { variant: 'success' });
    } catch {
      enqueueSnackbar(t('copyFailed'), { variant: 'error' });
    }
  };
  return (
    <>
      <Alert severity="warning" sx={{ mb: 2 }}>
        {t('shownOnce')}
      </Alert>
      <TextField
        label={t('generated')}
        value={password}
        fullWidth
        slotProps={{
          htmlInput: { readOnly: true, 'data-testid': 'generated-password', spellCheck: false },
          input: {
            sx: { fontFamily: 'monospace' },
            endAdornment: (
              <InputAdornment position="end">
                <Tooltip title={t('copy')}>
                  <IconButton aria-label={t('copy')} onClick={() => void copy()} edge="end">
                    <ContentCopyRounded />
                  </IconButton>
                </Tooltip>
              </InputAdornment>
            ),
          },
        }}
      />
    </>
  );
}
