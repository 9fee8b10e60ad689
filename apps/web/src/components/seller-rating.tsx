'use client';

import StarRounded from '@mui/icons-material/StarRounded';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormatter, useTranslations } from 'use-intl';
import { type SellerRating as SellerRatingValue } from '@bazaar/contracts';

interface Props {
  rating: SellerRatingValue | null;
  size?: 'small' | 'medium';
  /** One star with the average and count (cards); nothing before the first review. */
  compact?: boolean;
}

/** A seller's stars from buyers' reviews, the average and how many; "No reviews yet" before any. */
export function SellerRating({ rating, size = 'small', compact = false }: Props) {
  const t = useTranslations('feedbacks.rating');
  const format = useFormatter();
  if (!rating && compact) return null;
  if (!rating) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid="seller-rating">
        {t('none')}
      </Typography>
    );
  }
  const average = format.number(rating.average, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return (
    <Stack
      direction="row"
      spacing={0.5}
      sx={{ alignItems: 'center', minWidth: 0 }}
      data-testid="seller-rating"
      aria-label={t('label', { average, count: rating.count })}
      role="img"
    >
      {compact ? (
        <StarRounded sx={{ fontSize: 16, color: 'warning.main' }} aria-hidden />
      ) : (
        <Rating value={rating.average} precision={0.1} readOnly size={size} aria-hidden />
      )}
      <Typography variant="body2" sx={{ fontWeight: 700 }} aria-hidden>
        {average}
      </Typography>
      <Typography variant="body2" color="text.secondary" noWrap aria-hidden>
        {compact ? `(${rating.count})` : t('count', { count: rating.count })}
      </Typography>
    </Stack>
  );
}
