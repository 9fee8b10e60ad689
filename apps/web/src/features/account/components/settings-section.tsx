'use client';

import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import { useId, type ReactNode } from 'react';
import { SectionHeading } from '@/components/section-heading';

interface Props {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
  tone?: 'default' | 'danger';
}

/** One card of the settings page, with a heading that names its region. */
export function SettingsSection({ id, title, description, children, tone = 'default' }: Props) {
  const headingId = useId();
  return (
    <Card
      component="section"
      id={id}
      aria-labelledby={headingId}
      sx={{
        scrollMarginTop: 88,
        ...(tone === 'danger' ? { borderColor: 'error.main' } : {}),
      }}
    >
      <CardContent sx={{ p: { xs: 2.5, sm: 3.5 }, '&:last-child': { pb: { xs: 2.5, sm: 3.5 } } }}>
        <Stack spacing={2.5}>
          <SectionHeading
            id={headingId}
            title={title}
            description={description}
            danger={tone === 'danger'}
          />
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
}
