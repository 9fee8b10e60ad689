'use client';

import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode } from 'react';

interface Props {
  icon: ReactNode;
  title: string;
  hint: string;
  action?: ReactNode;
  testId?: string;
}

/**
 * An empty section of a page with two: smaller than the page-wide empty state, so two empty
 * sections do not push each other off the screen.
 */
export function CompactEmpty({ icon, title, hint, action, testId }: Props) {
  return (
    <Stack
      spacing={1}
      data-testid={testId}
      sx={{
        alignItems: 'center',
        textAlign: 'center',
        py: 4,
        px: 2,
        borderRadius: '12px',
        border: 1,
        borderStyle: 'dashed',
        borderColor: 'divider',
      }}
    >
      {icon}
      <Typography variant="h6" component="p">
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 480 }}>
        {hint}
      </Typography>
      {action}
    </Stack>
  );
}
