'use client';

import { CompareArrowsRounded } from '@/components/icons/sprite-icon';
import DeleteSweepOutlined from '@mui/icons-material/DeleteSweepOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useLocale, useTranslations } from 'use-intl';
import { useConfirmationDialog } from '@/components/dialogs/confirmation-dialog';
import { DivisionIcon } from '@/components/division-visual';
import { EmptyState } from '@/components/empty-state';
import { useComparison } from '@/entities/comparison/use-comparison';
import { useComparedListings } from '../api/use-compared-listings';
import { groupComparison, type ComparisonGroup } from '../lib/comparison-groups';
import { alignComparisonRows, comparisonColumn } from '../lib/comparison-rows';
import { ComparisonTable } from './comparison-table';

const PANEL_ID = 'comparison-panel';
const tabId = (key: string) => `comparison-tab-${key.replace(/[^a-z0-9-]/gi, '-')}`;

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
  const tListing = useTranslations('listingPage');
  const tDivisions = useTranslations('divisions');
  const locale = useLocale();
  const confirm = useConfirmationDialog();
  const { remove } = useComparison();
  const { items, isError, refetch } = useComparedListings();
  const [selected, setSelected] = useState<string | null>(null);
  const [onlyDifferences, setOnlyDifferences] = useState(false);

  const groups = useMemo(() => groupComparison(items ?? [], locale), [items, locale]);
  // A removed group gives way to the first one left.
  const group: ComparisonGroup | undefined =
    groups.find((candidate) => candidate.key === selected) ?? groups[0];
  const rows = useMemo(
    () =>
      group
        ? alignComparisonRows(
            group.items.map((item) => comparisonColumn(item, t, tListing, locale)),
          )
        : [],
    [group, t, tListing, locale],
  );

  const groupLabel = (candidate: ComparisonGroup) =>
    t('group', {
      division: tDivisions(`${candidate.section}.name`),
      category: candidate.category?.name ?? t('otherCategory'),
    });

  const clearAll = async () => {
    const ids = (items ?? []).map((item) => item.id);
    const confirmed = await confirm({
      title: t('clearTitle'),
      content: t('clearText', { count: ids.length }),
      buttonLabel: t('clearConfirm'),
      cancelLabel: t('cancel'),
      destructive: true,
    });
    if (confirmed) remove(ids);
  };

  const header = (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-end' }, mb: 3 }}
    >
      <Stack spacing={1}>
        <Typography variant="h4" component="h1">
          {t('title')}
        </Typography>
        {items && items.length > 0 ? (
          <Typography color="text.secondary">{t('intro', { count: items.length })}</Typography>
        ) : null}
      </Stack>
      {items && items.length > 0 ? (
        <Button
          // Red text on the page's grey is below 4.5:1; the dialog's button is the red one.
          variant="outlined"
          color="inherit"
          startIcon={<DeleteSweepOutlined />}
          onClick={() => void clearAll()}
          sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'auto' } }}
        >
          {t('clearAll')}
        </Button>
      ) : null}
    </Stack>
  );

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
    const shownRows = onlyDifferences ? rows.filter((row) => row.differs) : rows;
    body = (
      <>
        {groups.length > 1 ? (
          <Tabs
            value={group.key}
            onChange={(_event, key: string) => setSelected(key)}
            variant="scrollable"
            scrollButtons="auto"
            allowScrollButtonsMobile
            aria-label={t('groups')}
            sx={{ mb: 2.5, borderBottom: 1, borderColor: 'divider' }}
          >
            {groups.map((candidate) => (
              <Tab
                key={candidate.key}
                value={candidate.key}
                id={tabId(candidate.key)}
                aria-controls={PANEL_ID}
                label={t('groupCount', {
                  label: groupLabel(candidate),
                  count: candidate.items.length,
                })}
                icon={<DivisionIcon section={candidate.section} size={28} />}
                iconPosition="start"
                sx={{ minHeight: 56, fontWeight: 700, textTransform: 'none' }}
              />
            ))}
          </Tabs>
        ) : null}
        <Box
          id={PANEL_ID}
          {...(groups.length > 1 ? { role: 'tabpanel', 'aria-labelledby': tabId(group.key) } : {})}
        >
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            // Gaps rather than margins: the switch's label keeps its own (it lines the switch up).
            useFlexGap
            sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1.5 }}
          >
            <Typography variant="h6" component="h2">
              {groupLabel(group)}
            </Typography>
            <FormControlLabel
              control={
                <Switch
                  checked={onlyDifferences}
                  onChange={(event) => setOnlyDifferences(event.target.checked)}
                  disabled={group.items.length < 2}
                />
              }
              label={t('onlyDifferences')}
              sx={{ mr: 0, alignSelf: { xs: 'flex-start', sm: 'auto' } }}
            />
          </Stack>
          {onlyDifferences && shownRows.length === 0 ? (
            <Alert severity="info" sx={{ mb: 2 }}>
              {t('noDifferences')}
            </Alert>
          ) : null}
          <ComparisonTable
            items={group.items}
            rows={shownRows}
            onRemove={(id) => remove([id])}
            texts={{
              caption: t('tableCaption', { group: groupLabel(group) }),
              product: t('product'),
              differs: t('differs'),
              unavailable: t('unavailable'),
              remove: (title) => t('remove', { title }),
            }}
          />
        </Box>
      </>
    );
  }

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 5 } }}>
      {header}
      {body}
    </Container>
  );
}
