'use client';

import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import { useId, type ReactNode } from 'react';
import { SectionHeading } from '@/components/section-heading';

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
            <SectionHeading
              id={headingId}
              title={title}
              description={description}
              sx={{ flex: 1, minWidth: 0 }}
            />
            {aside}
          </Stack>
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
}
