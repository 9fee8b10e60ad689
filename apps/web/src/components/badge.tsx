'use client';

import MuiBadge, { type BadgeProps as MuiBadgeProps } from '@mui/material/Badge';
import { type ReactNode } from 'react';
import { badgeLabel, type BadgeVariant } from '@bazaar/contracts';

/** What MUI's badge is given for a count: the spec's label, hidden when there is nothing to show. */
export function badgeDisplay(count: number | null | undefined, variant: BadgeVariant = 'standard') {
  const label = badgeLabel(count, variant);
  return {
    badgeContent: label ?? '',
    invisible: label === null,
    variant: variant === 'dot' ? ('dot' as const) : ('standard' as const),
  };
}

function testAttributes(testId: string | undefined): Record<string, string> {
  return testId ? { 'data-testid': testId } : {};
}

interface Props {
  /** The count; nothing is shown for null, undefined or zero, "99+" above 99. */
  count: number | null | undefined;
  /** `dot` shows a dot without a number. */
  variant?: BadgeVariant;
  color?: MuiBadgeProps['color'];
  children: ReactNode;
  'data-testid'?: string;
}

/**
 * A counter badge over an icon (spec §9). The badge itself is decoration: the control it sits on
 * says the count in its accessible name.
 */
export function Badge({
  count,
  variant = 'standard',
  color = 'secondary',
  children,
  'data-testid': testId,
}: Props) {
  const display = badgeDisplay(count, variant);
  return (
    <MuiBadge
      {...display}
      color={color}
      overlap="circular"
      slotProps={{ badge: { 'aria-hidden': true, ...testAttributes(testId) } }}
      sx={{
        '& .MuiBadge-badge': {
          fontWeight: 700,
          fontSize: 11,
          minWidth: 18,
          height: 18,
          px: 0.5,
          border: '2px solid',
          borderColor: 'background.paper',
          boxSizing: 'content-box',
        },
        '& .MuiBadge-dot': { minWidth: 8, height: 8, p: 0 },
      }}
    >
      {children}
    </MuiBadge>
  );
}
