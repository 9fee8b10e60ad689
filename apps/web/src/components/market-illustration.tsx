import Box from '@mui/material/Box';

/** A quiet market stall with a closed awning, for empty and error screens. */
export function MarketIllustration({ width = 220 }: { width?: number }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 240 180"
      width={width}
      height={(width * 180) / 240}
      aria-hidden
      sx={{ display: 'block', maxWidth: '100%', color: 'primary.main' }}
    >
      <ellipse cx="120" cy="164" rx="96" ry="10" fill="currentColor" opacity="0.08" />
      <rect x="48" y="70" width="144" height="90" rx="10" fill="currentColor" opacity="0.12" />
      <rect x="64" y="96" width="112" height="64" rx="6" fill="currentColor" opacity="0.16" />
      <path
        d="M40 62 56 28h128l16 34a20 20 0 0 1-40 0 20 20 0 0 1-40 0 20 20 0 0 1-40 0 20 20 0 0 1-40 0Z"
        fill="currentColor"
        opacity="0.9"
      />
      <path d="M80 62a20 20 0 0 1-40 0M160 62a20 20 0 0 1-40 0" fill="#f2643d" opacity="0.95" />
      <rect x="100" y="112" width="40" height="48" rx="4" fill="currentColor" opacity="0.35" />
      <circle cx="132" cy="137" r="2.5" fill="currentColor" />
      <rect x="88" y="80" width="64" height="16" rx="8" fill="currentColor" opacity="0.5" />
    </Box>
  );
}
