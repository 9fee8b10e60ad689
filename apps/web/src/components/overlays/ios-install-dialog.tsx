'use client';

import AddBoxOutlined from '@mui/icons-material/AddBoxOutlined';
import CheckCircleOutlineRounded from '@mui/icons-material/CheckCircleOutlineRounded';
import IosShareRounded from '@mui/icons-material/IosShareRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslations } from 'use-intl';
import { IconTile } from '../icon-tile';

/** The three steps Safari on iOS installs a web app in (spec §1): Share, Add to Home Screen, Add. */
export function IosInstallDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations('overlays.iosInstall');
  const titleId = useId();
  const steps = [
    { icon: <IosShareRounded />, title: t('share'), hint: t('shareHint') },
    { icon: <AddBoxOutlined />, title: t('addToHomeScreen'), hint: t('addToHomeScreenHint') },
    { icon: <CheckCircleOutlineRounded />, title: t('confirm'), hint: t('confirmHint') },
  ];
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('title')}</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('intro')}
        </Typography>
        <Stack component="ol" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {steps.map((step, index) => (
            <Stack component="li" key={step.title} direction="row" spacing={2}>
              <IconTile tone="soft">{step.icon}</IconTile>
              <Box>
                <Typography sx={{ fontWeight: 600 }}>
                  {index + 1}. {step.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {step.hint}
                </Typography>
              </Box>
            </Stack>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose}>
          {t('done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
