'use client';

import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import BlockRounded from '@mui/icons-material/BlockRounded';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import MoreVertRounded from '@mui/icons-material/MoreVertRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import NextLink from 'next/link';
import { enqueueSnackbar } from 'notistack';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocale, useTranslations } from 'use-intl';
import { formatMoney, type ChatMessage, type Conversation } from '@bazaar/contracts';
import { ListingThumbnail } from '@/components/listing-thumbnail';
import { useLiveAvailability } from '@/entities/bookings/live-availability';
import { chatKeys } from '@/entities/chat/chat-keys';
import { emitChat, useChatListener } from '@/entities/chat/live-chat';
import { isApiError } from '@/lib/api-client';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { answerProposal } from '../api/answer-proposal';
import { blockAccount } from '../api/block-account';
import { getMessages, useMessages } from '../api/get-messages';
import { markRead } from '../api/mark-read';
import { reportConversation } from '../api/report-conversation';
import { sendMessage, type OutgoingMessage } from '../api/send-message';
import { sendPicture } from '../api/send-picture';
import { unblockAccount } from '../api/unblock-account';
import {
  applyReceipt,
  messagesNewestFirst,
  placeMessage,
  placeMessagesAfter,
  placeProposalSlot,
  type MessagePages,
} from '../chat-cache';
import { OfferDialog, ReportDialog, TimeProposalDialog } from './chat-dialogs';
import { Composer } from './composer';
import { MessageBubble, type ProposalAnswer } from './message-bubble';
import { SlotProposalDialog } from './slot-proposal';
import { SlotTimeLine } from './slot-time-line';

/** How long "is typing" stays after the other side's last typing event. */
const TYPING_SHOWN_MS = 4_000;
/** The caller's typing is told at most this often. */
const TYPING_EVERY_MS = 2_500;

interface Pending {
  message: OutgoingMessage;
  failed: boolean;
  created_at: string;
}

/** A draft shown as a message until the stored one arrives (the same `client_id`). */
function draftMessage(pending: Pending, conversationId: string, me: string): ChatMessage {
  const { message } = pending;
  return {
    id: message.client_id,
    conversation_id: conversationId,
    sender_id: me,
    client_id: message.client_id,
    kind: message.kind,
    text: message.kind === 'text' ? message.text : '',
    picture: null,
    offer: null,
    time_proposal: null,
    created_at: pending.created_at,
    delivered_at: null,
    read_at: null,
  };
}

