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
import { useTranslations } from 'use-intl';
import { themeModes, type ThemeMode } from '@bazaar/contracts';
import { useHeaderMenu } from './header-menu';

const modeIcons = {
  light: LightModeOutlined,
  dark: DarkModeOutlined,
  system: SettingsBrightnessOutlined,
} as const;

/** Light, dark or the system's choice; remembered in localStorage by the theme provider. */
export function ThemeModeMenu() {
  const t = useTranslations('header.themeMode');
  const { mode, setMode } = useColorScheme();
  const menu = useHeaderMenu();
  // `mode` is unknown until the browser has read the stored choice.
  const CurrentIcon = modeIcons[mode ?? 'system'];

  const choose = (next: ThemeMode) => {
    setMode(next);
    menu.close();
  };

  return (
    <>
      <Tooltip title={t('label')}>
        <IconButton aria-label={t('label')} {...menu.buttonProps}>
          <CurrentIcon />
        </IconButton>
      </Tooltip>
      <Menu {...menu.menuProps}>
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
