'use client';

import LinkOffRounded from '@mui/icons-material/LinkOffRounded';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import NextLink from 'next/link';
import { EmptyState } from '@/components/empty-state';
import { RoundIconBadge } from '@/components/round-icon-badge';

/** A one-time link (sign-in, password reset) that is used up or wrong, and where to go instead. */
export function InvalidLinkView({
  title,
  description,
  actionLabel,
  actionHref,
}: {
  title: string;
  description: string;
  actionLabel: string;
  actionHref: string;
}) {
  return (
    <Container maxWidth="md">
      <EmptyState
        title={title}
        description={description}
        image={
          <RoundIconBadge>
            <LinkOffRounded />
          </RoundIconBadge>
        }
        actions={
          <Button component={NextLink} href={actionHref} variant="outlined" size="large">
            {actionLabel}
          </Button>
        }
      />
    </Container>
  );
}
