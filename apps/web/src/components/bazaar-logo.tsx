import Box from '@mui/material/Box';
import { useId } from 'react';

interface Props {
  size?: number;
}

/** Bazaar's mark: a market-stall awning over a counter, on the brand teal. */
export function BazaarMark({ size = 32 }: Props) {
  // Each mark its own gradient: a shared id would point every mark at the first one in the page,
  // and where that one is hidden (the side menu in a narrow window) the others lose their fill.
  const gradientId = useId();
  return (
    <Box
      component="svg"
      viewBox="0 0 32 32"
      width={size}
      height={size}
      aria-hidden
      sx={{ display: 'block', flexShrink: 0 }}
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#13a08b" />
          <stop offset="1" stopColor="#0a5f55" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill={`url(#${gradientId})`} />
      <path d="M7 11.5 9 7h14l2 4.5a3 3 0 0 1-6 0 3 3 0 0 1-6 0 3 3 0 0 1-6 0Z" fill="#ffffff" />
      <path d="M13 11.5a3 3 0 0 1-6 0M25 11.5a3 3 0 0 1-6 0" fill="#f2643d" />
      <rect x="9" y="16.5" width="14" height="8.5" rx="2" fill="#ffffff" opacity="0.92" />
      <rect x="14" y="19.5" width="4" height="5.5" rx="1" fill="#0a5f55" />
    </Box>
  );
}
