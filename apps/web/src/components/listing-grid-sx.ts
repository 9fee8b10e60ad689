/** The grid listing cards sit in: two columns on phones, up to four on wide screens. */
export const listingGridSx = {
  display: 'grid',
  gap: { xs: 1.5, sm: 2, md: 2.5 },
  gridTemplateColumns: {
    xs: 'repeat(2, minmax(0, 1fr))',
    sm: 'repeat(3, minmax(0, 1fr))',
    md: 'repeat(4, minmax(0, 1fr))',
  },
} as const;
