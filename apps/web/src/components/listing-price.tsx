'use client';

import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslations } from 'use-intl';
import { formatMoney, type ListingCard } from '@bazaar/contracts';

type Props = Pick<ListingCard, 'price' | 'rental_period'> & {
  /** `large` is the item page's headline price; cards use the default. */
  size?: 'medium' | 'large';
};

/** The price in the visitor's locale; rentals add their period ('/ day', '/ month'). */
export function ListingPrice({ price, rental_period, size = 'medium' }: Props) {
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
          fontSize: size === 'large' ? { xs: '1.75rem', md: '2rem' } : '1.125rem',
          letterSpacing: '-0.01em',
          whiteSpace: 'nowrap',
        }}
      >
        {formatMoney(price, locale)}
      </Typography>
      {period ? (
        <Typography
          component="span"
          variant={size === 'large' ? 'body1' : 'body2'}
          color="text.secondary"
          noWrap
        >
          {period}
        </Typography>
      ) : null}
    </Stack>
  );
}
