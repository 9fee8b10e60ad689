import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { IconSprite } from './icon-sprite';
import * as spriteIcons from './sprite-icon';
import { spritePaths, spriteSymbolId, type SpriteIconName } from './sprite-paths';

const names = Object.keys(spritePaths) as SpriteIconName[];

function pathData(markup: string): string[] {
  return [...markup.matchAll(/ d="([^"]+)"/g)].map((match) => match[1]!);
}

describe('the icon sprite', () => {
  it.each(names)('draws %s exactly as @mui/icons-material does', async (name) => {
    const imported = (await import(`@mui/icons-material/${name}`)) as {
      default: ComponentType | { default: ComponentType };
    };
    const MuiIcon = 'default' in imported.default ? imported.default.default : imported.default;
    expect(spritePaths[name]).toEqual(pathData(renderToStaticMarkup(createElement(MuiIcon))));
  });

  it('holds one symbol per icon, and an icon of every symbol is exported', () => {
    const markup = renderToStaticMarkup(createElement(IconSprite));
    for (const name of names) {
      expect(markup.split(`<symbol id="${spriteSymbolId(name)}"`)).toHaveLength(2);
    }
    expect(Object.keys(spriteIcons).sort()).toEqual([...names].sort());
  });

  it('draws an icon as a use of its symbol, with the classes of an MUI icon', () => {
    const markup = renderToStaticMarkup(
      createElement(spriteIcons.PlaceOutlined, { sx: { fontSize: 16 } }),
    );
    expect(markup).toContain(`<use href="#${spriteSymbolId('PlaceOutlined')}"></use>`);
    expect(markup).toContain('MuiSvgIcon-root');
    expect(markup).toContain('viewBox="0 0 24 24"');
    expect(pathData(markup)).toEqual([]);
  });
});
