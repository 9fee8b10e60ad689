import Box from '@mui/material/Box';
import { type ReactNode } from 'react';

/** Diameter and icon size: large beside an empty, result or error view; medium above a line of text. */
const sizes = {
  large: { diameter: 120, icon: 56 },
  medium: { diameter: 64, icon: '2.1875rem' },
} as const;

interface Props {
  /** The icon, drawn at the badge's icon size. */
  children: ReactNode;
  /** The icon's colour (a theme palette path). */
  color?: string;
  size?: keyof typeof sizes;
}

/** A round badge with a large icon: the image of an empty, result or error view, or of a notice. */
export function RoundIconBadge({ children, color = 'primary.main', size = 'large' }: Props) {
  const { diameter, icon } = sizes[size];
  return (
    <Box
      sx={{
        width: diameter,
        height: diameter,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'action.hover',
        color,
        '& svg': { fontSize: icon },
      }}
    >
      {children}
    </Box>
  );
}
