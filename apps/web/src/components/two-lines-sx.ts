/** Text cut after two lines (titles of cards, rows and messages), so rows keep their height. */
export const twoLinesSx = {
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
} as const;
