'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslations } from 'use-intl';
import type { ChatMessage, Conversation } from '@bazaar/contracts';
import { emitChat } from '@/entities/chat/live-chat';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { answerProposal } from '../api/answer-proposal';
import { useMessages } from '../api/get-messages';
import { sendPicture } from '../api/send-picture';
import { messagesNewestFirst } from '../chat-cache';
import { useConversationLive } from '../hooks/use-conversation-live';
import { useHistoryScroll } from '../hooks/use-history-scroll';
import { useMarkRead } from '../hooks/use-mark-read';
import { refusal, useOutgoingMessages } from '../hooks/use-outgoing-messages';
import { Composer } from './composer';
import { ConversationDialogs, type ConversationDialog } from './conversation-dialogs';
import { ConversationHeader } from './conversation-header';
import type { ProposalAnswer } from './message-bubble';
import { MessageHistory } from './message-history';
import { PictureViewer } from './picture-viewer';

/** The caller's typing is told at most this often. */
const TYPING_EVERY_MS = 2_500;

interface Props {
  conversation: Conversation;
  me: string;
  onBack: () => void;
  /** The conversation was read up to its newest message. */
  onRead: (conversation: Conversation) => void;
}

/** One open conversation: its subject, the paged history, live arrivals and the composer. */
export function ConversationPane({ conversation, me, onBack, onRead }: Props) {
  const t = useTranslations('chat');
  const queryClient = useQueryClient();
  const { id, subject, other_party: party } = conversation;
  const serviceId = subject.service_id;
  const history = useMessages(id);
  const messages = messagesNewestFirst(history.data);
  const { pending, place, deliver, send, resendFailed } = useOutgoingMessages(id);
  const [uploading, setUploading] = useState(false);
  const [pictureError, setPictureError] = useState<string | null>(null);
  const [openPicture, setOpenPicture] = useState<ChatMessage | null>(null);
  const [dialog, setDialog] = useState<ConversationDialog>(null);
  const [reported, setReported] = useState<ChatMessage | null>(null);
  const [answering, setAnswering] = useState(false);
  const lastTypingSent = useRef(0);

  const otherTyping = useConversationLive({
    conversationId: id,
    me,
    serviceId: serviceId ?? null,
    place,
    resendFailed,
  });
  useMarkRead(
    conversation,
    messages.find((message) => message.sender_id !== me),
    onRead,
  );
  const { scroller, onScroll } = useHistoryScroll(
    messages.length + pending.length,
    messages.at(-1)?.id ?? '',
    history,
  );

  const onTyping = () => {
    if (Date.now() - lastTypingSent.current < TYPING_EVERY_MS) return;
    lastTypingSent.current = Date.now();
    emitChat('typing', { conversation_id: id });
  };

  const onSendPicture = (file: File) => {
    setUploading(true);
    setPictureError(null);
    sendPicture(id, { file, client_id: newIdempotencyKey() })
      .then(place, (error: unknown) => setPictureError(refusal(error) ?? t('picture.failed')))
      .finally(() => setUploading(false));
  };

  const onAnswer = (message: ChatMessage, status: ProposalAnswer) => {
    setAnswering(true);
    answerProposal(message.id, status)
      .then((answered) => {
        place(answered);
        if (answered.offer?.status === 'accepted') {
          void queryClient.invalidateQueries({ queryKey: ['carts'] });
        }
      })
      .catch(() => undefined)
      .finally(() => setAnswering(false));
  };

  const openReport = (target: ChatMessage | null) => {
    setReported(target);
    setDialog('report');
  };

  // The side that buys or books: it makes offers and reserves proposed slots.
  const customer = subject.owner_id !== null && subject.owner_id !== me;

  return (
    <Stack
      sx={{ height: '100%', minHeight: 0 }}
      data-testid="conversation"
      data-conversation-id={id}
    >
      <ConversationHeader
        conversation={conversation}
        onBack={onBack}
        onReport={() => openReport(null)}
      />
      <MessageHistory
        conversationId={id}
        me={me}
        partyName={party.display_name}
        messages={messages}
        pending={pending}
        loading={history.isPending}
        loadingOlder={history.isFetchingNextPage}
        scroller={scroller}
        onScroll={onScroll}
        customer={customer}
        answering={answering}
        onAnswer={onAnswer}
        onOpenPicture={setOpenPicture}
        onReport={openReport}
        onRetry={deliver}
      />
      <Box aria-live="polite" sx={{ px: 2, minHeight: 20 }}>
        {otherTyping ? (
          <Typography variant="caption" color="text.secondary" data-testid="typing-indicator">
            {t('typing', { name: party.display_name })}
          </Typography>
        ) : null}
      </Box>
      {pictureError ? (
        <Alert
          severity="error"
          onClose={() => setPictureError(null)}
          sx={{ mx: 1, mb: 1 }}
          data-testid="picture-error"
        >
          {pictureError}
        </Alert>
      ) : null}
      {conversation.can_write ? (
        <Composer
          canOffer={subject.negotiable && customer}
          uploading={uploading}
          onSendText={(text) => send({ kind: 'text', client_id: newIdempotencyKey(), text })}
          onSendPicture={onSendPicture}
          onMakeOffer={() => setDialog('offer')}
          onProposeTime={() => setDialog('time')}
          onTyping={onTyping}
        />
      ) : (
        <Alert severity="info" sx={{ m: 1 }} data-testid="cannot-write">
          {conversation.blocked_by_me
            ? t('block.youBlocked', { name: party.display_name })
            : t('cannotWrite')}
        </Alert>
      )}

      <ConversationDialogs
        open={dialog}
        onClose={() => setDialog(null)}
        conversationId={id}
        serviceId={serviceId ?? null}
        currency={subject.price?.currency ?? 'EUR'}
        reported={reported}
        send={send}
      />
      <PictureViewer message={openPicture} onClose={() => setOpenPicture(null)} />
    </Stack>
  );
}
