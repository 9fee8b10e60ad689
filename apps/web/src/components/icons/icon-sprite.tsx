import { spritePaths, spriteSymbolId, type SpriteIconName } from './sprite-paths';

/**
 * The page's icon sprite: each repeated icon drawn once, as a symbol that `spriteIcon`s point
 * at. A server component, so the path data is in the HTML once and in no browser bundle.
 * Rendered by the root layout, which every page and portal shares.
 */
export function IconSprite() {
  return (
    <svg aria-hidden="true" focusable="false" style={{ display: 'none' }}>
      {(Object.keys(spritePaths) as SpriteIconName[]).map((name) => (
        <symbol key={name} id={spriteSymbolId(name)} viewBox="0 0 24 24">
          {spritePaths[name].map((d) => (
            <path key={d} d={d} />
          ))}
        </symbol>
      ))}
    </svg>
  );
}
