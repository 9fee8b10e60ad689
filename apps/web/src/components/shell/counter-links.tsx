'use client';

import CompareArrowsRounded from '@mui/icons-material/CompareArrowsRounded';
import NotificationsNoneRounded from '@mui/icons-material/NotificationsNoneRounded';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import Tooltip from '@mui/material/Tooltip';
import { useTranslations } from 'use-intl';
import { routes } from '@bazaar/contracts';
import { Badge } from '../badge';
import { CircularIconButton } from '../circular-icon-button';
import { useCartCount, useComparisonCount } from './use-shell-counts';

/** The top bar's cart: the number of items in the cart, leading to it. */
export function CartLink() {
  const t = useTranslations('shell.topBar');
  const count = useCartCount();
  return (
    <Tooltip title={t('cart')}>
      <CircularIconButton
        size="large"
        href={routes.cart}
        aria-label={t('cartCount', { count })}
        data-testid="cart-link"
      >
        <Badge count={count} data-testid="cart-badge">
          <ShoppingCartOutlined />
        </Badge>
      </CircularIconButton>
    </Tooltip>
  );
}

/** The top bar's comparison: how many products are compared, leading to the comparison. */
export function CompareLink() {
  const t = useTranslations('shell.topBar');
  const count = useComparisonCount();
  return (
    <Tooltip title={t('compare')}>
      <CircularIconButton
        size="large"
        href={routes.compare}
        aria-label={t('compareCount', { count })}
        data-testid="compare-link"
      >
        <Badge count={count} data-testid="compare-badge">
          <CompareArrowsRounded />
        </Badge>
      </CircularIconButton>
    </Tooltip>
  );
}

interface NotificationsLinkProps {
  /** Unviewed notifications; without a source yet, nothing is shown. */
  unviewedCount?: number | null;
}

/** The signed-in user's notifications. */
export function NotificationsLink({ unviewedCount = null }: NotificationsLinkProps) {
  const t = useTranslations('shell.topBar');
  return (
    <Tooltip title={t('notifications')}>
      <CircularIconButton
        size="large"
        href={routes.notifications}
        aria-label={
          unviewedCount ? t('notificationsUnviewed', { count: unviewedCount }) : t('notifications')
        }
        data-testid="notifications-link"
      >
        <Badge count={unviewedCount}>
          <NotificationsNoneRounded />
        </Badge>
      </CircularIconButton>
    </Tooltip>
  );
}
