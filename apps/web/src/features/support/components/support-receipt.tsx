'use client';

import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslations } from 'use-intl';
import { type SupportRequestReceipt } from '@bazaar/contracts';

/** What a sent support request answers: its reference, and where the reply goes. */
export function Receipt({
  receipt,
  email,
  onAnother,
}: {
  receipt: SupportRequestReceipt;
  email: string;
  onAnother: () => void;
}) {
  const t = useTranslations('support.form');
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Moves focus to the confirmation so screen readers announce it.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Stack
      spacing={2}
      sx={{ alignItems: 'center', textAlign: 'center', py: { xs: 2, sm: 4 } }}
      role="status"
      data-testid="support-receipt"
    >
      <CheckCircleRounded color="success" sx={{ fontSize: 64 }} aria-hidden />
      <Typography variant="h5" component="h2" tabIndex={-1} ref={headingRef} sx={{ outline: 0 }}>
        {t('sentTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 440 }}>
        {t('sentText', { email })}
      </Typography>
      <Box
        sx={{
          px: 3,
          py: 1.5,
          borderRadius: 2,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'action.hover',
        }}
      >
        <Typography variant="caption" color="text.secondary" component="p">
          {t('reference')}
        </Typography>
        <Typography
          data-testid="support-reference"
          sx={{
            fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
            fontSize: '1.35rem',
            fontWeight: 700,
            letterSpacing: '0.06em',
          }}
        >
          {receipt.reference}
        </Typography>
      </Box>
      <Button variant="outlined" onClick={onAnother}>
        {t('sendAnother')}
      </Button>
    </Stack>
  );
}
