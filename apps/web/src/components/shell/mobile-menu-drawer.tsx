'use client';

import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import CloseRounded from '@mui/icons-material/CloseRounded';
import { FavoriteBorderRounded } from '@/components/icons/sprite-icon';
import NotificationsNoneRounded from '@mui/icons-material/NotificationsNoneRounded';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type SvgIcon from '@mui/material/SvgIcon';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'use-intl';
import { layout, routes, signInLocation } from '@bazaar/contracts';
import { LegalLinks } from '@/components/legal/legal-links';
import { selectIsLoggedIn } from '@/lib/store/auth-slice';
import { useAppSelector } from '@/lib/store/hooks';
import { LanguageMenu } from '../language-menu';
import { ThemeModeMenu } from '../theme-mode-menu';
import { AccountStatusBanner } from './account-status-banner';
import { BrandLink } from './brand-link';
import { EshopProviderList } from './create-eshop-menu';
import { isCurrentSection, mainMenuEntries } from './main-menu-entries';
import { SellIcon, useSellLocation } from './sell-button';

interface EntryProps {
  href: string;
  label: string;
  icon: typeof SvgIcon;
  current: boolean;
  onNavigate: () => void;
}

function DrawerEntry({ href, label, icon: Icon, current, onNavigate }: EntryProps) {
  return (
    <ListItemButton
      component={NextLink}
      href={href}
      selected={current}
      aria-current={current ? 'page' : undefined}
      onClick={onNavigate}
      sx={{
        borderRadius: 2.5,
        minHeight: 46,
        color: current ? 'primary.main' : 'text.primary',
        '&.Mui-selected': { color: 'primary.main' },
      }}
    >
      <ListItemIcon sx={{ minWidth: 40, color: 'inherit' }}>
        <Icon sx={{ fontSize: 24 }} />
      </ListItemIcon>
      <ListItemText
        primary={label}
        slotProps={{ primary: { sx: { fontWeight: current ? 700 : 600, fontSize: 15 } } }}
      />
    </ListItemButton>
  );
}

interface Props {
  open: boolean;
  onClose: () => void;
}

/**
 * The mobile layout, and the desktop layout in a window narrower than `md`, have no main menu
 * beside the page: its entries, the e-shop providers, the language and theme and the
 * terms-and-policies links open from the header's menu button.
 */
export function MobileMenuDrawer({ open, onClose }: Props) {
  const t = useTranslations('shell.menu');
  const pathname = usePathname();
  const sellHref = useSellLocation();
  const signedIn = useAppSelector(selectIsLoggedIn);

  return (
    <Drawer
      anchor="left"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-label': t('label'),
          sx: { width: 'min(340px, 88vw)', display: 'flex', flexDirection: 'column' },
        },
      }}
    >
      <Box
        sx={{
          height: layout.compactHeaderHeightPx,
          flexShrink: 0,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          px: 2,
          borderBottom: '1px solid',
          borderColor: 'divider',
        }}
      >
        <BrandLink size={30} />
        <IconButton aria-label={t('close')} onClick={onClose}>
          <CloseRounded />
        </IconButton>
      </Box>
      <Box component="nav" aria-label={t('label')} sx={{ px: 1.5, py: 1 }}>
        <List disablePadding sx={{ display: 'grid', gap: 0.25 }}>
          {mainMenuEntries.map((entry) => (
            <DrawerEntry
              key={entry.key}
              href={entry.href}
              label={t(entry.key)}
              icon={entry.icon}
              current={isCurrentSection(pathname, entry.href)}
              onNavigate={onClose}
            />
          ))}
          {sellHref === null ? null : (
            <DrawerEntry
              href={sellHref}
              label={t('sell')}
              icon={SellIcon}
              current={pathname.endsWith('/add-product')}
              onNavigate={onClose}
            />
          )}
          <DrawerEntry
            href={signedIn ? routes.profile : signInLocation(routes.profile)}
            label={t('profile')}
            icon={AccountCircleOutlined}
            current={isCurrentSection(pathname, routes.profile)}
            onNavigate={onClose}
          />
          {signedIn ? (
            <DrawerEntry
              href={routes.favorites}
              label={t('favorites')}
              icon={FavoriteBorderRounded}
              current={isCurrentSection(pathname, routes.favorites)}
              onNavigate={onClose}
            />
          ) : null}
          {signedIn ? (
            <DrawerEntry
              href={routes.notifications}
              label={t('notifications')}
              icon={NotificationsNoneRounded}
              current={isCurrentSection(pathname, routes.notifications)}
              onNavigate={onClose}
            />
          ) : null}
        </List>
        <AccountStatusBanner />
      </Box>
      <Divider />
      <Box sx={{ px: 2.5, py: 2 }}>
        <EshopProviderList />
      </Box>
      <Divider />
      <Stack spacing={1.5} sx={{ px: 2.5, py: 2, mt: 'auto' }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
            {t('preferences')}
          </Typography>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <LanguageMenu />
            <ThemeModeMenu />
          </Stack>
        </Stack>
        <LegalLinks variant="menu" />
      </Stack>
    </Drawer>
  );
}
