'use client';

import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'use-intl';
import { supportedLocales, type AdminMessagePreview } from '@bazaar/contracts';

/** What the message would say in each language, and to how many recipients. */
export function PreviewCard({ preview }: { preview: AdminMessagePreview }) {
  const t = useTranslations('adminMessages.form');
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, borderRadius: '12px' }}
      data-testid="admin-message-preview"
    >
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('previewTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1.5 }} data-testid="admin-message-recipients">
        {t('recipients', { count: preview.recipients })}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5}>
        {supportedLocales.map((locale) => (
          <Box
            key={locale}
            lang={locale}
            sx={{ flex: 1, p: 1.5, borderRadius: '8px', bgcolor: 'action.hover' }}
          >
            <Typography variant="overline" color="text.secondary">
              {t(locale === 'en' ? 'english' : 'german')}
            </Typography>
            <Typography sx={{ fontWeight: 600 }}>{preview.rendered[locale].title}</Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
              {preview.rendered[locale].body}
            </Typography>
            {preview.link ? (
              <Typography variant="caption" color="primary">
                {preview.link}
              </Typography>
            ) : null}
          </Box>
        ))}
      </Stack>
    </Paper>
  );
}
