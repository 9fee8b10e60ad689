import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode } from 'react';

interface Props {
  /** The page's one h1. */
  title: ReactNode;
  /** The line under the title; none when left out. */
  subtitle?: ReactNode;
  /** What the page offers beside its title ('Clear All', 'Add Listing'); it goes under it on phones. */
  action?: ReactNode;
}

/** The top of an account or back-office page: its title, a line saying what it holds, an action. */
export function PageHeading({ title, subtitle, action }: Props) {
  const heading = (
    <Stack spacing={1} sx={action ? undefined : { mb: 3 }}>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      {subtitle ? <Typography color="text.secondary">{subtitle}</Typography> : null}
    </Stack>
  );
  if (!action) return heading;
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-end' }, mb: 3 }}
    >
      {heading}
      {action}
    </Stack>
  );
}
