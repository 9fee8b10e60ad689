'use client';

import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RefObject } from 'react';
import { useTranslations } from 'use-intl';
import type { ChatMessage } from '@bazaar/contracts';
import { draftMessage, type PendingMessage } from '../hooks/use-outgoing-messages';
import { MessageBubble, type ProposalAnswer } from './message-bubble';

interface Props {
  conversationId: string;
  me: string;
  partyName: string;
  /** Stored messages, newest first. */
  messages: readonly ChatMessage[];
  pending: readonly PendingMessage[];
  loading: boolean;
  loadingOlder: boolean;
  scroller: RefObject<HTMLDivElement | null>;
  onScroll: () => void;
  /** The side that buys or books: it answers offers and reserves proposed slots. */
  customer: boolean;
  answering: boolean;
  onAnswer: (message: ChatMessage, status: ProposalAnswer) => void;
  onOpenPicture: (message: ChatMessage) => void;
  onReport: (message: ChatMessage) => void;
  onRetry: (item: PendingMessage) => void;
}

/** The conversation's history, oldest first, then the caller's drafts not stored yet. */
export function MessageHistory({
  conversationId,
  me,
  partyName,
  messages,
  pending,
  loading,
  loadingOlder,
  scroller,
  onScroll,
  customer,
  answering,
  onAnswer,
  onOpenPicture,
  onReport,
  onRetry,
}: Props) {
  const t = useTranslations('chat');
  const oldestFirst = [...messages].reverse();
  const drafts = pending
    .map((item) => ({ item, message: draftMessage(item, conversationId, me) }))
    .filter(({ message }) => !messages.some((stored) => stored.client_id === message.client_id));
  const bubbleProps = { customer, onAnswer, answering, onOpenPicture };
  return (
    <Stack
      ref={scroller}
      onScroll={onScroll}
      spacing={0.75}
      role="log"
      aria-label={t('history', { name: partyName })}
      data-testid="message-history"
      sx={{ flexGrow: 1, minHeight: 0, overflowY: 'auto', p: 2, overscrollBehavior: 'contain' }}
    >
      {loadingOlder || loading ? (
        <Stack sx={{ alignItems: 'center', py: 1 }}>
          <CircularProgress size={24} aria-label={t('loadingHistory')} />
        </Stack>
      ) : null}
      {!loading && messages.length === 0 && pending.length === 0 ? (
        <Typography color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>
          {t('empty', { name: partyName })}
        </Typography>
      ) : null}
      {oldestFirst.map((message) => (
        <MessageBubble
          key={message.client_id ?? message.id}
          message={message}
          mine={message.sender_id === me}
          onReport={onReport}
          {...bubbleProps}
        />
      ))}
      {drafts.map(({ item, message }) => (
        <MessageBubble
          key={message.client_id}
          message={message}
          mine
          pendingState={item.failed ? 'failed' : 'sending'}
          onReport={() => undefined}
          onRetry={() => onRetry(item)}
          {...bubbleProps}
        />
      ))}
    </Stack>
  );
}
