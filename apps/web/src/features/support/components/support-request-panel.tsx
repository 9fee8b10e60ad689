'use client';

import SendRounded from '@mui/icons-material/SendRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from 'notistack';
import { useState, type FormEvent } from 'react';
import { useFormatter, useTranslations } from 'use-intl';
import {
  supportRequestRules,
  supportRequestStatuses,
  type SupportRequestDetail,
  type SupportRequestStatus,
} from '@bazaar/contracts';
import { DetailDrawer } from '@/components/detail-drawer';
import { useSupportRequest } from '../api/get-support-request';
import { useReplyToSupportRequest } from '../api/reply-to-support-request';
import { useUpdateSupportRequestStatus } from '../api/update-support-request-status';
import { SupportStatusChip } from './support-status-chip';

function useDateTime() {
  const format = useFormatter();
  return (iso: string) =>
    format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
}

/** The reply form: the text is mailed to the sender; "send and close" also closes the request. */
function ReplyForm({ detail }: { detail: SupportRequestDetail }) {
  const t = useTranslations('support.admin');
  const reply = useReplyToSupportRequest();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = (close: boolean) => {
    if (body.trim().length < supportRequestRules.replyMinChars) {
      setError(t('reply.required'));
      return;
    }
    setError(null);
    reply.mutate(
      { id: detail.request.id, body, close },
      {
        onSuccess: () => {
          setBody('');
          enqueueSnackbar(t(close ? 'reply.sentAndClosed' : 'reply.sent'), {
            variant: 'success',
          });
        },
      },
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(false);
  };
  return (
    <Stack component="form" spacing={1.5} onSubmit={submit} noValidate>
      <TextField
        multiline
        minRows={4}
        label={t('reply.label')}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        error={error !== null}
        helperText={
          error ?? t('reply.help', { email: detail.request.email, locale: detail.request.locale })
        }
        slotProps={{ htmlInput: { maxLength: supportRequestRules.replyMaxChars } }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button
          type="submit"
          variant="contained"
          startIcon={<SendRounded />}
          loading={reply.isPending}
        >
          {t('reply.send')}
        </Button>
        <Button variant="outlined" onClick={() => send(true)} disabled={reply.isPending}>
          {t('reply.sendAndClose')}
        </Button>
      </Stack>
    </Stack>
  );
}

/** Moves the request to another status, with a note for the history. */
function StatusForm({ detail }: { detail: SupportRequestDetail }) {
  const t = useTranslations('support.admin');
  const update = useUpdateSupportRequestStatus();
  const current = detail.request.status;
  const [status, setStatus] = useState<SupportRequestStatus>(
    current === 'closed' ? 'new' : 'closed',
  );
  const [note, setNote] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { id: detail.request.id, status, note },
      {
        onSuccess: (changed) => {
          setNote('');
          setStatus(changed.status === 'closed' ? 'new' : 'closed');
          enqueueSnackbar(t('statusChanged', { status: t(`status.${changed.status}`) }), {
            variant: 'success',
          });
        },
      },
    );
  };
  return (
    <Stack component="form" spacing={1.5} onSubmit={submit}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <TextField
          select
          size="small"
          label={t('newStatus')}
          value={status}
          onChange={(event) => setStatus(event.target.value as SupportRequestStatus)}
          sx={{ minWidth: 170 }}
        >
          {supportRequestStatuses
            .filter((value) => value !== current)
            .map((value) => (
              <MenuItem key={value} value={value}>
                {t(`status.${value}`)}
              </MenuItem>
            ))}
        </TextField>
        <TextField
          size="small"
          label={t('note')}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          slotProps={{ htmlInput: { maxLength: supportRequestRules.noteMaxChars } }}
          sx={{ flexGrow: 1 }}
        />
      </Stack>
      <Box>
        <Button type="submit" variant="outlined" loading={update.isPending}>
          {t('changeStatus')}
        </Button>
      </Box>
    </Stack>
  );
}

