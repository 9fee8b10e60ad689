import Stack from '@mui/material/Stack';
import { type SxProps, type Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';

/** A form section's heading and the line under it (settings, the listing editor). */
export function SectionHeading({
  id,
  title,
  description,
  danger = false,
  sx,
}: {
  /** The section is labelled by it. */
  id: string;
  title: string;
  description?: string;
  /** For what cannot be undone (deleting the account). */
  danger?: boolean;
  sx?: SxProps<Theme>;
}) {
  return (
    <Stack spacing={0.5} sx={sx}>
      <Typography id={id} variant="h6" component="h2" color={danger ? 'error' : undefined}>
        {title}
      </Typography>
      {description ? (
        <Typography variant="body2" color="text.secondary">
          {description}
        </Typography>
      ) : null}
    </Stack>
  );
}
