'use client';

import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import { supportedLocales, type SupportedLocale } from '@bazaar/contracts';
import { HomepageShowcase } from '@/components/homepage-showcase';
import { useHomepagePreview } from '../api/get-homepage-preview';
import { fromLocalInput, toLocalInput } from '../schedule-input';

/** The draft as a visitor will see the home page at a chosen moment, in a chosen language. */
export function HomepagePreview() {
  const t = useTranslations('homepageSettings.preview');
  const [moment, setMoment] = useState(() => toLocalInput(new Date().toISOString()));
  const [locale, setLocale] = useState<SupportedLocale>('en');
  const at = fromLocalInput(moment) ?? new Date().toISOString();
  const preview = useHomepagePreview(at, locale);
  const empty =
    preview.data && preview.data.banners.length === 0 && preview.data.divisions.length === 0;

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="homepage-preview-title"
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Stack spacing={2}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}
        >
          <Stack>
            <Typography id="homepage-preview-title" variant="h6" component="h2">
              {t('title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('subtitle')}
            </Typography>
          </Stack>
          <Stack direction="row" spacing={1.5}>
            <TextField
              type="datetime-local"
              size="small"
              label={t('at')}
              value={moment}
              onChange={(event) => setMoment(event.target.value)}
              slotProps={{
                inputLabel: { shrink: true },
                htmlInput: { 'data-testid': 'homepage-preview-at' },
              }}
            />
            <TextField
              select
              size="small"
              label={t('locale')}
              value={locale}
              onChange={(event) => setLocale(event.target.value as SupportedLocale)}
              sx={{ minWidth: 120 }}
            >
              {supportedLocales.map((value) => (
                <MenuItem key={value} value={value}>
                  {t(`locales.${value}`)}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        </Stack>
        <Stack data-testid="homepage-preview" sx={{ pointerEvents: 'none' }}>
          {preview.isPending ? (
            <CircularProgress aria-label={t('loading')} sx={{ m: 2 }} />
          ) : preview.isError ? (
            <Alert severity="error">{t('failed')}</Alert>
          ) : empty ? (
            <Typography color="text.secondary">{t('empty')}</Typography>
          ) : (
            <HomepageShowcase content={preview.data} />
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
