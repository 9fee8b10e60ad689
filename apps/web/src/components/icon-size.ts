import { type iconSizes } from '@bazaar/contracts';

/** One of the icon sizes of spec §9: 12, 16, 24, 32 or 40 px. */
export type IconSize = (typeof iconSizes)[number];

/** The icon sizes by name, so code says what it means rather than a number. */
export const iconSize = {
  tiny: 12,
  small: 16,
  medium: 24,
  large: 32,
  huge: 40,
} as const satisfies Record<string, IconSize>;

/** Styles that draw an MUI icon at one of the allowed sizes: `<Icon sx={iconSx(16)} />`. */
export function iconSx(size: IconSize) {
  return { fontSize: size, width: size, height: size } as const;
}
