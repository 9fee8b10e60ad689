'use client';

import ChatBubbleOutlineRounded from '@mui/icons-material/ChatBubbleOutlineRounded';
import LoginRounded from '@mui/icons-material/LoginRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import NextLink from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback } from 'react';
import { useTranslations } from 'use-intl';
import {
  CHAT_CONVERSATION_PARAM,
  layout,
  routes,
  signInLocation,
  type Conversation,
} from '@bazaar/contracts';
import { EmptyState } from '@/components/empty-state';
import { chatKeys } from '@/entities/chat/chat-keys';
import { useChatListener } from '@/entities/chat/live-chat';
import { conversationHref } from '@/entities/chat/start-conversation';
import { bannerStripHeight } from '@/lib/overlays/banner-strip';
import { useAppSelector } from '@/lib/store/hooks';
import { useConversation } from '../api/get-conversation';
import { useConversations } from '../api/get-conversations';
import { placeConversation, withMessage, type ConversationPages } from '../chat-cache';
import { ConversationList } from './conversation-list';
import { ConversationPane } from './conversation-pane';

/**
 * The frame fills the window below the header (the desktop's, or the phone's with its bottom bar)
 * and a banner shown under it, so the composer stays in the window.
 */
const frameHeight = {
  xs: `calc(100dvh - ${layout.compactHeaderHeightPx + layout.bottomBarHeightPx + 2 * layout.contentPaddingPx}px - env(safe-area-inset-bottom, 0px) - ${bannerStripHeight})`,
  md: `calc(100dvh - ${layout.headerHeightPx + 2 * layout.contentPaddingPx}px - ${bannerStripHeight})`,
};

/** `/chat` for a visitor: the chat is public (spec §6) but asks to sign in, and comes back here. */
function SignedOutChat() {
  const t = useTranslations('chat');
  const pathname = usePathname();
  const search = useSearchParams().toString();
  return (
    <EmptyState
      title={t('signedOut.title')}
      description={t('signedOut.description')}
      image={<ChatBubbleOutlineRounded sx={{ fontSize: 72, color: 'text.secondary' }} />}
      actions={
        <Button
          component={NextLink}
          href={signInLocation(search ? `${pathname}?${search}` : pathname)}
          variant="contained"
          size="large"
          startIcon={<LoginRounded />}
          data-testid="chat-sign-in"
        >
          {t('signedOut.signIn')}
        </Button>
      }
    />
  );
}

function SignedInChat({ me }: { me: string }) {
  const t = useTranslations('chat');
  const router = useRouter();
  const queryClient = useQueryClient();
  const openId = useSearchParams().get(CHAT_CONVERSATION_PARAM);
  const list = useConversations();
  const open = useConversation(openId);
  const conversations = list.data?.pages.flatMap((page) => page.items) ?? [];

  const updateList = (
    change: (data: ConversationPages | undefined) => ConversationPages | undefined,
  ) => queryClient.setQueryData<ConversationPages>(chatKeys.conversations, change);
  const updateOne = (conversation: Conversation) =>
    queryClient.setQueryData<Conversation>(chatKeys.conversation(conversation.id), conversation);

  useChatListener({
    conversation: (conversation) => {
      updateList((data) => placeConversation(data, conversation));
      updateOne(conversation);
    },
    message: (message) => {
      const row = conversations.find((item) => item.id === message.conversation_id);
      if (!row) {
        void queryClient.invalidateQueries({ queryKey: chatKeys.conversations });
        return;
      }
      const fromOther = message.sender_id !== me;
      const unread = fromOther && message.conversation_id !== openId;
      const moved = {
        ...withMessage(row, message),
        unread_count: row.unread_count + (unread ? 1 : 0),
      };
      updateList((data) => placeConversation(data, moved));
    },
    reconnected: () => void queryClient.invalidateQueries({ queryKey: chatKeys.conversations }),
  });

  const onRead = useCallback(
    (conversation: Conversation) => {
      const read = { ...conversation, unread_count: 0 };
      queryClient.setQueryData<ConversationPages>(chatKeys.conversations, (data) =>
        placeConversation(data, read),
      );
      queryClient.setQueryData<Conversation>(chatKeys.conversation(conversation.id), (cached) =>
        cached ? { ...cached, unread_count: 0 } : cached,
      );
      void queryClient.invalidateQueries({ queryKey: chatKeys.unread });
    },
    [queryClient],
  );

  // The row in the list is the freshest copy (live events move it); the conversation's own
  // query covers a deep link to one outside the loaded pages.
  const current = conversations.find((item) => item.id === openId) ?? open.data ?? null;
  const phonePane = openId !== null;

  if (list.isPending) {
    return (
      <Stack sx={{ alignItems: 'center', py: 8 }}>
        <CircularProgress aria-label={t('loading')} />
      </Stack>
    );
  }
  if (conversations.length === 0 && !current) {
    return (
      <EmptyState
        title={t('none.title')}
        description={t('none.description')}
        image={<ChatBubbleOutlineRounded sx={{ fontSize: 72, color: 'text.secondary' }} />}
        actions={
          <Button component={NextLink} href={routes.home} variant="outlined">
            {t('none.browse')}
          </Button>
        }
      />
    );
  }

  return (
    <Card
      data-testid="chat-frame"
      sx={{
        height: frameHeight,
        minHeight: 360,
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(280px, 360px) minmax(0, 1fr)' },
        overflow: 'hidden',
      }}
    >
      <Box
        component="section"
        aria-label={t('list.label')}
        sx={{
          display: { xs: phonePane ? 'none' : 'flex', md: 'flex' },
          flexDirection: 'column',
          minHeight: 0,
          minWidth: 0,
          borderRight: { md: '1px solid' },
          borderColor: { md: 'divider' },
        }}
      >
        <Typography variant="h5" component="h1" sx={{ px: 2, pt: 2, pb: 1, fontWeight: 700 }}>
          {t('title')}
        </Typography>
        <Box sx={{ flexGrow: 1, minHeight: 0 }}>
          <ConversationList
            conversations={conversations}
            openId={openId}
            onOpen={(id) => router.push(conversationHref(id))}
            hasMore={list.hasNextPage}
            loadingMore={list.isFetchingNextPage}
            onLoadMore={() => void list.fetchNextPage()}
          />
        </Box>
      </Box>
      {/* A phone shows one at a time: the list, or the open conversation. */}
      <Box
        sx={{
          display: { xs: phonePane ? 'block' : 'none', md: 'block' },
          minHeight: 0,
          minWidth: 0,
        }}
      >
        {current ? (
          <ConversationPane
            key={current.id}
            conversation={current}
            me={me}
            onBack={() => router.push(routes.chat)}
            onRead={onRead}
          />
        ) : openId && open.isPending ? (
          <Stack sx={{ alignItems: 'center', py: 8 }}>
            <CircularProgress aria-label={t('loading')} />
          </Stack>
        ) : (
          <Stack sx={{ height: '100%', alignItems: 'center', justifyContent: 'center', p: 3 }}>
            <Typography color="text.secondary" data-testid="choose-conversation">
              {openId ? t('notFound') : t('choose')}
            </Typography>
          </Stack>
        )}
      </Box>
    </Card>
  );
}

/** `/chat` (issue 17): conversations beside the open one on a desktop, one at a time on a phone. */
export function ChatPage() {
  const token = useAppSelector((state) => state.auth.token);
  const me = useAppSelector((state) => state.auth.userId);
  return token && me ? <SignedInChat me={me} /> : <SignedOutChat />;
}
