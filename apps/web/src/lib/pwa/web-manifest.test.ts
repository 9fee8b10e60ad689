import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { APP_ICON_SIZE_PX } from '@bazaar/contracts';
import { brand } from '../theme/theme';
import { buildWebManifest, MANIFEST_THEME_COLOR } from './web-manifest';

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../public');

const manifest = buildWebManifest({
  lang: 'en',
  description: 'The neighbourhood marketplace',
  shortcuts: { catalog: 'Shop Hub', fleaMarket: 'Flea Market', services: 'Services' },
});

describe('web app manifest', () => {
  it('installs Bazaar as a standalone app from the home page', () => {
    expect(manifest).toMatchObject({
      name: 'Bazaar',
      start_url: '/',
      scope: '/',
      display: 'standalone',
    });
    expect(manifest.theme_color).toBe(brand.teal);
    expect(MANIFEST_THEME_COLOR).toBe(brand.teal);
  });

  it('has the 192 px icon of the spec, a 512 px one and a maskable one', () => {
    const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`);
    expect(sizes).toEqual([
      `${APP_ICON_SIZE_PX}x${APP_ICON_SIZE_PX} any`,
      '512x512 any',
      '512x512 maskable',
    ]);
  });

  it('points only at icons that exist', () => {
    for (const icon of [...manifest.icons, ...manifest.shortcuts.flatMap((s) => s.icons)]) {
      expect(existsSync(path.join(publicDir, icon.src))).toBe(true);
    }
  });
});
