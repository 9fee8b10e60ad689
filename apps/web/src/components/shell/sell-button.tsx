'use client';

import AddCircleOutlineRounded from '@mui/icons-material/AddCircleOutlineRounded';
import Button from '@mui/material/Button';
import NextLink from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'use-intl';
import { selectUserType } from '@/lib/store/auth-slice';
import { useAppSelector } from '@/lib/store/hooks';
import { sellLocation } from '@/lib/sell-location';

/** The icon of every way in to sell. */
export const SellIcon = AddCircleOutlineRounded;

/** Where "Sell" leads the viewer from the page open (null: their account may add nothing). */
export function useSellLocation(): string | null {
  const pathname = usePathname();
  const userType = useAppSelector(selectUserType);
  return sellLocation(userType, pathname);
}

/** "Sell": the top bar's and division pages' way to the add page the viewer may use. */
export function SellButton() {
  const t = useTranslations('shell.menu');
  const location = useSellLocation();
  if (location === null) return null;
  return (
    <Button
      component={NextLink}
      href={location}
      variant="contained"
      disableElevation
      startIcon={<SellIcon />}
      data-testid="sell-button"
      sx={{ borderRadius: 999, px: 2, flexShrink: 0, whiteSpace: 'nowrap' }}
    >
      {t('sell')}
    </Button>
  );
}
