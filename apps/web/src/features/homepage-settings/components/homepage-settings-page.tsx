'use client';

import AddRounded from '@mui/icons-material/AddRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import {
  homepageGroupOf,
  marketplaceSections,
  supportedLocales,
  type HomepageEntry,
  type HomepageEntryKind,
  type MarketplaceSection,
  type SupportedLocale,
} from '@bazaar/contracts';
import { useDeleteHomepageEntry } from '../api/delete-homepage-entry';
import { useHomepageDraft } from '../api/get-homepage-draft';
import { useOrderHomepageEntries } from '../api/order-homepage-entries';
import { HomepageEntryDialog, type HomepageGroup } from './homepage-entry-dialog';
import { HomepageEntryList } from './homepage-entry-list';
import { HomepagePreview } from './homepage-preview';
import { PublicationControls } from './publication-controls';

type Tab = 'banners' | MarketplaceSection;

/**
 * `/profile/homepage-settings` (administrators): the draft of the home page — banners per
 * language, featured categories and listings per division — each group ordered by drag and drop
 * and each entry scheduled; a preview of any moment; and publishing, after which visitors see it.
 */
export function HomepageSettingsPage() {
  const t = useTranslations('homepageSettings');
  const tAll = useTranslations();
  const draft = useHomepageDraft();
  const order = useOrderHomepageEntries();
  const remove = useDeleteHomepageEntry();
  const [tab, setTab] = useState<Tab>('banners');
  const [locale, setLocale] = useState<SupportedLocale>('en');
  const [editing, setEditing] = useState<{
    group: HomepageGroup;
    entry: HomepageEntry | null;
  } | null>(null);
  const entries = draft.data?.entries ?? [];
  const section: MarketplaceSection = tab === 'banners' ? 'catalog' : tab;
  const groupOf = (kind: HomepageEntryKind): HomepageGroup => ({ kind, locale, section });
  const entriesOf = (group: HomepageGroup) => {
    const key = homepageGroupOf(group);
    return entries.filter((entry) => homepageGroupOf(entry) === key);
  };
  const groups: HomepageEntryKind[] =
    tab === 'banners' ? ['banner'] : ['featured_node', 'featured_listing'];

  const deleteEntry = (entry: HomepageEntry) =>
    remove.mutate(entry.id, {
      onSuccess: () => enqueueSnackbar(t('deleted'), { variant: 'success' }),
    });

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ mb: 3, justifyContent: 'space-between', alignItems: { md: 'flex-start' } }}
      >
        <Stack spacing={1}>
          <Typography variant="h4" component="h1">
            {t('title')}
          </Typography>
          <Typography color="text.secondary">{t('subtitle')}</Typography>
        </Stack>
        <PublicationControls draft={draft.data} />
      </Stack>
      <Tabs
        value={tab}
        onChange={(_, value: Tab) => setTab(value)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('groupsLabel')}
        sx={{ mb: 2 }}
      >
        <Tab value="banners" label={t('banners')} />
        {marketplaceSections.map((value) => (
          <Tab key={value} value={value} label={tAll(`divisions.${value}.name`)} />
        ))}
      </Tabs>
      {draft.isPending ? (
        <CircularProgress aria-label={t('loading')} sx={{ m: 4 }} />
      ) : draft.isError ? (
        <Alert severity="error">{t('loadFailed')}</Alert>
      ) : (
        <Stack spacing={3} sx={{ mb: 4 }}>
          {tab === 'banners' ? (
            <ToggleButtonGroup
              exclusive
              size="small"
              value={locale}
              onChange={(_, value: SupportedLocale | null) => value && setLocale(value)}
              aria-label={t('bannerLocale')}
            >
              {supportedLocales.map((value) => (
                <ToggleButton key={value} value={value}>
                  {t(`locales.${value}`)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          ) : null}
          {groups.map((kind) => {
            const group = groupOf(kind);
            return (
              <Paper
                key={kind}
                variant="outlined"
                component="section"
                sx={{ p: { xs: 1.5, md: 2.5 } }}
              >
                <Stack
                  direction="row"
                  sx={{ mb: 1.5, alignItems: 'center', justifyContent: 'space-between', gap: 1 }}
                >
                  <Typography variant="h6" component="h2">
                    {t(`groups.${kind}`)}
                  </Typography>
                  <Button
                    startIcon={<AddRounded />}
                    onClick={() => setEditing({ group, entry: null })}
                  >
                    {t(`add.${kind}`)}
                  </Button>
                </Stack>
                <HomepageEntryList
                  entries={entriesOf(group)}
                  onReorder={(ids) => order.mutate(ids)}
                  onEdit={(entry) => setEditing({ group, entry })}
                  onDelete={deleteEntry}
                />
              </Paper>
            );
          })}
        </Stack>
      )}
      <HomepagePreview />
      {editing ? (
        <HomepageEntryDialog
          group={editing.group}
          entry={editing.entry}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Container>
  );
}
