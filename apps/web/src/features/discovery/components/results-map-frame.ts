/** The space the map of results takes, while it loads too. */
export const RESULTS_MAP_FRAME_SX = {
  height: { xs: '62dvh', md: 'min(72dvh, 720px)' },
  minHeight: 360,
  borderRadius: '16px',
} as const;
