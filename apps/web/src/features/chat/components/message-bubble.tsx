'use client';

import AccessTimeRounded from '@mui/icons-material/AccessTimeRounded';
import DoneAllRounded from '@mui/icons-material/DoneAllRounded';
import DoneRounded from '@mui/icons-material/DoneRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import EventOutlined from '@mui/icons-material/EventOutlined';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import WarningAmberRounded from '@mui/icons-material/WarningAmberRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useFormatter, useLocale, useTranslations } from 'use-intl';
import { formatMoney, routes, type ChatMessage } from '@bazaar/contracts';
import { messageTextParts } from '../message-text';
import { proposalAnswers } from '../proposal-answers';
import { slotTimeText } from '../slot-time';
import { ProposedSlotSeats, ReserveProposedSlot } from './slot-proposal';

export type ProposalAnswer = 'accepted' | 'declined' | 'withdrawn';

/** Where a message of the caller's stands: sending, failed, or what its receipts say. */
export type DeliveryState = 'sending' | 'failed' | 'sent' | 'delivered' | 'read';

export function deliveryState(message: ChatMessage): DeliveryState {
  if (message.read_at) return 'read';
  if (message.delivered_at) return 'delivered';
  return 'sent';
}

function Ticks({ state }: { state: DeliveryState }) {
  const t = useTranslations('chat.receipts');
  const icon =
    state === 'sending' ? (
      <AccessTimeRounded sx={{ fontSize: 14 }} />
    ) : state === 'failed' ? (
      <ErrorOutlineRounded sx={{ fontSize: 14 }} color="error" />
    ) : state === 'sent' ? (
      <DoneRounded sx={{ fontSize: 14 }} />
    ) : (
      <DoneAllRounded sx={{ fontSize: 14, color: state === 'read' ? 'info.light' : 'inherit' }} />
    );
  return (
    <Box
      component="span"
      role="img"
      aria-label={t(state)}
      data-testid="receipt"
      data-state={state}
      sx={{ display: 'inline-flex', color: 'inherit' }}
    >
      {icon}
    </Box>
  );
}

/** Plain text with its links as links (never HTML); another site's link names its domain. */
function MessageText({ text }: { text: string }) {
  const t = useTranslations('chat');
  const host = typeof window === 'undefined' ? '' : window.location.host;
  return (
    <Typography
      component="p"
      variant="body2"
      sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      data-testid="message-text"
    >
      {messageTextParts(text, host).map((part, index) =>
        part.kind === 'text' ? (
          part.text
        ) : (
          <span key={index}>
            <MuiLink
              href={part.href}
              target="_blank"
              rel="noopener noreferrer nofollow ugc"
              color="inherit"
              data-testid="message-link"
              data-foreign-host={part.foreignHost ?? undefined}
            >
              {part.text}
            </MuiLink>
            {part.foreignHost ? (
              <Tooltip title={t('link.warning', { domain: part.foreignHost })}>
                <Box
                  component="span"
                  data-testid="foreign-link-warning"
                  sx={{
                    ml: 0.5,
                    display: 'inline-flex',
                    alignItems: 'center',
                    gap: 0.25,
                    verticalAlign: 'middle',
                    fontSize: 12,
                    color: 'warning.main',
                    fontWeight: 600,
                  }}
                >
                  <WarningAmberRounded sx={{ fontSize: 14 }} aria-hidden />
                  {t('link.leaves', { domain: part.foreignHost })}
                </Box>
              </Tooltip>
            ) : null}
          </span>
        ),
      )}
    </Typography>
  );
}

interface ProposalProps {
  message: ChatMessage;
  mine: boolean;
  /** The caller is the side that buys or books (not the subject's owner): it reserves a slot. */
  customer: boolean;
  onAnswer: (message: ChatMessage, status: ProposalAnswer) => void;
  answering: boolean;
}

/**
 * An offer or a time proposal: the other side accepts or declines, the author withdraws. A
 * proposed slot shows its time in the provider's zone and its seats now, and the customer may
 * reserve it while it is open.
 */
