'use client';

import { CompareArrowsRounded } from '@/components/icons/sprite-icon';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useMemo, useState } from 'react';
import { useLocale, useTranslations } from 'use-intl';
import { EmptyState } from '@/components/empty-state';
import { useComparedListings } from '../api/use-compared-listings';
import { groupComparison, type ComparisonGroup } from '../lib/comparison-groups';
import { CompareHeader } from './compare-header';
import { ComparisonGroups } from './comparison-groups';

function Loading({ label }: { label: string }) {
  return (
    <Stack direction="row" spacing={2} aria-busy="true" aria-label={label} sx={{ mt: 3 }}>
      {[0, 1, 2].map((key) => (
        <Skeleton key={key} variant="rounded" height={320} sx={{ flex: 1 }} />
      ))}
    </Stack>
  );
}

/**
 * `/compare` (public): the compared listings side by side, one tab per division and category,
 * their details lined up, the rows that differ highlighted, with a remove button on every column
 * and "Clear All" (spec §2, §4).
 */
export function ComparePage() {
  const t = useTranslations('comparison');
  const locale = useLocale();
  const { items, isError, refetch } = useComparedListings();
  const [selected, setSelected] = useState<string | null>(null);
  const [onlyDifferences, setOnlyDifferences] = useState(false);

  const groups = useMemo(() => groupComparison(items ?? [], locale), [items, locale]);
  // A removed group gives way to the first one left.
  const group: ComparisonGroup | undefined =
    groups.find((candidate) => candidate.key === selected) ?? groups[0];

  let body;
  if (isError) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={refetch}>
            {t('retry')}
          </Button>
        }
      >
        {t('loadFailed')}
      </Alert>
    );
  } else if (!items) {
    body = <Loading label={t('loading')} />;
  } else if (!group) {
    return (
      <Container maxWidth="lg">
        <EmptyState
          title={t('emptyTitle')}
          description={t('emptyDescription')}
          image={<CompareArrowsRounded sx={{ fontSize: 96, color: 'primary.main' }} />}
        />
      </Container>
    );
  } else {
    body = (
      <ComparisonGroups
        groups={groups}
        group={group}
        onSelect={setSelected}
        onlyDifferences={onlyDifferences}
        onOnlyDifferencesChange={setOnlyDifferences}
      />
    );
  }

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 5 } }}>
      <CompareHeader items={items} />
      {body}
    </Container>
  );
}
