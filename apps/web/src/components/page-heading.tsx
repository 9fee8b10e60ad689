import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** A signed-in page's title and the sentence under it that says what the page holds. */
export function PageHeading({ title, intro }: { title: string; intro: string }) {
  return (
    <Stack spacing={1} sx={{ mb: 3 }}>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <Typography color="text.secondary">{intro}</Typography>
    </Stack>
  );
}
