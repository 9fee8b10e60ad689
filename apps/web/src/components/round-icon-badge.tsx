import Box from '@mui/material/Box';
import { type ReactNode } from 'react';

interface Props {
  /** The icon, drawn at 56 px. */
  children: ReactNode;
  /** The icon's colour (a theme palette path). */
  color?: string;
}

/** A round badge with a large icon: the image of an empty, result or error view. */
export function RoundIconBadge({ children, color = 'primary.main' }: Props) {
  return (
    <Box
      sx={{
        width: 120,
        height: 120,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'action.hover',
        color,
        '& svg': { fontSize: 56 },
      }}
    >
      {children}
    </Box>
  );
}
