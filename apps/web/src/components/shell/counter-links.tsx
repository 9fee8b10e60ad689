'use client';

import { CompareArrowsRounded, FavoriteBorderRounded } from '@/components/icons/sprite-icon';
import ChatBubbleOutlineRounded from '@mui/icons-material/ChatBubbleOutlineRounded';
import NotificationsNoneRounded from '@mui/icons-material/NotificationsNoneRounded';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import Tooltip from '@mui/material/Tooltip';
import { useTranslations } from 'use-intl';
import { routes } from '@bazaar/contracts';
import { useUnreadConversationCount } from '@/entities/chat/unread';
import { useUnviewedNotificationCount } from '@/entities/notifications/notifications';
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

/** The signed-in user's notifications, with the unviewed count (spec §4). */
export function NotificationsLink() {
  const t = useTranslations('shell.topBar');
  const unviewedCount = useUnviewedNotificationCount();
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
        <Badge count={unviewedCount} data-testid="notifications-badge">
          <NotificationsNoneRounded />
        </Badge>
      </CircularIconButton>
    </Tooltip>
  );
}

/** The signed-in user's favorites (the hearts on cards and item pages lead here too). */
export function FavoritesLink() {
  const t = useTranslations('shell.topBar');
  return (
    <Tooltip title={t('favorites')}>
      <CircularIconButton
        size="large"
        href={routes.favorites}
        aria-label={t('favorites')}
        data-testid="favorites-link"
      >
        <FavoriteBorderRounded />
      </CircularIconButton>
    </Tooltip>
  );
}

/** The signed-in user's conversations, with how many hold unread messages (issue 17). */
export function ChatLink() {
  const t = useTranslations('shell.topBar');
  const unread = useUnreadConversationCount();
  return (
    <Tooltip title={t('chat')}>
      <CircularIconButton
        size="large"
        href={routes.chat}
        aria-label={t('chatUnread', { count: unread ?? 0 })}
        data-testid="chat-link"
      >
        <Badge count={unread} data-testid="chat-badge">
          <ChatBubbleOutlineRounded />
        </Badge>
      </CircularIconButton>
    </Tooltip>
  );
}
