'use client';

import { CompareArrowsRounded } from '@/components/icons/sprite-icon';
import ChatBubbleOutlineRounded from '@mui/icons-material/ChatBubbleOutlineRounded';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import PersonOutlineRounded from '@mui/icons-material/PersonOutlineRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { usePathname } from 'next/navigation';
import { type ReactNode } from 'react';
import { useTranslations } from 'use-intl';
import { layout, routes, signInLocation } from '@bazaar/contracts';
import { useUnreadConversationCount } from '@/entities/chat/unread';
import { useUnviewedNotificationCount } from '@/entities/notifications/notifications';
import { useCurrentUser } from '@/lib/session/current-user';
import { selectIsLoggedIn } from '@/lib/store/auth-slice';
import { useAppSelector } from '@/lib/store/hooks';
import { Badge } from '../badge';
import { UserAvatar } from '../user-avatar';
import { isCurrentSection } from './main-menu-entries';
import { useCartCount, useComparisonCount } from './use-shell-counts';

interface ItemProps {
  label: string;
  /** The accessible name, when it says more than the label (a count). */
  name?: string;
  icon: ReactNode;
  current?: boolean;
  href?: string;
  onClick?: () => void;
  testId: string;
}

function BarItem({ label, name, icon, current = false, href, onClick, testId }: ItemProps) {
  const linkProps = href ? { component: NextLink, href } : { onClick };
  return (
    <ButtonBase
      {...linkProps}
      aria-label={name}
      aria-current={current ? 'page' : undefined}
      data-testid={testId}
      sx={{
        flex: '1 1 0',
        minWidth: 0,
        // Neighbouring labels never touch; a label too long for its sixth of a phone ends in "…".
        px: '2px',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: '2px',
        color: current ? 'primary.main' : 'text.secondary',
        '&.Mui-focusVisible': {
          outline: '2px solid',
          outlineColor: 'primary.main',
          outlineOffset: -2,
        },
      }}
    >
      <Box sx={{ height: 24, display: 'grid', placeItems: 'center' }}>{icon}</Box>
      <Typography
        component="span"
        noWrap
        sx={{ fontSize: 10.5, lineHeight: 1.1, fontWeight: current ? 700 : 600, maxWidth: '100%' }}
      >
        {label}
      </Typography>
    </ButtonBase>
  );
}

interface Props {
  /** Opens the search input of the header. */
  onSearch: () => void;
}

/**
 * The mobile bottom bar of spec §2 (45 px): home, search, cart, compare and profile; signed in,
 * the chat too, with its unread count (issue 17).
 */
export function MobileBottomBar({ onSearch }: Props) {
  const t = useTranslations('shell.bottomBar');
  const tCounts = useTranslations('shell.topBar');
  const pathname = usePathname();
  const signedIn = useAppSelector(selectIsLoggedIn);
  const user = useCurrentUser();
  const cartCount = useCartCount();
  const compareCount = useComparisonCount();
  // A dot on the profile while there are unviewed notifications.
  const unviewedNotifications = useUnviewedNotificationCount();
  const dotCount = signedIn ? unviewedNotifications : null;
  const unreadConversations = useUnreadConversationCount();

  return (
    <Box
      component="nav"
      aria-label={t('label')}
      data-testid="bottom-bar"
      sx={(theme) => ({
        position: 'fixed',
        insetInline: 0,
        bottom: 0,
        zIndex: theme.zIndex.appBar,
        // The bar is 45 px; phones with a home indicator add their safe area below it.
        height: `calc(${layout.bottomBarHeightPx}px + env(safe-area-inset-bottom, 0px))`,
        pb: 'env(safe-area-inset-bottom, 0px)',
        display: 'flex',
        alignItems: 'stretch',
        borderTop: '1px solid',
        borderColor: 'divider',
        bgcolor: theme.alpha((theme.vars ?? theme).palette.background.paper, 0.94),
        backdropFilter: 'saturate(180%) blur(10px)',
      })}
    >
      <BarItem
        label={t('home')}
        href={routes.home}
        current={pathname === routes.home}
        icon={<HomeOutlined sx={{ fontSize: 24 }} />}
        testId="bottom-bar-home"
      />
      <BarItem
        label={t('search')}
        onClick={onSearch}
        current={pathname === routes.search}
        icon={<SearchRounded sx={{ fontSize: 24 }} />}
        testId="bottom-bar-search"
      />
      <BarItem
        label={t('cart')}
        name={tCounts('cartCount', { count: cartCount })}
        href={routes.cart}
        current={isCurrentSection(pathname, routes.cart)}
        icon={
          <Badge count={cartCount} data-testid="bottom-bar-cart-badge">
            <ShoppingCartOutlined sx={{ fontSize: 24 }} />
          </Badge>
        }
        testId="bottom-bar-cart"
      />
      <BarItem
        label={t('compare')}
        name={tCounts('compareCount', { count: compareCount })}
        href={routes.compare}
        current={isCurrentSection(pathname, routes.compare)}
        icon={
          <Badge count={compareCount} data-testid="bottom-bar-compare-badge">
            <CompareArrowsRounded sx={{ fontSize: 24 }} />
          </Badge>
        }
        testId="bottom-bar-compare"
      />
      {signedIn ? (
        <BarItem
          label={t('chat')}
          // Its own words with the count, not the top bar's "Messages": the label it shows comes
          // first in its name (WCAG 2.5.3).
          name={t('chatUnread', { count: unreadConversations ?? 0 })}
          href={routes.chat}
          current={isCurrentSection(pathname, routes.chat)}
          icon={
            <Badge count={unreadConversations} data-testid="bottom-bar-chat-badge">
              <ChatBubbleOutlineRounded sx={{ fontSize: 24 }} />
            </Badge>
          }
          testId="bottom-bar-chat"
        />
      ) : null}
      <BarItem
        label={signedIn ? t('profile') : t('signIn')}
        name={dotCount ? `${t('profile')}, ${t('unviewed')}` : undefined}
        href={signedIn ? routes.profile : signInLocation(routes.profile)}
        current={isCurrentSection(pathname, routes.profile)}
        icon={
          <Badge count={dotCount} variant="dot" data-testid="bottom-bar-profile-dot">
            {signedIn ? (
              <UserAvatar src={user.data?.avatar} name={user.data?.display_name} size={24} />
            ) : (
              <PersonOutlineRounded sx={{ fontSize: 24 }} />
            )}
          </Badge>
        }
        testId="bottom-bar-profile"
      />
    </Box>
  );
}
