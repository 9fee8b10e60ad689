import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode } from 'react';

const wrappedTextSx = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/**
 * A review as a card shows it (the author's and seller's lists, the moderation queue): what it is
 * about, the line under it, its stars and its words.
 */
export function ReviewBody({
  title,
  meta,
  rating,
  starsLabel,
  text,
}: {
  title: string;
  /** The order or booking, the people and the day. */
  meta: ReactNode;
  rating: number;
  /** The stars said in words. */
  starsLabel: string;
  text: string;
}) {
  return (
    <>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{title}</Typography>
          <Typography variant="body2" color="text.secondary">
            {meta}
          </Typography>
        </Box>
        <Rating value={rating} readOnly aria-label={starsLabel} />
      </Stack>
      <Typography sx={wrappedTextSx}>{text}</Typography>
    </>
  );
}

/** The seller's one reply under a review. */
export function ReviewReply({
  heading,
  reply,
  testId,
}: {
  /** Who replied. */
  heading: string;
  reply: string;
  testId?: string;
}) {
  return (
    <Box sx={{ borderLeft: 3, borderColor: 'primary.main', pl: 1.5 }} data-testid={testId}>
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {heading}
      </Typography>
      <Typography variant="body2" sx={wrappedTextSx}>
        {reply}
      </Typography>
    </Box>
  );
}
