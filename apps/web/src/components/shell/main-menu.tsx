'use client';

import ChatBubbleOutlineRounded from '@mui/icons-material/ChatBubbleOutlineRounded';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import KeyboardDoubleArrowLeftRounded from '@mui/icons-material/KeyboardDoubleArrowLeftRounded';
import KeyboardDoubleArrowRightRounded from '@mui/icons-material/KeyboardDoubleArrowRightRounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Divider from '@mui/material/Divider';
import type SvgIcon from '@mui/material/SvgIcon';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'use-intl';
import { layout, routes, signInLocation } from '@bazaar/contracts';
import { LegalLinks } from '@/components/legal/legal-links';
import { selectIsLoggedIn } from '@/lib/store/auth-slice';
import { useAppSelector } from '@/lib/store/hooks';
import { iconSx } from '../icon-size';
import { AccountStatusBanner } from './account-status-banner';
import { BrandLink } from './brand-link';
import { isCurrentSection, mainMenuEntries } from './main-menu-entries';
import { SellIcon, useSellLocation } from './sell-button';

/** Horizontal room of an entry's icon column, so icons stay put while the menu collapses. */
const ICON_COLUMN_PX = 44;
const ENTRY_INSET_PX = (layout.mainMenuCollapsedWidthPx - ICON_COLUMN_PX) / 2;

interface EntryProps {
  href: string;
  label: string;
  icon: typeof SvgIcon;
  current: boolean;
  collapsed: boolean;
}

function MenuEntry({ href, label, icon: Icon, current, collapsed }: EntryProps) {
  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      {/* Collapsed, the label lives in the tooltip and the accessible name. */}
      <Tooltip title={collapsed ? label : ''} placement="right">
        <ButtonBase
          component={NextLink}
          href={href}
          aria-current={current ? 'page' : undefined}
          aria-label={collapsed ? label : undefined}
          sx={{
            width: '100%',
            height: 44,
            justifyContent: 'flex-start',
            // The label must not widen the collapsed menu (it would then scroll sideways).
            overflow: 'hidden',
            borderRadius: 2.5,
            // The darker teal in light mode: the brand teal on the selected grey is below 4.5:1 (axe).
            color: current ? 'primary.dark' : 'text.secondary',
            bgcolor: current ? 'action.selected' : 'transparent',
            fontWeight: current ? 700 : 600,
            '&:hover': {
              bgcolor: current ? 'action.selected' : 'action.hover',
              color: current ? 'primary.dark' : 'text.primary',
            },
            '.dark &': current
              ? { color: 'primary.main', '&:hover': { color: 'primary.main' } }
              : {},
            '&.Mui-focusVisible': {
              outline: '2px solid',
              outlineColor: 'primary.main',
              outlineOffset: -2,
            },
          }}
        >
          <Box
            sx={{
              width: ICON_COLUMN_PX,
              flexShrink: 0,
              display: 'grid',
              placeItems: 'center',
            }}
          >
            <Icon sx={iconSx(24)} />
          </Box>
          <Typography
            component="span"
            noWrap
            sx={{
              fontSize: 14.5,
              fontWeight: 'inherit',
              opacity: collapsed ? 0 : 1,
              transition: 'opacity 150ms ease',
            }}
          >
            {label}
          </Typography>
        </ButtonBase>
      </Tooltip>
    </Box>
  );
}

interface Props {
  collapsed: boolean;
  onToggle: () => void;
}

/**
 * The desktop main menu of spec §2: 212 px open, 68 px collapsed (icons with tooltips), with the
 * profile entry and the terms-and-policies links at the bottom.
 */
