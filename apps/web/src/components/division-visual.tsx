'use client';

import ApartmentRounded from '@mui/icons-material/ApartmentRounded';
import DirectionsCarRounded from '@mui/icons-material/DirectionsCarRounded';
import HandymanRounded from '@mui/icons-material/HandymanRounded';
import LocalOfferRounded from '@mui/icons-material/LocalOfferRounded';
import RestaurantRounded from '@mui/icons-material/RestaurantRounded';
import StorefrontRounded from '@mui/icons-material/StorefrontRounded';
import Box from '@mui/material/Box';
import { type SvgIconComponent } from '@mui/icons-material';
import { type MarketplaceSection } from '@bazaar/contracts';

/** Each division's icon and accent colour, the same wherever the division appears. */
export const divisionVisuals: Record<
  MarketplaceSection,
  { Icon: SvgIconComponent; color: string }
> = {
  catalog: { Icon: StorefrontRounded, color: '#0b7a6c' },
  'flea-market': { Icon: LocalOfferRounded, color: '#e0552f' },
  services: { Icon: HandymanRounded, color: '#5b5bd6' },
  food: { Icon: RestaurantRounded, color: '#d1870a' },
  automarket: { Icon: DirectionsCarRounded, color: '#2f6fdb' },
  property: { Icon: ApartmentRounded, color: '#b4427a' },
};

interface Props {
  section: MarketplaceSection;
  size?: number;
}

/** The division's icon on a soft tile of its accent colour. */
export function DivisionIcon({ section, size = 40 }: Props) {
  const { Icon, color } = divisionVisuals[section];
  return (
    <Box
      aria-hidden
      sx={(theme) => ({
        width: size,
        height: size,
        flexShrink: 0,
        display: 'grid',
        placeItems: 'center',
        borderRadius: `${Math.round(size * 0.3)}px`,
        color,
        backgroundColor: `color-mix(in srgb, ${color} 14%, transparent)`,
        ...theme.applyStyles('dark', {
          color: `color-mix(in srgb, ${color} 65%, white)`,
          backgroundColor: `color-mix(in srgb, ${color} 24%, transparent)`,
        }),
      })}
    >
      <Icon sx={{ fontSize: Math.round(size * 0.55) }} />
    </Box>
  );
}
