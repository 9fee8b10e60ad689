'use client';

import { FavoriteBorderRounded, FavoriteRounded } from '@/components/icons/sprite-icon';
import { useTranslations } from 'use-intl';
import { useFavorites } from '@/entities/favorites/use-favorites';
import { useAppSelector } from '@/lib/store/hooks';
import { ListingToggleButton } from './listing-toggle-button';

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

  return (
    <ListingToggleButton
      variant={variant}
      pressed={pressed}
      onToggle={() => toggle(listingId)}
      icon={pressed ? <FavoriteRounded /> : <FavoriteBorderRounded />}
      label={t('save')}
      iconLabel={t('saveListing', { title })}
      state={state}
      data-testid="favorite-button"
      buttonLook={{ variant: 'outlined', color: pressed ? 'error' : 'primary' }}
      iconSx={{ color: pressed ? 'error.main' : 'text.secondary' }}
    />
  );
}
