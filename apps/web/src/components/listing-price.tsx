'use client';

import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslations } from 'use-intl';
import { formatMoney, type ListingCard } from '@bazaar/contracts';

type Props = Pick<ListingCard, 'price' | 'rental_period'>;

/** The price in the visitor's locale; rentals add their period ('/ day', '/ month'). */
export function ListingPrice({ price, rental_period }: Props) {
  const t = useTranslations('listings');
  const locale = useLocale();
  const period =
    rental_period === 'per_day'
      ? t('perDay')
      : rental_period === 'per_month'
        ? t('perMonth')
        : null;
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'baseline', minWidth: 0 }}>
      <Typography
        component="span"
        sx={{
          fontWeight: 800,
          fontSize: '1.125rem',
          letterSpacing: '-0.01em',
          whiteSpace: 'nowrap',
        }}
      >
        {formatMoney(price, locale)}
      </Typography>
      {period ? (
        <Typography component="span" variant="body2" color="text.secondary" noWrap>
          {period}
        </Typography>
      ) : null}
    </Stack>
  );
}
