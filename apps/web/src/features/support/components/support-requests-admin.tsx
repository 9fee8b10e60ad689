'use client';

import DoneRounded from '@mui/icons-material/DoneRounded';
import InboxRounded from '@mui/icons-material/InboxRounded';
import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import ReplayRounded from '@mui/icons-material/ReplayRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useFormatter, useTranslations } from 'use-intl';
import {
  supportTopics,
  type SupportRequest,
  type SupportRequestStatus,
  type SupportTopic,
} from '@bazaar/contracts';
import { useSupportRequests } from '../api/get-support-requests';
import { useUpdateSupportRequestStatus } from '../api/update-support-request-status';

type StatusFilter = SupportRequestStatus | 'all';

function RequestCard({ request }: { request: SupportRequest }) {
  const t = useTranslations('support.admin');
  const tTopics = useTranslations('support.topics');
  const format = useFormatter();
  const update = useUpdateSupportRequestStatus();
  const resolved = request.status === 'resolved';
  const titleId = `support-request-${request.id}`;
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, sm: 2.5 } }}
      data-testid="support-request"
    >
      <Stack spacing={1.5}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
        >
          <Stack
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
          >
            <Typography
              id={titleId}
              component="h3"
              sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontWeight: 700 }}
            >
              {request.reference}
            </Typography>
            <Chip size="small" label={tTopics(request.topic)} variant="outlined" />
            <Chip
              size="small"
              color={resolved ? 'success' : 'warning'}
              label={t(`status.${request.status}`)}
            />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            <time dateTime={request.created_at}>
              {format.dateTime(new Date(request.created_at), {
                dateStyle: 'medium',
                timeStyle: 'short',
              })}
            </time>
          </Typography>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 600 }}>{request.name}</Typography>
          <Link
            href={`mailto:${request.email}?subject=${encodeURIComponent(request.reference)}`}
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, wordBreak: 'break-all' }}
          >
            <MailOutlineRounded fontSize="small" aria-hidden />
            {request.email}
          </Link>
          {request.user_id ? (
            <Chip size="small" label={t('member')} title={request.user_id} />
          ) : (
            <Chip size="small" label={t('visitor')} variant="outlined" />
          )}
        </Stack>
        <Typography sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', lineHeight: 1.65 }}>
          {request.message}
        </Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
        >
          <Typography variant="body2" color="text.secondary">
            {request.resolved_at
              ? t('resolvedAt', {
                  date: format.dateTime(new Date(request.resolved_at), {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                  }),
                })
              : null}
          </Typography>
          <Button
            variant={resolved ? 'text' : 'contained'}
            color={resolved ? 'inherit' : 'primary'}
            startIcon={resolved ? <ReplayRounded /> : <DoneRounded />}
            loading={update.isPending}
            onClick={() =>
              update.mutate({ id: request.id, status: resolved ? 'open' : 'resolved' })
            }
            aria-describedby={titleId}
          >
            {resolved ? t('reopen') : t('resolve')}
          </Button>
        </Stack>
      </Stack>
    </Card>
  );
}

/** The administrators' list of support requests: filter by status and topic, resolve, reopen. */
export function SupportRequestsAdmin() {
  const t = useTranslations('support.admin');
  const tTopics = useTranslations('support.topics');
  const [status, setStatus] = useState<StatusFilter>('open');
  const [topic, setTopic] = useState<SupportTopic | 'all'>('all');
  const requests = useSupportRequests({
    status: status === 'all' ? undefined : status,
    topic: topic === 'all' ? undefined : topic,
  });
  const items = requests.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Stack spacing={2.5} component="section" aria-labelledby="support-admin-title">
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}
      >
        <Box>
          <Typography variant="h5" component="h2" id="support-admin-title">
            {t('title')}
          </Typography>
          <Typography color="text.secondary">{t('subtitle')}</Typography>
        </Box>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ alignItems: { sm: 'center' } }}
        >
          <ToggleButtonGroup
            exclusive
            size="small"
            value={status}
            onChange={(_event, value: StatusFilter | null) => value && setStatus(value)}
            aria-label={t('statusFilter')}
          >
            <ToggleButton value="open">{t('status.open')}</ToggleButton>
            <ToggleButton value="resolved">{t('status.resolved')}</ToggleButton>
            <ToggleButton value="all">{t('all')}</ToggleButton>
          </ToggleButtonGroup>
          <TextField
            select
            size="small"
            label={t('topicFilter')}
            value={topic}
            onChange={(event) => setTopic(event.target.value as SupportTopic | 'all')}
            sx={{ minWidth: 200 }}
          >
            <MenuItem value="all">{t('allTopics')}</MenuItem>
            {supportTopics.map((value) => (
              <MenuItem key={value} value={value}>
                {tTopics(value)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </Stack>

      {requests.isPending ? (
        <Stack spacing={2} aria-hidden>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} variant="rounded" height={150} />
          ))}
        </Stack>
      ) : null}
      {requests.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void requests.refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {t('loadFailed')}
        </Alert>
      ) : null}
      {requests.isSuccess && items.length === 0 ? (
        <Stack spacing={1} sx={{ alignItems: 'center', py: 6, color: 'text.secondary' }}>
          <InboxRounded sx={{ fontSize: 48 }} aria-hidden />
          <Typography>{t('empty')}</Typography>
        </Stack>
      ) : null}
      {items.map((request) => (
        <RequestCard key={request.id} request={request} />
      ))}
      {requests.hasNextPage ? (
        <Box sx={{ textAlign: 'center' }}>
          <Button
            variant="outlined"
            onClick={() => void requests.fetchNextPage()}
            loading={requests.isFetchingNextPage}
          >
            {t('loadMore')}
          </Button>
        </Box>
      ) : null}
    </Stack>
  );
}
