import { APP_ICON_SIZE_PX, routes } from '@bazaar/contracts';

/** Where the web app manifest is served; the mobile layout links it (spec §2). */
export const WEB_MANIFEST_PATH = '/manifest.webmanifest';

/**
 * The brand teal of the theme. Written out because the theme module is a client module, which
 * the manifest's route handler cannot read values from; a test keeps the two equal.
 */
export const MANIFEST_THEME_COLOR = '#0b7a6c';
export const MANIFEST_BACKGROUND_COLOR = '#f5f6f8';

/** The largest icon, for splash screens and stores. */
export const LARGE_APP_ICON_SIZE_PX = 512;

interface ManifestIcon {
  src: string;
  sizes: string;
  type: 'image/png';
  purpose: 'any' | 'maskable';
}

export interface WebManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  orientation: 'any';
  background_color: string;
  theme_color: string;
  categories: string[];
  icons: ManifestIcon[];
  shortcuts: { name: string; url: string; icons: ManifestIcon[] }[];
}

export interface ManifestTexts {
  lang: string;
  description: string;
  shortcuts: { catalog: string; fleaMarket: string; services: string };
}

const icon = (size: number, purpose: ManifestIcon['purpose'] = 'any'): ManifestIcon => ({
  src: purpose === 'maskable' ? `/icons/icon-maskable-${size}.png` : `/icons/icon-${size}.png`,
  sizes: `${size}x${size}`,
  type: 'image/png',
  purpose,
});

/** Bazaar as an installable app: standalone, in the brand colours, with the 192 px icon of spec §9. */
export function buildWebManifest(texts: ManifestTexts): WebManifest {
  const shortcutIcons = [icon(APP_ICON_SIZE_PX)];
  return {
    id: routes.home,
    name: 'Bazaar',
    short_name: 'Bazaar',
    description: texts.description,
    lang: texts.lang,
    start_url: routes.home,
    scope: routes.home,
    display: 'standalone',
    orientation: 'any',
    background_color: MANIFEST_BACKGROUND_COLOR,
    theme_color: MANIFEST_THEME_COLOR,
    categories: ['shopping', 'lifestyle'],
    icons: [
      icon(APP_ICON_SIZE_PX),
      icon(LARGE_APP_ICON_SIZE_PX),
      icon(LARGE_APP_ICON_SIZE_PX, 'maskable'),
    ],
    shortcuts: [
      { name: texts.shortcuts.catalog, url: routes.catalog, icons: shortcutIcons },
      { name: texts.shortcuts.fleaMarket, url: routes.fleaMarket, icons: shortcutIcons },
      { name: texts.shortcuts.services, url: routes.services, icons: shortcutIcons },
    ],
  };
}
