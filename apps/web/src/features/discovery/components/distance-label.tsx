'use client';

import NearMeOutlined from '@mui/icons-material/NearMeOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslations } from 'use-intl';

/** How far a listing is from the postcode searched around: "3.2 km", "< 1 km". */
export function DistanceLabel({ km }: { km: number }) {
  const t = useTranslations('discovery.results');
  const locale = useLocale();
  const format = (value: number) =>
    new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: 'kilometer',
      maximumFractionDigits: value < 10 ? 1 : 0,
    }).format(value);
  const text = km < 1 ? t('underOneKm', { distance: format(1) }) : format(km);
  return (
    <Stack
      direction="row"
      spacing={0.25}
      sx={{ alignItems: 'center', color: 'text.secondary', flexShrink: 0 }}
    >
      <NearMeOutlined sx={{ fontSize: 14 }} aria-hidden />
      <Typography
        component="span"
        variant="body2"
        data-testid="listing-distance"
        data-km={km}
        aria-label={t('distance', { distance: text })}
        noWrap
      >
        {text}
      </Typography>
    </Stack>
  );
}
