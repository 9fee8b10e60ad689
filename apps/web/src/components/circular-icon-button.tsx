'use client';

import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import NextLink from 'next/link';
import { circularIconButtonSizes } from '@bazaar/contracts';
import { iconSize, type IconSize } from './icon-size';

export type CircularIconButtonSize = keyof typeof circularIconButtonSizes;

/** The icon drawn inside each button size. */
const iconSizeFor: Record<CircularIconButtonSize, IconSize> = {
  small: iconSize.small,
  medium: iconSize.small,
  large: iconSize.medium,
};

type Props = Omit<IconButtonProps, 'size'> & {
  /** small 24 px, medium 32 px, large 48 px (spec §9). */
  size?: CircularIconButtonSize;
  /** Makes it a link to this page of the app. */
  href?: string;
  /** An icon button has no text, so it must be named. */
  'aria-label': string;
};

/** A round icon-only button in one of the three sizes of spec §9. */
export function CircularIconButton({ size = 'medium', href, sx, ...props }: Props) {
  const pixels = circularIconButtonSizes[size];
  return (
    <IconButton
      {...props}
      {...(href ? { href, LinkComponent: NextLink } : {})}
      sx={[
        {
          width: pixels,
          height: pixels,
          p: 0,
          borderRadius: '50%',
          '& .MuiSvgIcon-root': { fontSize: iconSizeFor[size] },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