/** A refusal the api explained, or none (the network failed: the draft waits to be sent again). */
function refusal(error: unknown): string | null {
  return isApiError(error) && error.status > 0 && error.user_message ? error.user_message : null;
}

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
  const locale = useLocale();
  const queryClient = useQueryClient();
  const id = conversation.id;
  const key = chatKeys.messages(id);
  const history = useMessages(id);
  const messages = messagesNewestFirst(history.data);
  const [pending, setPending] = useState<Pending[]>([]);
  const [typingUntil, setTypingUntil] = useState(0);
  const [now, setNow] = useState(0);
  const [uploading, setUploading] = useState(false);
  const [pictureError, setPictureError] = useState<string | null>(null);
  const [openPicture, setOpenPicture] = useState<ChatMessage | null>(null);
  const [dialog, setDialog] = useState<'offer' | 'time' | 'report' | null>(null);
  const [reported, setReported] = useState<ChatMessage | null>(null);
  const [reporting, setReporting] = useState(false);
  const [answering, setAnswering] = useState(false);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const lastTypingSent = useRef(0);
  const scroller = useRef<HTMLDivElement>(null);
  const readUpTo = useRef<string | null>(null);
  const pendingNow = useRef(pending);
  useEffect(() => {
    pendingNow.current = pending;
  });

  const place = useCallback(
    (message: ChatMessage) => {
      queryClient.setQueryData<MessagePages>(key, (data) => placeMessage(data, message));
      setPending((list) => list.filter((item) => item.message.client_id !== message.client_id));
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is the conversation's id
    [queryClient, id],
  );

  const deliver = useCallback(
    (item: Pending) => {
      setPending((list) =>
        list.map((entry) =>
          entry.message.client_id === item.message.client_id ? { ...entry, failed: false } : entry,
        ),
      );
      sendMessage(id, item.message).then(place, (error: unknown) => {
        const reason = refusal(error);
        if (reason) {
          enqueueSnackbar(reason, { variant: 'error' });
          setPending((list) =>
            list.filter(
              (entry) => entry !== item && entry.message.client_id !== item.message.client_id,
            ),
          );
        } else {
          setPending((list) =>
            list.map((entry) =>
              entry.message.client_id === item.message.client_id
                ? { ...entry, failed: true }
                : entry,
            ),
          );
        }
      });
    },
    [id, place],
  );

  const send = (message: OutgoingMessage) => {
    const item: Pending = { message, failed: false, created_at: new Date().toISOString() };
    setPending((list) => [...list, item]);
    deliver(item);
  };

  // The other side's typing fades out by itself.
  useEffect(() => {
    if (typingUntil <= Date.now()) return;
    const timer = window.setTimeout(() => setNow(Date.now()), typingUntil - Date.now());
    return () => window.clearTimeout(timer);
  }, [typingUntil]);
  const otherTyping = typingUntil > now;

  // A proposal's slot shows its seats as they change (the service's availability namespace).
  const serviceId = conversation.subject.service_id;
  useLiveAvailability(serviceId ? [serviceId] : [], (slots) =>
    queryClient.setQueryData<MessagePages>(key, (data) => slots.reduce(placeProposalSlot, data)),
  );

  useChatListener({
    message: (message) => {
      if (message.conversation_id !== id) return;
      place(message);
      if (message.sender_id !== me) setTypingUntil(0);
    },
    message_updated: (message) => {
      if (message.conversation_id === id) place(message);
    },
    receipt: (receipt) => {
      if (receipt.conversation_id !== id) return;
      queryClient.setQueryData<MessagePages>(key, (data) => applyReceipt(data, receipt));
    },
    typing: (typing) => {
      if (typing.conversation_id === id && typing.account_id !== me) {
        setTypingUntil(Date.now() + TYPING_SHOWN_MS);
      }
    },
    reconnected: () => {
      // What arrived while the socket was away, after the newest message held; then the drafts
      // that could not be sent go again with their own client_id (stored once).
      const newest = messagesNewestFirst(queryClient.getQueryData<MessagePages>(key))[0];
      if (newest) {
        getMessages(id, { after: newest.id })
          .then((page) =>
            queryClient.setQueryData<MessagePages>(key, (data) =>
              placeMessagesAfter(data, page.items),
            ),
          )
          .catch(() => undefined);
      } else {
        void queryClient.invalidateQueries({ queryKey: key });
      }
      for (const item of pendingNow.current) if (item.failed) deliver(item);
    },
  });

  // Reading: the newest message of the other side, once it is on screen in a visible page.
  const newestFromOther = messages.find((message) => message.sender_id !== me);
  useEffect(() => {
    if (!newestFromOther || newestFromOther.read_at || readUpTo.current === newestFromOther.id)
      return;
    const read = () => {
      if (document.visibilityState !== 'visible' || readUpTo.current === newestFromOther.id) return;
      readUpTo.current = newestFromOther.id;
      markRead(id, newestFromOther.id)
        .then(() => onRead(conversation))
        .catch(() => {
          readUpTo.current = null;
        });
    };
    read();
    document.addEventListener('visibilitychange', read);
    return () => document.removeEventListener('visibilitychange', read);
  }, [id, newestFromOther, conversation, onRead]);

  // Scrolling: new messages keep the view at the bottom when it was there; older pages keep the
  // message in view where it was.
  const shownCount = messages.length + pending.length;
  const previous = useRef({ height: 0, top: 0, count: 0, oldestId: '' });
  const oldestId = messages.at(-1)?.id ?? '';
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const before = previous.current;
    if (before.count === 0) {
      box.scrollTop = box.scrollHeight;
    } else if (before.oldestId && oldestId !== before.oldestId && shownCount > before.count) {
      box.scrollTop = box.scrollHeight - before.height + before.top;
    } else if (before.height - before.top - box.clientHeight < 120) {
      box.scrollTop = box.scrollHeight;
    }
    previous.current = {
      height: box.scrollHeight,
      top: box.scrollTop,
      count: shownCount,
      oldestId,
    };
  }, [shownCount, oldestId]);

  const onScroll = () => {
    const box = scroller.current;
    if (!box) return;
    previous.current = { ...previous.current, height: box.scrollHeight, top: box.scrollTop };
    if (box.scrollTop < 80 && history.hasNextPage && !history.isFetchingNextPage) {
      void history.fetchNextPage();
    }
  };

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

  const refreshConversation = () => {
    void queryClient.invalidateQueries({ queryKey: chatKeys.conversation(id) });
    void queryClient.invalidateQueries({ queryKey: chatKeys.conversations });
  };
  const toggleBlock = () => {
    setMenuAnchor(null);
    const party = conversation.other_party;
    (conversation.blocked_by_me ? unblockAccount(party.id) : blockAccount(party.id))
      .then(() => {
        queryClient.setQueryData<Conversation>(chatKeys.conversation(id), (cached) =>
          cached ? { ...cached, blocked_by_me: !conversation.blocked_by_me } : cached,
        );
        enqueueSnackbar(
          t(conversation.blocked_by_me ? 'block.unblocked' : 'block.blocked', {
            name: party.display_name,
          }),
          { variant: 'success' },
        );
        refreshConversation();
      })
      .catch(() => undefined);
  };

  const sendReport = (report: {
    reason: 'spam' | 'scam' | 'abuse' | 'other';
    details?: string;
  }) => {
    setReporting(true);
    reportConversation({
      conversation_id: id,
      ...(reported ? { message_id: reported.id } : {}),
      ...report,
    })
      .then(() => {
        setDialog(null);
        enqueueSnackbar(t('report.sent'), { variant: 'success' });
      })
      .catch(() => undefined)
      .finally(() => setReporting(false));
  };

  const { subject, other_party: party } = conversation;
  /** A time proposal: a slot of the subject's service, or else a free date-time. */
  const proposeTime = (at: { slot_id: string } | { starts_at: string }) => {
    setDialog(null);
    send({ kind: 'time_proposal', client_id: newIdempotencyKey(), ...at });
  };
  // The side that buys or books: it makes offers and reserves proposed slots.
  const customer = subject.owner_id !== null && subject.owner_id !== me;
  const drafts = pending.map((item) => ({ item, message: draftMessage(item, id, me) }));
  const oldestFirst = [...messages].reverse();

  return (
    <Stack
      sx={{ height: '100%', minHeight: 0 }}
      data-testid="conversation"
      data-conversation-id={id}
    >
      <Stack
        direction="row"
        spacing={1.5}
        sx={{ alignItems: 'center', p: 1.25, borderBottom: '1px solid', borderColor: 'divider' }}
      >
        <IconButton
          aria-label={t('back')}
          onClick={onBack}
          data-testid="conversation-back"
          sx={{ display: { xs: 'inline-flex', md: 'none' } }}
        >
          <ArrowBackRounded />
        </IconButton>
        <ListingThumbnail
          title={subject.title}
          image={subject.picture_url ? { thumbnail_url: subject.picture_url, alt: '' } : null}
          size={44}
          decorative
        />
        <Stack sx={{ minWidth: 0, flexGrow: 1 }}>
          <Typography
            noWrap
            sx={{ fontWeight: 700 }}
            component="h2"
            data-testid="conversation-title"
          >
            {party.display_name}
          </Typography>
          <Typography variant="body2" noWrap color="text.secondary">
            {subject.link ? (
              <MuiLink component={NextLink} href={subject.link} color="inherit">
                {subject.title}
              </MuiLink>
            ) : (
              subject.title
            )}
            {subject.price ? ` · ${formatMoney(subject.price, locale)}` : ''}
          </Typography>
          <SlotTimeLine slotTime={subject.slot_time} />
        </Stack>
        <IconButton
          aria-label={t('menu')}
          aria-haspopup="menu"
          onClick={(event) => setMenuAnchor(event.currentTarget)}
          data-testid="conversation-menu"
        >
          <MoreVertRounded />
        </IconButton>
        <Menu anchorEl={menuAnchor} open={menuAnchor !== null} onClose={() => setMenuAnchor(null)}>
          <MenuItem onClick={toggleBlock} data-testid="toggle-block">
            <ListItemIcon>
              <BlockRounded fontSize="small" />
            </ListItemIcon>
            {conversation.blocked_by_me
              ? t('block.unblock', { name: party.display_name })
              : t('block.block', { name: party.display_name })}
          </MenuItem>
          <MenuItem
            data-testid="report-conversation"
            onClick={() => {
              setMenuAnchor(null);
              setReported(null);
              setDialog('report');
            }}
          >
            <ListItemIcon>
              <FlagOutlined fontSize="small" />
            </ListItemIcon>
            {t('report.conversation')}
          </MenuItem>
        </Menu>
      </Stack>

      <Stack
        ref={scroller}
        onScroll={onScroll}
        spacing={0.75}
        role="log"
        aria-label={t('history', { name: party.display_name })}
        data-testid="message-history"
        sx={{ flexGrow: 1, minHeight: 0, overflowY: 'auto', p: 2, overscrollBehavior: 'contain' }}
      >
        {history.isFetchingNextPage || history.isPending ? (
          <Stack sx={{ alignItems: 'center', py: 1 }}>
            <CircularProgress size={24} aria-label={t('loadingHistory')} />
          </Stack>
        ) : null}
        {!history.isPending && messages.length === 0 && pending.length === 0 ? (
          <Typography color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>
            {t('empty', { name: party.display_name })}
          </Typography>
        ) : null}
        {oldestFirst.map((message) => (
          <MessageBubble
            key={message.client_id ?? message.id}
            message={message}
            mine={message.sender_id === me}
            customer={customer}
            onAnswer={onAnswer}
            answering={answering}
            onOpenPicture={setOpenPicture}
            onReport={(target) => {
              setReported(target);
              setDialog('report');
            }}
          />
        ))}
        {drafts
          .filter(
            ({ message }) => !messages.some((stored) => stored.client_id === message.client_id),
          )
          .map(({ item, message }) => (
            <MessageBubble
              key={message.client_id}
              message={message}
              mine
              customer={customer}
              pendingState={item.failed ? 'failed' : 'sending'}
              onAnswer={onAnswer}
              answering={answering}
              onOpenPicture={setOpenPicture}
              onReport={() => undefined}
              onRetry={() => deliver(item)}
            />
          ))}
      </Stack>

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

      <OfferDialog
        open={dialog === 'offer'}
        currency={subject.price?.currency ?? 'EUR'}
        onClose={() => setDialog(null)}
        onSend={(amount) => {
          setDialog(null);
          send({ kind: 'offer', client_id: newIdempotencyKey(), amount_minor: amount });
        }}
      />
      {serviceId ? (
        <SlotProposalDialog
          open={dialog === 'time'}
          serviceId={serviceId}
          onClose={() => setDialog(null)}
          onSend={(slotId) => proposeTime({ slot_id: slotId })}
        />
      ) : (
        <TimeProposalDialog
          open={dialog === 'time'}
          onClose={() => setDialog(null)}
          onSend={(startsAt) => proposeTime({ starts_at: startsAt })}
        />
      )}
      <ReportDialog
        open={dialog === 'report'}
        aboutMessage={reported !== null}
        pending={reporting}
        onClose={() => setDialog(null)}
        onSend={sendReport}
      />
      <Dialog
        open={openPicture !== null}
        onClose={() => setOpenPicture(null)}
        maxWidth="lg"
        aria-label={t('picture.large')}
      >
        {openPicture?.picture ? (
          // eslint-disable-next-line @next/next/no-img-element -- an uploaded picture of any size
          <img
            src={openPicture.picture.url}
            alt={openPicture.text || t('picture.alt')}
            data-testid="picture-large"
            style={{ display: 'block', maxWidth: '100%', maxHeight: '85vh' }}
          />
        ) : null}
      </Dialog>
    </Stack>
  );
}