export function MainMenu({ collapsed, onToggle }: Props) {
  const t = useTranslations('shell.menu');
  const pathname = usePathname();
  const sellHref = useSellLocation();
  const signedIn = useAppSelector(selectIsLoggedIn);
  const width = collapsed ? layout.mainMenuCollapsedWidthPx : layout.mainMenuOpenWidthPx;
  const ToggleIcon = collapsed ? KeyboardDoubleArrowRightRounded : KeyboardDoubleArrowLeftRounded;
  const toggleLabel = collapsed ? t('expand') : t('collapse');

  return (
    <Box
      component="nav"
      aria-label={t('label')}
      data-testid="main-menu"
      data-collapsed={collapsed ? 'true' : 'false'}
      sx={{
        width,
        flexShrink: 0,
        position: 'sticky',
        top: 0,
        height: '100dvh',
        // Below `md` the drawer of the top bar's menu button holds the entries instead.
        display: { xs: 'none', md: 'flex' },
        flexDirection: 'column',
        overflowX: 'hidden',
        overflowY: 'auto',
        bgcolor: 'background.paper',
        borderRight: '1px solid',
        borderColor: 'divider',
        transition: (theme) =>
          theme.transitions.create('width', { duration: theme.transitions.duration.shorter }),
        zIndex: (theme) => theme.zIndex.appBar + 1,
      }}
    >
      <Box
        sx={{
          height: layout.headerHeightPx,
          flexShrink: 0,
          display: 'flex',
          alignItems: 'center',
          px: `${ENTRY_INSET_PX + (ICON_COLUMN_PX - 34) / 2}px`,
        }}
      >
        <BrandLink markOnly={collapsed} size={34} />
      </Box>
      <Box
        component="ul"
        sx={{
          m: 0,
          px: `${ENTRY_INSET_PX}px`,
          py: 1,
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr)',
          gap: 0.5,
        }}
      >
        {mainMenuEntries.map((entry) => (
          <MenuEntry
            key={entry.key}
            href={entry.href}
            label={t(entry.key)}
            icon={entry.icon}
            current={isCurrentSection(pathname, entry.href)}
            collapsed={collapsed}
          />
        ))}
        {sellHref === null ? null : (
          <MenuEntry
            href={sellHref}
            label={t('sell')}
            icon={SellIcon}
            current={pathname.endsWith('/add-product')}
            collapsed={collapsed}
          />
        )}
        {signedIn ? (
          <MenuEntry
            href={routes.chat}
            label={t('chat')}
            icon={ChatBubbleOutlineRounded}
            current={isCurrentSection(pathname, routes.chat)}
            collapsed={collapsed}
          />
        ) : null}
        <MenuEntry
          href={signedIn ? routes.profile : signInLocation(routes.profile)}
          label={t('profile')}
          icon={AccountCircleOutlined}
          current={isCurrentSection(pathname, routes.profile)}
          collapsed={collapsed}
        />
      </Box>
      <Box sx={{ px: `${ENTRY_INSET_PX}px` }}>
        <AccountStatusBanner collapsed={collapsed} />
      </Box>
      <Box sx={{ flexGrow: 1 }} />
      <Box
        sx={{
          px: `${ENTRY_INSET_PX}px`,
          pb: 2,
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr)',
          gap: 1.5,
        }}
      >
        <Tooltip title={collapsed ? toggleLabel : ''} placement="right">
          <ButtonBase
            onClick={onToggle}
            aria-label={toggleLabel}
            aria-expanded={collapsed ? 'false' : 'true'}
            data-testid="main-menu-toggle"
            sx={{
              height: 40,
              justifyContent: 'flex-start',
              overflow: 'hidden',
              borderRadius: 2.5,
              color: 'text.secondary',
              '&:hover': { bgcolor: 'action.hover', color: 'text.primary' },
              '&.Mui-focusVisible': {
                outline: '2px solid',
                outlineColor: 'primary.main',
                outlineOffset: -2,
              },
            }}
          >
            <Box
              sx={{ width: ICON_COLUMN_PX, flexShrink: 0, display: 'grid', placeItems: 'center' }}
            >
              <ToggleIcon sx={iconSx(24)} />
            </Box>
            <Typography
              component="span"
              noWrap
              sx={{ fontSize: 13.5, fontWeight: 600, opacity: collapsed ? 0 : 1 }}
            >
              {t('collapse')}
            </Typography>
          </ButtonBase>
        </Tooltip>
        <Divider />
        <Box sx={{ px: collapsed ? 0 : 1.25, minHeight: 56 }}>
          {collapsed ? <LegalLinks compact /> : <LegalLinks variant="menu" />}
        </Box>
      </Box>
    </Box>
  );
}
