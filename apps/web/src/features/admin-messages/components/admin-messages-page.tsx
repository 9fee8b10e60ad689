'use client';

import AddRounded from '@mui/icons-material/AddRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { useFormatter, useTranslations } from 'use-intl';
import { EmptyState } from '@/components/empty-state';
import { PageHeading } from '@/components/page-heading';
import { type AdminMessage, type AdminMessageStatus } from '@bazaar/contracts';
import { useCancelAdminMessage } from '../api/cancel-admin-message';
import { useAdminMessageHistory } from '../api/get-admin-message-history';
import { useAudienceSummary } from './audience-summary';

const STATUS_COLOR: Record<AdminMessageStatus, 'default' | 'info' | 'success' | 'warning'> = {
  scheduled: 'info',
  sending: 'warning',
  sent: 'success',
  cancelled: 'default',
};

function MessageRow({ message }: { message: AdminMessage }) {
  const t = useTranslations('adminMessages');
  const format = useFormatter();
  const summary = useAudienceSummary();
  const cancel = useCancelAdminMessage();
  const at = (iso: string) =>
    format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  /** How far it got: recipients are counted as it goes out, deliveries as the batches run. */
  const countsOf = ({ status, recipients, delivered, read }: AdminMessage) =>
    status === 'sent' && recipients !== null
      ? t('counts', { recipients, delivered, read })
      : status === 'sending'
        ? t('deliveredSoFar', { delivered })
        : t('countsPending');

  return (
    <Paper
      variant="outlined"
      component="li"
      sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: '12px', listStyle: 'none' }}
      data-testid="admin-message"
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}
          >
            <Chip
              size="small"
              color={STATUS_COLOR[message.status]}
              label={t(`status.${message.status}`)}
              data-testid="admin-message-status"
            />
            <Typography variant="caption" color="text.secondary">
              {summary(message.audience)}
            </Typography>
          </Stack>
          <Typography sx={{ fontWeight: 600 }} noWrap>
            {message.texts.en.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {message.texts.en.body}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
            {t(`when.${message.status}`, { at: at(message.sent_at ?? message.send_at) })}
            {message.status === 'cancelled' ? null : (
              <>
                {' · '}
                <span data-testid="admin-message-counts">{countsOf(message)}</span>
              </>
            )}
          </Typography>
        </Box>
        {message.status === 'scheduled' ? (
          <Stack direction="row" spacing={1}>
            <Button
              component={Link}
              href={`/profile/notifications/edit-notification/${message.id}`}
              variant="outlined"
              size="small"
            >
              {t('edit')}
            </Button>
            <Button
              color="error"
              size="small"
              loading={cancel.isPending}
              onClick={() => cancel.mutate(message.id)}
            >
              {t('cancel')}
            </Button>
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** `/profile/notifications` (administrators): the messages sent and scheduled, newest first. */
export function AdminMessagesPage() {
  const t = useTranslations('adminMessages');
  const history = useAdminMessageHistory();

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <PageHeading
        title={t('title')}
        subtitle={t('subtitle')}
        action={
          <Button
            component={Link}
            href="/profile/notifications/add-notification"
            variant="contained"
            startIcon={<AddRounded />}
            sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' } }}
          >
            {t('new')}
          </Button>
        }
      />
      {history.isError ? <Alert severity="error">{t('loadFailed')}</Alert> : null}
      {history.isPending ? (
        <Stack spacing={1.5}>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} variant="rounded" height={96} />
          ))}
        </Stack>
      ) : null}
      {history.data?.length === 0 ? <EmptyState title={t('empty')} titleComponent="h2" /> : null}
      {history.data && history.data.length > 0 ? (
        <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }}>
          {history.data.map((message) => (
            <MessageRow key={message.id} message={message} />
          ))}
        </Stack>
      ) : null}
    </Container>
  );
}
