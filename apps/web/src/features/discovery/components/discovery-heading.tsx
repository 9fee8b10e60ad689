'use client';

import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode } from 'react';
import { type MarketplaceSection } from '@bazaar/contracts';
import { DivisionIcon } from '@/components/division-visual';
import { SellButton } from '@/components/shell/sell-button';

interface Props {
  section: MarketplaceSection;
  title: string;
  subtitle?: string | null;
  /** Above the title: the breadcrumb. */
  above?: ReactNode;
}

/**
 * The head of a division home, showroom or section page: the division's icon, the page's name,
 * and "Sell" into the division.
 */
export function DiscoveryHeading({ section, title, subtitle, above }: Props) {
  return (
    <Stack spacing={1.25}>
      {above}
      <Stack direction="row" spacing={1.75} useFlexGap sx={{ alignItems: 'center', minWidth: 0 }}>
        <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
          <DivisionIcon section={section} size={52} />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography
            variant="h1"
            sx={{ fontSize: { xs: '1.6rem', sm: '2rem', md: '2.25rem' }, overflowWrap: 'anywhere' }}
          >
            {title}
          </Typography>
          {subtitle ? (
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {subtitle}
            </Typography>
          ) : null}
        </Box>
        <Box sx={{ ml: 'auto', flexShrink: 0 }}>
          <SellButton />
        </Box>
      </Stack>
    </Stack>
  );
}
