'use client';

import CheckRounded from '@mui/icons-material/CheckRounded';
import TranslateRounded from '@mui/icons-material/TranslateRounded';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'use-intl';
import { supportedLocales, type SupportedLocale } from '@bazaar/contracts';
import { storeLocaleChoice } from '@/lib/i18n/locale-cookie';
import { useHeaderMenu } from './header-menu';

/** Picks the interface language; the choice is kept in the `locale` cookie the server reads. */
export function LanguageMenu() {
  const t = useTranslations('header');
  const locale = useLocale();
  const router = useRouter();
  const menu = useHeaderMenu();

  const choose = (next: SupportedLocale) => {
    menu.close();
    if (next === locale) return;
    storeLocaleChoice(next);
    router.refresh();
  };

  return (
    <>
      <Tooltip title={t('language')}>
        <Button
          color="inherit"
          // The label holds the code the button shows, as a spoken command names it (WCAG 2.5.3).
          aria-label={t('languageOfPage', { code: locale.toUpperCase() })}
          {...menu.buttonProps}
          startIcon={<TranslateRounded />}
          sx={{ minWidth: 0, px: 1.25, color: 'text.secondary' }}
        >
          {locale.toUpperCase()}
        </Button>
      </Tooltip>
      <Menu {...menu.menuProps}>
        {supportedLocales.map((option) => (
          <MenuItem
            key={option}
            lang={option}
            selected={option === locale}
            onClick={() => choose(option)}
          >
            <ListItemText>{t(`languageNames.${option}`)}</ListItemText>
            {option === locale ? <CheckRounded fontSize="small" sx={{ ml: 2 }} /> : null}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
