import HandymanOutlined from '@mui/icons-material/HandymanOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import LightbulbOutlined from '@mui/icons-material/LightbulbOutlined';
import SellOutlined from '@mui/icons-material/SellOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import type SvgIcon from '@mui/material/SvgIcon';
import { routes } from '@bazaar/contracts';

export interface MainMenuEntry {
  /** Its label under `shell.menu`. */
  key: 'home' | 'catalog' | 'fleaMarket' | 'services' | 'howToSell' | 'support';
  href: string;
  icon: typeof SvgIcon;
}

/** The main menu of spec §2, before the profile entry and the terms-and-policies links. */
export const mainMenuEntries: readonly MainMenuEntry[] = [
  { key: 'home', href: routes.home, icon: HomeOutlined },
  { key: 'catalog', href: routes.catalog, icon: StorefrontOutlined },
  { key: 'fleaMarket', href: routes.fleaMarket, icon: SellOutlined },
  { key: 'services', href: routes.services, icon: HandymanOutlined },
  { key: 'howToSell', href: routes.howToSell, icon: LightbulbOutlined },
  { key: 'support', href: routes.support, icon: SupportAgentOutlined },
];

/** Whether an entry leads to the page open (or a page below it); home only matches itself. */
export function isCurrentSection(pathname: string, href: string): boolean {
  if (href === routes.home) return pathname === routes.home;
  return pathname === href || pathname.startsWith(`${href}/`);
}