function ProposalCard({ message, mine, customer, onAnswer, answering }: ProposalProps) {
  const t = useTranslations('chat.proposal');
  const locale = useLocale();
  const format = useFormatter();
  const proposal = message.offer ?? message.time_proposal;
  if (!proposal) return null;
  const isOffer = message.offer !== null;
  const slot = message.time_proposal?.slot ?? null;
  const what = message.offer
    ? formatMoney(message.offer.price, locale)
    : slot
      ? slotTimeText(slot.starts_at, slot.time_zone, locale)
      : format.dateTime(new Date(message.time_proposal!.starts_at), {
          dateStyle: 'full',
          timeStyle: 'short',
        });
  const answers = proposalAnswers({ pending: proposal.status === 'pending', mine, slot });
  return (
    <Stack
      spacing={1}
      data-testid={isOffer ? 'offer-card' : 'time-proposal-card'}
      data-status={proposal.status}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        {isOffer ? <LocalOfferOutlined fontSize="small" /> : <EventOutlined fontSize="small" />}
        <Typography variant="caption" sx={{ fontWeight: 700, textTransform: 'uppercase' }}>
          {isOffer ? t('offer') : t('time')}
        </Typography>
      </Stack>
      <Typography sx={{ fontWeight: 700, fontSize: isOffer ? '1.25rem' : '1rem' }}>
        {what}
      </Typography>
      {slot ? <ProposedSlotSeats slot={slot} /> : null}
      <Typography variant="body2" data-testid="proposal-status">
        {t(`status.${proposal.status}`)}
      </Typography>
      {answers.unavailable ? (
        <Typography variant="body2" color="text.secondary" data-testid="proposal-unavailable">
          {t(`unavailable.${answers.unavailable}`)}
        </Typography>
      ) : null}
      {answers.withdraw || answers.decline ? (
        <Stack direction="row" spacing={1}>
          {answers.withdraw ? (
            <Button
              size="small"
              variant="outlined"
              color="inherit"
              disabled={answering}
              onClick={() => onAnswer(message, 'withdrawn')}
            >
              {t('withdraw')}
            </Button>
          ) : null}
          {answers.accept ? (
            <Button
              size="small"
              variant="contained"
              disabled={answering}
              onClick={() => onAnswer(message, 'accepted')}
            >
              {t('accept')}
            </Button>
          ) : null}
          {answers.decline ? (
            <Button
              size="small"
              variant="outlined"
              color="inherit"
              disabled={answering}
              onClick={() => onAnswer(message, 'declined')}
            >
              {t('decline')}
            </Button>
          ) : null}
        </Stack>
      ) : null}
      {slot && customer && (proposal.status === 'pending' || proposal.status === 'accepted') ? (
        <ReserveProposedSlot slot={slot} />
      ) : null}
      {isOffer && mine && proposal.status === 'accepted' ? (
        <Typography variant="body2" data-testid="offer-in-cart">
          {t('inCart', { price: what })}{' '}
          <MuiLink component={NextLink} href={routes.cart} color="inherit" sx={{ fontWeight: 700 }}>
            {t('openCart')}
          </MuiLink>
        </Typography>
      ) : null}
    </Stack>
  );
}

interface Props {
  message: ChatMessage;
  mine: boolean;
  /** The caller is the side that buys or books (not the subject's owner). */
  customer: boolean;
  /** Sending or failed while the message is only the caller's draft. */
  pendingState?: 'sending' | 'failed';
  onAnswer: (message: ChatMessage, status: ProposalAnswer) => void;
  answering: boolean;
  onOpenPicture: (message: ChatMessage) => void;
  onReport: (message: ChatMessage) => void;
  onRetry?: () => void;
}

/** One message of a conversation: its bubble, time and, for the caller's own, the ticks. */
export function MessageBubble({
  message,
  mine,
  customer,
  pendingState,
  onAnswer,
  answering,
  onOpenPicture,
  onReport,
  onRetry,
}: Props) {
  const t = useTranslations('chat');
  const format = useFormatter();
  const state = pendingState ?? deliveryState(message);
  return (
    <Stack
      direction="row"
      spacing={0.5}
      data-testid="message"
      data-mine={mine}
      data-kind={message.kind}
      data-message-id={pendingState ? undefined : message.id}
      sx={{
        alignSelf: mine ? 'flex-end' : 'flex-start',
        alignItems: 'center',
        maxWidth: { xs: '88%', sm: '75%' },
        flexDirection: mine ? 'row-reverse' : 'row',
        '&:hover .report-message, &:focus-within .report-message': { opacity: 1 },
      }}
    >
      <Box
        sx={{
          px: 1.5,
          py: 1,
          borderRadius: 3,
          borderBottomRightRadius: mine ? 4 : undefined,
          borderBottomLeftRadius: mine ? undefined : 4,
          bgcolor: mine ? 'primary.main' : 'action.hover',
          color: mine ? 'primary.contrastText' : 'text.primary',
          minWidth: 0,
          opacity: pendingState === 'sending' ? 0.75 : 1,
        }}
      >
        {message.picture ? (
          <Box
            component="button"
            type="button"
            onClick={() => onOpenPicture(message)}
            aria-label={t('picture.open')}
            sx={{
              p: 0,
              border: 0,
              bgcolor: 'transparent',
              cursor: 'zoom-in',
              display: 'block',
              mb: message.text ? 0.75 : 0,
            }}
          >
            {/* eslint-disable-next-line @next/next/no-img-element -- an uploaded thumbnail of any size */}
            <img
              src={message.picture.thumbnail_url}
              alt={message.text || t('picture.alt')}
              data-testid="message-thumbnail"
              style={{
                display: 'block',
                maxWidth: 240,
                maxHeight: 240,
                borderRadius: 8,
                objectFit: 'cover',
              }}
            />
          </Box>
        ) : null}
        {message.kind === 'offer' || message.kind === 'time_proposal' ? (
          <ProposalCard
            message={message}
            mine={mine}
            customer={customer}
            onAnswer={onAnswer}
            answering={answering}
          />
        ) : message.text ? (
          <MessageText text={message.text} />
        ) : null}
        <Stack
          direction="row"
          spacing={0.5}
          sx={{ justifyContent: 'flex-end', alignItems: 'center', mt: 0.25 }}
        >
          <Typography variant="caption" sx={{ color: 'inherit', fontSize: 11 }}>
            {format.dateTime(new Date(message.created_at), { timeStyle: 'short' })}
          </Typography>
          {mine ? <Ticks state={state} /> : null}
        </Stack>
      </Box>
      {pendingState === 'failed' && onRetry ? (
        <Button size="small" color="error" onClick={onRetry} data-testid="retry-message">
          {t('composer.retry')}
        </Button>
      ) : null}
      {!mine ? (
        <Tooltip title={t('report.message')}>
          <IconButton
            size="small"
            className="report-message"
            aria-label={t('report.message')}
            onClick={() => onReport(message)}
            sx={{ opacity: { xs: 1, md: 0 }, color: 'text.secondary' }}
          >
            <FlagOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
    </Stack>
  );
}
