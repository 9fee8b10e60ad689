'use client';

import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import SettingsBrightnessOutlined from '@mui/icons-material/SettingsBrightnessOutlined';
import CheckRounded from '@mui/icons-material/CheckRounded';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useColorScheme } from '@mui/material/styles';
import { useId, useState, type MouseEvent } from 'react';
import { useTranslations } from 'use-intl';
import { themeModes, type ThemeMode } from '@bazaar/contracts';

const modeIcons = {
  light: LightModeOutlined,
  dark: DarkModeOutlined,
  system: SettingsBrightnessOutlined,
} as const;

/** Light, dark or the system's choice; remembered in localStorage by the theme provider. */
export function ThemeModeMenu() {
  const t = useTranslations('header.themeMode');
  const { mode, setMode } = useColorScheme();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  // `mode` is unknown until the browser has read the stored choice.
  const CurrentIcon = modeIcons[mode ?? 'system'];

  const choose = (next: ThemeMode) => {
    setMode(next);
    setAnchor(null);
  };

  return (
    <>
      <Tooltip title={t('label')}>
        <IconButton
          aria-label={t('label')}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        >
          <CurrentIcon />
        </IconButton>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {themeModes.map((option) => {
          const Icon = modeIcons[option];
          return (
            <MenuItem key={option} selected={mode === option} onClick={() => choose(option)}>
              <ListItemIcon>
                <Icon fontSize="small" />
              </ListItemIcon>
              <ListItemText>{t(option)}</ListItemText>
              {mode === option ? <CheckRounded fontSize="small" sx={{ ml: 2 }} /> : null}
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
