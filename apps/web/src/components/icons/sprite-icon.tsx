'use client';

import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import { spriteSymbolId, type SpriteIconName } from './sprite-paths';

/** An icon drawn from the page's sprite; takes the props of an `@mui/icons-material` icon. */
export type SpriteIcon = ((props: SvgIconProps) => React.JSX.Element) & { muiName: string };

/**
 * Makes the sprite's icon `name` into a component that draws like MUI's icon of that name (the
 * same `SvgIcon`, so the same classes and size), but whose markup is a `<use>` of the symbol
 * `IconSprite` drew once, instead of the whole path again on every card.
 */
function spriteIcon(name: SpriteIconName): SpriteIcon {
  const href = `#${spriteSymbolId(name)}`;
  function Icon(props: SvgIconProps) {
    return (
      <SvgIcon {...props}>
        <use href={href} />
      </SvgIcon>
    );
  }
  Icon.displayName = `${name}Icon`;
  // As on MUI's own icons: the marker by which MUI's components recognise an icon child.
  Icon.muiName = SvgIcon.muiName;
  return Icon;
}

export const AddShoppingCartRounded = spriteIcon('AddShoppingCartRounded');
export const CompareArrowsRounded = spriteIcon('CompareArrowsRounded');
export const FavoriteBorderRounded = spriteIcon('FavoriteBorderRounded');
export const FavoriteRounded = spriteIcon('FavoriteRounded');
export const ImageNotSupportedOutlined = spriteIcon('ImageNotSupportedOutlined');
export const PlaceOutlined = spriteIcon('PlaceOutlined');
export const RemoveShoppingCartOutlined = spriteIcon('RemoveShoppingCartOutlined');
export const ShoppingCartCheckoutRounded = spriteIcon('ShoppingCartCheckoutRounded');
export const StorefrontOutlined = spriteIcon('StorefrontOutlined');
