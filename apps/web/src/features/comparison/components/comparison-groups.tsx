'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useLocale, useTranslations } from 'use-intl';
import { DivisionIcon } from '@/components/division-visual';
import { useComparison } from '@/entities/comparison/use-comparison';
import { type ComparisonGroup } from '../lib/comparison-groups';
import { alignComparisonRows, comparisonColumn } from '../lib/comparison-rows';
import { ComparisonTable } from './comparison-table';

const PANEL_ID = 'comparison-panel';
const tabId = (key: string) => `comparison-tab-${key.replace(/[^a-z0-9-]/gi, '-')}`;

interface ComparisonGroupsProps {
  groups: readonly ComparisonGroup[];
  /** The group shown: the chosen one, or the first. */
  group: ComparisonGroup;
  onSelect: (key: string) => void;
  /** Only the rows that differ (kept by the page across groups). */
  onlyDifferences: boolean;
  onOnlyDifferencesChange: (only: boolean) => void;
}

/** One tab per division and category (when there are several), and the shown group's table. */
export function ComparisonGroups({
  groups,
  group,
  onSelect,
  onlyDifferences,
  onOnlyDifferencesChange,
}: ComparisonGroupsProps) {
  const t = useTranslations('comparison');
  const tListing = useTranslations('listingPage');
  const tDivisions = useTranslations('divisions');
  const locale = useLocale();
  const { remove } = useComparison();
  const rows = useMemo(
    () =>
      alignComparisonRows(group.items.map((item) => comparisonColumn(item, t, tListing, locale))),
    [group, t, tListing, locale],
  );

  const groupLabel = (candidate: ComparisonGroup) =>
    t('group', {
      division: tDivisions(`${candidate.section}.name`),
      category: candidate.category?.name ?? t('otherCategory'),
    });

  const shownRows = onlyDifferences ? rows.filter((row) => row.differs) : rows;
  return (
    <>
      {groups.length > 1 ? (
        <Tabs
          value={group.key}
          onChange={(_event, key: string) => onSelect(key)}
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
                onChange={(event) => onOnlyDifferencesChange(event.target.checked)}
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
