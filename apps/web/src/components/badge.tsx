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
        // A badge going away keeps its last number while it shrinks (MUI), and stays in the page:
        // hidden once shrunk, its number is no text the control's label must hold (WCAG 2.5.3 as
        // axe checks it). Visibility switches at the end of the transition, and at once when shown.
        '& .MuiBadge-invisible': {
          visibility: 'hidden',
          transition: (theme) =>
            theme.transitions.create(['transform', 'visibility'], {
              easing: theme.transitions.easing.sharp,
              duration: theme.transitions.duration.leavingScreen,
            }),
        },
      }}
    >
      {children}
    </MuiBadge>
  );
}
