'use client';

import { CompareArrowsRounded } from '@/components/icons/sprite-icon';
import { useTranslations } from 'use-intl';
import { useComparison } from '@/entities/comparison/use-comparison';
import { ListingToggleButton } from './listing-toggle-button';

interface Props {
  listingId: string;
  title: string;
  /** `icon` under cards; `button`, with its label, on item pages. */
  variant?: 'icon' | 'button';
}

/**
 * Adds a product to the comparison or takes it out (spec §4 toggle), for visitors and signed-in
 * users alike. A toggle button: its name stays, `aria-pressed` says whether it is compared.
 */
export function CompareButton({ listingId, title, variant = 'icon' }: Props) {
  const t = useTranslations('comparison');
  const { isCompared, toggle } = useComparison();
  const pressed = isCompared(listingId);
  const state = pressed ? t('inComparison') : t('add');

  return (
    <ListingToggleButton
      variant={variant}
      pressed={pressed}
      onToggle={() => toggle(listingId)}
      icon={<CompareArrowsRounded />}
      label={t('compare')}
      iconLabel={t('compareListing', { title })}
      state={state}
      data-testid="compare-button"
      buttonLook={{ variant: pressed ? 'contained' : 'outlined', color: 'primary' }}
      iconSx={
        pressed
          ? {
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              '&:hover': { bgcolor: 'primary.dark' },
            }
          : { color: 'text.secondary' }
      }
    />
  );
}
