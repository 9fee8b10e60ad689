'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useLocale, useTranslations } from 'use-intl';
import { formatMoney, type AdvertisingCampaign, type AdvertisingStatus } from '@bazaar/contracts';
import { visuallyHidden } from '@/components/visually-hidden';
import { ApiError } from '@/lib/api-client';
import { listingHref } from '@/lib/listings/listing-links';
import { useCampaignAction } from '../api/change-campaign-state';

const statusColor: Record<AdvertisingStatus, 'success' | 'default' | 'warning' | 'error'> = {
  active: 'success',
  paused: 'default',
  budget_spent: 'warning',
  ended: 'default',
  stopped: 'error',
};

/** Click-through rate: clicks per view, as a percentage with one decimal; a dash without views. */
function ctrText(views: number, clicks: number): string {
  return views > 0 ? `${((clicks / views) * 100).toFixed(1)}%` : '—';
}

interface CampaignActionProps {
  campaign: AdvertisingCampaign;
  admin: boolean;
  onEdit: () => void;
  onStop: () => void;
}

/** Edit, pause or resume and stop (the seller), or stop with a reason (an administrator). */
function CampaignActions({ campaign, admin, onEdit, onStop }: CampaignActionProps) {
  const t = useTranslations('advertising');
  const action = useCampaignAction();
  const open = campaign.state !== 'stopped';
  const own = !admin;
  return (
    <>
      {open ? (
        <Stack direction="row" spacing={0.5}>
          {own ? (
            <>
              <Button size="small" onClick={onEdit}>
                {t('actions.edit')}
              </Button>
              <Button
                size="small"
                disabled={action.isPending}
                onClick={() =>
                  action.mutate({
                    id: campaign.id,
                    action: campaign.state === 'paused' ? 'resume' : 'pause',
                  })
                }
              >
                {t(campaign.state === 'paused' ? 'actions.resume' : 'actions.pause')}
              </Button>
              <Button
                size="small"
                color="error"
                disabled={action.isPending}
                onClick={() => action.mutate({ id: campaign.id, action: 'stop' })}
              >
                {t('actions.stop')}
              </Button>
            </>
          ) : (
            <Button size="small" color="error" onClick={onStop}>
              {t('actions.stop')}
            </Button>
          )}
        </Stack>
      ) : null}
      {action.error instanceof ApiError ? (
        <Typography variant="caption" color="error" role="alert">
          {action.error.user_message}
        </Typography>
      ) : null}
    </>
  );
}

function CampaignRow(props: CampaignActionProps) {
  const { campaign, admin } = props;
  const t = useTranslations('advertising');
  const locale = useLocale();
  return (
    <TableRow data-testid="campaign-row" hover>
      <TableCell sx={{ minWidth: 180 }}>
        <CampaignTitle campaign={campaign} admin={admin} />
      </TableCell>
      <TableCell>
        <CampaignStatus campaign={campaign} />
      </TableCell>
      <TableCell>{t(`placements.${campaign.placement}`)}</TableCell>
      <TableCell>
        {formatMoney(campaign.bid, locale)} {t(`pricingShort.${campaign.pricing}`)}
      </TableCell>
      <TableCell>{formatMoney(campaign.daily_budget, locale)}</TableCell>
      <TableCell data-testid="campaign-spend">
        {formatMoney(campaign.today.spend, locale)}
      </TableCell>
      <TableCell align="right" data-testid="campaign-views">
        {campaign.today.views}
      </TableCell>
      <TableCell align="right" data-testid="campaign-clicks">
        {campaign.today.clicks}
      </TableCell>
      <TableCell align="right">{ctrText(campaign.today.views, campaign.today.clicks)}</TableCell>
      <TableCell>{campaign.ends_on ?? '—'}</TableCell>
      <TableCell>
        <CampaignActions {...props} />
      </TableCell>
    </TableRow>
  );
}

