'use client';

import CompareArrowsRounded from '@mui/icons-material/CompareArrowsRounded';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { useTranslations } from 'use-intl';
import { useComparison } from '@/lib/comparison/use-comparison';
import { CircularIconButton } from './circular-icon-button';

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

  if (variant === 'button') {
    return (
      <Tooltip title={state} describeChild>
        <Button
          variant={pressed ? 'contained' : 'outlined'}
          color="primary"
          startIcon={<CompareArrowsRounded />}
          aria-pressed={pressed}
          onClick={() => toggle(listingId)}
          data-testid="compare-button"
        >
          {t('compare')}
        </Button>
      </Tooltip>
    );
  }
  return (
    <Tooltip title={state} describeChild>
      <CircularIconButton
        size="medium"
        aria-label={t('compareListing', { title })}
        aria-pressed={pressed}
        onClick={() => toggle(listingId)}
        data-testid="compare-button"
        sx={
          pressed
            ? {
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                '&:hover': { bgcolor: 'primary.dark' },
              }
            : { color: 'text.secondary' }
        }
      >
        <CompareArrowsRounded />
      </CircularIconButton>
    </Tooltip>
  );
}
