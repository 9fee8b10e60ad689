'use client';

import { spritePaths, spriteSymbolId, type SpriteIconName } from './sprite-paths';

/**
 * The page's icon sprite: each repeated icon drawn once, as a symbol that the icons of
 * `sprite-icon.tsx` point at. Rendered once by the root layout, which every page and portal
 * shares. A client component on purpose: as a server component its paths would travel twice,
 * in the HTML and again in the React payload of every page; this way the second copy is in one
 * script the browser caches.
 */
export function IconSprite() {
  return (
    <svg aria-hidden="true" focusable="false" style={{ display: 'none' }}>
      {(Object.keys(spritePaths) as SpriteIconName[]).map((name) => (
        <symbol key={name} id={spriteSymbolId(name)} viewBox="0 0 24 24">
          {spritePaths[name].map((d, index) => (
            // A symbol's paths never move: their place is their identity.
            <path key={index} d={d} />
          ))}
        </symbol>
      ))}
    </svg>
  );
}