/** A campaign on a phone: the table's columns as a card (the table would not fit). */
function CampaignCard(props: CampaignActionProps) {
  const { campaign, admin } = props;
  const t = useTranslations('advertising');
  const locale = useLocale();
  const figures: [string, string][] = [
    [t('columns.placement'), t(`placements.${campaign.placement}`)],
    [
      t('columns.bid'),
      `${formatMoney(campaign.bid, locale)} ${t(`pricingShort.${campaign.pricing}`)}`,
    ],
    [t('columns.dailyBudget'), formatMoney(campaign.daily_budget, locale)],
    [t('columns.spendToday'), formatMoney(campaign.today.spend, locale)],
    [t('columns.views'), String(campaign.today.views)],
    [t('columns.clicks'), String(campaign.today.clicks)],
    [t('columns.ctr'), ctrText(campaign.today.views, campaign.today.clicks)],
    [t('columns.endsOn'), campaign.ends_on ?? '—'],
  ];
  return (
    <Paper variant="outlined" component="li" data-testid="campaign-card" sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
          <Box sx={{ minWidth: 0 }}>
            <CampaignTitle campaign={campaign} admin={admin} />
          </Box>
          <CampaignStatus campaign={campaign} />
        </Stack>
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 2, rowGap: 1, m: 0 }}
        >
          {figures.map(([label, value]) => (
            <Box key={label}>
              <Typography component="dt" variant="caption" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        <Box>
          <CampaignActions {...props} />
        </Box>
      </Stack>
    </Paper>
  );
}

function CampaignTitle({ campaign, admin }: { campaign: AdvertisingCampaign; admin: boolean }) {
  return (
    <Stack spacing={0.25}>
      <NextLink href={listingHref(campaign.listing.section, campaign.listing.id)}>
        {campaign.listing.title}
      </NextLink>
      {admin ? (
        <Typography variant="caption" color="text.secondary">
          {campaign.seller.display_name}
        </Typography>
      ) : null}
      {campaign.stop?.note ? (
        <Typography variant="caption" color="error">
          {campaign.stop.note}
        </Typography>
      ) : null}
    </Stack>
  );
}

function CampaignStatus({ campaign }: { campaign: AdvertisingCampaign }) {
  const t = useTranslations('advertising');
  return (
    <Chip
      size="small"
      color={statusColor[campaign.status]}
      label={
        campaign.status === 'stopped' && campaign.stop
          ? t(`stopReasons.${campaign.stop.reason}`)
          : t(`statuses.${campaign.status}`)
      }
      data-testid="campaign-status"
    />
  );
}

/** The campaigns: cards on phones, a table on wider screens, each with its actions. */
export function CampaignList({
  items,
  admin,
  onEdit,
  onStop,
}: {
  items: readonly AdvertisingCampaign[];
  admin: boolean;
  onEdit: (campaign: AdvertisingCampaign) => void;
  onStop: (campaign: AdvertisingCampaign) => void;
}) {
  const t = useTranslations('advertising');
  return (
    <>
      <Stack
        component="ul"
        spacing={1.5}
        aria-label={t('title')}
        sx={{ display: { xs: 'flex', md: 'none' }, listStyle: 'none', p: 0, m: 0 }}
      >
        {items.map((campaign) => (
          <CampaignCard
            key={campaign.id}
            campaign={campaign}
            admin={admin}
            onEdit={() => onEdit(campaign)}
            onStop={() => onStop(campaign)}
          />
        ))}
      </Stack>
      <TableContainer
        component={Paper}
        variant="outlined"
        sx={{ display: { xs: 'none', md: 'block' } }}
      >
        <Table size="small" aria-label={t('title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('columns.listing')}</TableCell>
              <TableCell>{t('columns.status')}</TableCell>
              <TableCell>{t('columns.placement')}</TableCell>
              <TableCell>{t('columns.bid')}</TableCell>
              <TableCell>{t('columns.dailyBudget')}</TableCell>
              <TableCell>{t('columns.spendToday')}</TableCell>
              <TableCell align="right">{t('columns.views')}</TableCell>
              <TableCell align="right">{t('columns.clicks')}</TableCell>
              <TableCell align="right">{t('columns.ctr')}</TableCell>
              <TableCell>{t('columns.endsOn')}</TableCell>
              <TableCell>
                <Box component="span" sx={visuallyHidden}>
                  {t('columns.actions')}
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((campaign) => (
              <CampaignRow
                key={campaign.id}
                campaign={campaign}
                admin={admin}
                onEdit={() => onEdit(campaign)}
                onStop={() => onStop(campaign)}
              />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
