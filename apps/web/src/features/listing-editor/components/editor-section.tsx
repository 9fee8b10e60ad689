'use client';

import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

interface Props {
  title: string;
  description?: string;
  /** Shown beside the title (a counter, a button). */
  aside?: ReactNode;
  children: ReactNode;
  testId?: string;
}

/** One card of the listing form, a region named by its heading. */
export function EditorSection({ title, description, aside, children, testId }: Props) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} data-testid={testId}>
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2.5, sm: 3 } } }}>
        <Stack spacing={2.5}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
              <Typography id={headingId} variant="h6" component="h2">
                {title}
              </Typography>
              {description ? (
                <Typography variant="body2" color="text.secondary">
                  {description}
                </Typography>
              ) : null}
            </Stack>
            {aside}
          </Stack>
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
}
