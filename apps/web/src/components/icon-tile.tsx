import Box from '@mui/material/Box';
import { type ReactNode } from 'react';

const tones = {
  /** On a banner: the brand colour carries it. */
  filled: { bgcolor: 'primary.main', color: 'primary.contrastText' },
  /** Among steps or list items: a quiet ground, the icon in the brand colour. */
  soft: { bgcolor: 'action.hover', color: 'primary.main' },
  /** Something went away or needs care. */
  warning: { bgcolor: 'warning.light', color: 'warning.contrastText' },
} as const;

/**
 * A tile that carries an icon; decoration only. Square beside a text, round and larger at the
 * head of a dialog or card.
 */
export function IconTile({
  tone,
  round = false,
  children,
}: {
  tone: keyof typeof tones;
  round?: boolean;
  children: ReactNode;
}) {
  return (
    <Box
      aria-hidden
      sx={{
        flexShrink: 0,
        width: round ? 56 : 40,
        height: round ? 56 : 40,
        borderRadius: round ? '50%' : 2,
        display: 'grid',
        placeItems: 'center',
        ...tones[tone],
      }}
    >
      {children}
    </Box>
  );
}
