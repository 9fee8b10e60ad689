'use client';

import LogoutRounded from '@mui/icons-material/LogoutRounded';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import ButtonBase from '@mui/material/ButtonBase';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useId, useState, type MouseEvent } from 'react';
import { useTranslations } from 'use-intl';
import { accountMenus, badgeLabel, type AccountType } from '@bazaar/contracts';
import { UserAvatar } from '@/components/user-avatar';
import { useSlotsBadgeCount } from '@/entities/bookings/slots-stats';
import { useSignOut } from '@/lib/session/use-sign-out';
import { useCurrentUser } from '../api/get-current-user';
import { menuLabelKey } from '../menu-labels';
import { AccountStatusIndicator } from './account-status-indicator';

/** The signed-in user's avatar button and the account menu of their type (spec §2). */
export function AccountMenuButton({ accountType }: { accountType: AccountType }) {
  const t = useTranslations('account');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const user = useCurrentUser();
  const { signOut, pending } = useSignOut();
  // Fetched for buyers and sellers only (spec §6): the hook reads the account type itself.
  const slotsCount = useSlotsBadgeCount();
  const name = user.data?.display_name;
  const close = () => setAnchor(null);

  return (
    <>
      <ButtonBase
        aria-label={name ? t('menuFor', { name }) : t('menuLabel')}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        data-testid="account-menu-button"
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        sx={{
          borderRadius: 999,
          pl: 0.5,
          pr: { xs: 0.5, sm: 1.5 },
          py: 0.5,
          gap: 1,
          '&:hover': { bgcolor: 'action.hover' },
          '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main' },
        }}
      >
        <UserAvatar src={user.data?.avatar} name={name} />
        <Typography
          component="span"
          noWrap
          sx={{ fontWeight: 600, maxWidth: 160, display: { xs: 'none', sm: 'block' } }}
        >
          {user.isPending ? '…' : name}
        </Typography>
      </ButtonBase>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: { sx: { minWidth: 260, mt: 1 } },
          list: { 'aria-label': t('menuLabel') },
        }}
      >
        <Stack component="li" role="presentation" spacing={1.25} sx={{ px: 2, pt: 1, pb: 1.5 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <UserAvatar src={user.data?.avatar} name={name} size={40} />
            <Box sx={{ minWidth: 0 }}>
              <Typography noWrap sx={{ fontWeight: 700 }}>
                {user.isPending ? '…' : name}
              </Typography>
              <Typography noWrap variant="body2" color="text.secondary">
                {user.data?.email}
              </Typography>
            </Box>
          </Box>
          <AccountStatusIndicator status={user.data?.status} />
        </Stack>
        <Divider />
        {accountMenus[accountType].map((entry) => {
          const key = menuLabelKey(entry);
          const label = key ? t(`menu.${key}`) : entry.label;
          if (entry.path === null) {
            return [
              <Divider key="divider" />,
              <MenuItem
                key="sign-out"
                disabled={pending}
                onClick={() => {
                  close();
                  void signOut();
                }}
              >
                <ListItemIcon>
                  <LogoutRounded fontSize="small" />
                </ListItemIcon>
                <ListItemText>{label}</ListItemText>
              </MenuItem>,
            ];
          }
          return (
            <MenuItem key={entry.path} component={NextLink} href={entry.path} onClick={close}>
              <ListItemText>{label}</ListItemText>
              {entry.path === '/profile/slots' && slotsCount ? (
                <Chip
                  size="small"
                  color="primary"
                  label={badgeLabel(slotsCount)}
                  data-testid="slots-badge"
                  sx={{ ml: 1.5, height: 20, fontWeight: 700 }}
                />
              ) : null}
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
