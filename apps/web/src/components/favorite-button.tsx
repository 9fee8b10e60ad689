'use client';

import FavoriteBorderRounded from '@mui/icons-material/FavoriteBorderRounded';
import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { useTranslations } from 'use-intl';
import { useFavorites } from '@/lib/favorites/use-favorites';
import { useAppSelector } from '@/lib/store/hooks';
import { CircularIconButton } from './circular-icon-button';

interface Props {
  listingId: string;
  title: string;
  sellerId: string;
  /** `icon` under cards; `button`, with its label, on item pages. */
  variant?: 'icon' | 'button';
}

/**
 * The heart that saves a listing to the signed-in user's favorites. Visitors see none (spec §6:
 * they see sign-in, compare and cart), and nobody saves their own listing.
 */
export function FavoriteButton({ listingId, title, sellerId, variant = 'icon' }: Props) {
  const t = useTranslations('favorites');
  const userId = useAppSelector((state) => state.auth.userId);
  const { enabled, isFavorite, toggle } = useFavorites();
  if (!enabled || sellerId === userId) return null;

  const pressed = isFavorite(listingId);
  const state = pressed ? t('remove') : t('add');
  const icon = pressed ? <FavoriteRounded /> : <FavoriteBorderRounded />;

  if (variant === 'button') {
    return (
      <Tooltip title={state} describeChild>
        <Button
          variant="outlined"
          color={pressed ? 'error' : 'primary'}
          startIcon={icon}
          aria-pressed={pressed}
          onClick={() => toggle(listingId)}
          data-testid="favorite-button"
        >
          {t('save')}
        </Button>
      </Tooltip>
    );
  }
  return (
    <Tooltip title={state} describeChild>
      <CircularIconButton
        size="medium"
        aria-label={t('saveListing', { title })}
        aria-pressed={pressed}
        onClick={() => toggle(listingId)}
        data-testid="favorite-button"
        sx={{ color: pressed ? 'error.main' : 'text.secondary' }}
      >
        {icon}
      </CircularIconButton>
    </Tooltip>
  );
}