/** One request: what was sent, the replies, the status and its history. */
export function SupportRequestPanel({
  requestId,
  onClose,
}: {
  requestId: string;
  onClose: () => void;
}) {
  const t = useTranslations('support.admin');
  const tTopics = useTranslations('support.topics');
  const dateTime = useDateTime();
  const { data: detail, isError } = useSupportRequest(requestId);
  return (
    <DetailDrawer
      title={detail?.request.reference ?? t('panelTitle')}
      titleSx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' }}
      closeLabel={t('close')}
      width={520}
      detail={detail}
      isError={isError}
      loadFailedText={t('requestLoadFailed')}
      testId="support-request-panel"
      onClose={onClose}
    >
      {(detail, titleId) => (
        <>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <SupportStatusChip status={detail.request.status} />
            <Chip size="small" variant="outlined" label={tTopics(detail.request.topic)} />
            <Chip
              size="small"
              variant="outlined"
              label={detail.request.user_id ? t('member') : t('visitor')}
            />
            <Chip size="small" variant="outlined" label={t(`locales.${detail.request.locale}`)} />
          </Stack>
          <Box>
            <Typography sx={{ fontWeight: 600 }}>{detail.request.name}</Typography>
            <Link
              href={`mailto:${detail.request.email}?subject=${encodeURIComponent(detail.request.reference)}`}
              sx={{ wordBreak: 'break-all' }}
            >
              {detail.request.email}
            </Link>
            <Typography variant="body2" color="text.secondary">
              <time dateTime={detail.request.created_at}>
                {dateTime(detail.request.created_at)}
              </time>
            </Typography>
          </Box>
          <Typography
            sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', lineHeight: 1.65 }}
            data-testid="support-message"
          >
            {detail.request.message}
          </Typography>

          <Divider />
          <Box component="section" aria-labelledby={`${titleId}-replies`}>
            <Typography variant="h6" component="h3" id={`${titleId}-replies`} sx={{ mb: 1 }}>
              {t('replies')}
            </Typography>
            {detail.replies.length === 0 ? (
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                {t('noReplies')}
              </Typography>
            ) : (
              <Stack spacing={1.5} sx={{ mb: 2 }}>
                {detail.replies.map((reply) => (
                  <Box
                    key={reply.id}
                    data-testid="support-reply"
                    sx={{ p: 1.5, borderRadius: 2, bgcolor: 'action.hover' }}
                  >
                    <Typography variant="body2" color="text.secondary">
                      {reply.author_name ?? t('formerAdmin')} · {dateTime(reply.created_at)}
                    </Typography>
                    <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {reply.body}
                    </Typography>
                  </Box>
                ))}
              </Stack>
            )}
            <ReplyForm key={detail.replies.length} detail={detail} />
          </Box>

          <Divider />
          <Box component="section" aria-labelledby={`${titleId}-status`}>
            <Typography variant="h6" component="h3" id={`${titleId}-status`} sx={{ mb: 1.5 }}>
              {t('statusTitle')}
            </Typography>
            <StatusForm key={detail.request.status} detail={detail} />
          </Box>

          <Box component="section" aria-labelledby={`${titleId}-history`}>
            <Typography variant="h6" component="h3" id={`${titleId}-history`} sx={{ mb: 1 }}>
              {t('history')}
            </Typography>
            {detail.history.length === 0 ? (
              <Typography color="text.secondary">{t('noHistory')}</Typography>
            ) : (
              <Stack component="ol" spacing={1.5} sx={{ m: 0, pl: 2.5 }}>
                {detail.history.map((change) => (
                  <li key={change.id} data-testid="support-history-entry">
                    <Typography variant="body2" sx={{ fontWeight: 700 }}>
                      {t('historyMove', {
                        from: t(`status.${change.from_status}`),
                        to: t(`status.${change.to_status}`),
                      })}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {change.changed_by_name ?? t('formerAdmin')} · {dateTime(change.changed_at)}
                    </Typography>
                    {change.note ? (
                      <Typography
                        variant="body2"
                        sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                      >
                        “{change.note}”
                      </Typography>
                    ) : null}
                  </li>
                ))}
              </Stack>
            )}
          </Box>
        </>
      )}
    </DetailDrawer>
  );
}
