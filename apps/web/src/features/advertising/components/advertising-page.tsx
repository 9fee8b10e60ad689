'use client';

import AddRounded from '@mui/icons-material/AddRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import { isAdmin, type AccountType, type AdvertisingCampaign } from '@bazaar/contracts';
import { EmptyState } from '@/components/empty-state';
import { selectUserType } from '@/lib/store/auth-slice';
import { useAppSelector } from '@/lib/store/hooks';
import { type CampaignFilters } from '../api/advertising-keys';
import { useCampaigns } from '../api/get-campaigns';
import { CampaignDialog } from './campaign-dialog';
import { CampaignFiltersBar } from './campaign-filters-bar';
import { CampaignList } from './campaign-list';
import { StopDialog } from './stop-campaign-dialog';

function AdvertisingView({ accountType }: { accountType: AccountType }) {
  const t = useTranslations('advertising');
  const admin = isAdmin(accountType);
  const [filters, setFilters] = useState<CampaignFilters>({});
  const campaigns = useCampaigns(filters);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<AdvertisingCampaign | null>(null);
  const [stopping, setStopping] = useState<AdvertisingCampaign | null>(null);
  const items = campaigns.data?.items ?? [];

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 3 }}
      >
        <Stack spacing={0.5}>
          <Typography variant="h4" component="h1">
            {t('title')}
          </Typography>
          <Typography color="text.secondary">
            {admin ? t('subtitleAdmin') : t('subtitle')}
          </Typography>
        </Stack>
        {admin ? null : (
          <Button
            variant="contained"
            startIcon={<AddRounded />}
            onClick={() => setCreating(true)}
            sx={{
              whiteSpace: 'nowrap',
              flexShrink: 0,
              alignSelf: { xs: 'flex-start', sm: 'center' },
            }}
          >
            {t('create')}
          </Button>
        )}
      </Stack>
      {admin ? <CampaignFiltersBar filters={filters} onChange={setFilters} /> : null}
      {campaigns.isError ? <Alert severity="error">{t('unavailable')}</Alert> : null}
      {campaigns.isPending ? (
        <Skeleton variant="rounded" height={160} />
      ) : items.length === 0 && !campaigns.isError ? (
        <EmptyState
          titleComponent="h2"
          title={t('empty.title')}
          description={admin ? t('empty.admin') : t('empty.seller')}
        />
      ) : (
        <CampaignList items={items} admin={admin} onEdit={setEditing} onStop={setStopping} />
      )}
      {creating ? <CampaignDialog open onClose={() => setCreating(false)} /> : null}
      {editing ? <CampaignDialog open campaign={editing} onClose={() => setEditing(null)} /> : null}
      {stopping ? <StopDialog campaign={stopping} onClose={() => setStopping(null)} /> : null}
    </Container>
  );
}

interface Props {
  /** The account type the server rendered for; the live session's wins once it is loaded. */
  serverAccountType: AccountType | null;
}

/**
 * `/profile/advertising` (SELLER, ADMIN, SUPER_ADMIN, spec §2/§6): sellers create, change,
 * pause, resume and stop their campaigns and see today's figures; administrators see every
 * campaign, filterable, and stop one with a reason.
 */
export function AdvertisingPage({ serverAccountType }: Props) {
  const accountType = useAppSelector(selectUserType) ?? serverAccountType;
  return accountType ? <AdvertisingView accountType={accountType} /> : null;
}
