'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormatter, useLocale, useNow, useTranslations } from 'use-intl';
import { badgeLabel, formatMoney, type ChatMessage, type Conversation } from '@bazaar/contracts';
import { ListingThumbnail } from '@/components/listing-thumbnail';
import { visuallyHidden } from '@/components/visually-hidden';
import { SlotTimeLine } from './slot-time-line';

interface Props {
  conversations: Conversation[];
  openId: string | null;
  onOpen: (id: string) => void;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

/** What the newest message was, in one line. */
function usePreview() {
  const t = useTranslations('chat');
  const locale = useLocale();
  return (message: ChatMessage | null): string => {
    if (!message) return t('list.noMessages');
    if (message.kind === 'picture') return message.text || t('list.picture');
    if (message.kind === 'offer' && message.offer) {
      return t('list.offer', { price: formatMoney(message.offer.price, locale) });
    }
    if (message.kind === 'time_proposal') return t('list.timeProposal');
    return message.text;
  };
}

function ConversationRow({
  conversation,
  open,
  onOpen,
  now,
}: {
  conversation: Conversation;
  open: boolean;
  onOpen: (id: string) => void;
  now: Date;
}) {
  const t = useTranslations('chat');
  const format = useFormatter();
  const locale = useLocale();
  const preview = usePreview();
  const { subject, other_party: party, unread_count: unread } = conversation;
  return (
    <ListItem disablePadding>
      <ListItemButton
        selected={open}
        onClick={() => onOpen(conversation.id)}
        aria-current={open ? 'true' : undefined}
        data-testid="conversation-row"
        data-conversation-id={conversation.id}
        data-unread={unread}
        sx={{ gap: 1.5, alignItems: 'flex-start', py: 1.25, borderRadius: 2 }}
      >
        <ListingThumbnail
          title={subject.title}
          image={subject.picture_url ? { thumbnail_url: subject.picture_url, alt: '' } : null}
          size={52}
          decorative
        />
        <Stack sx={{ minWidth: 0, flexGrow: 1 }} spacing={0.25}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
            <Typography
              noWrap
              sx={{ fontWeight: unread ? 700 : 600, flexGrow: 1, minWidth: 0 }}
              data-testid="conversation-party"
            >
              {party.display_name}
            </Typography>
            <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
              {format.relativeTime(new Date(conversation.last_activity_at), now)}
            </Typography>
          </Stack>
          <Typography variant="body2" noWrap color="text.secondary">
            {subject.title}
            {subject.price ? ` · ${formatMoney(subject.price, locale)}` : ''}
          </Typography>
          <SlotTimeLine slotTime={subject.slot_time} />
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography
              variant="body2"
              noWrap
              sx={{ flexGrow: 1, minWidth: 0, fontWeight: unread ? 600 : 400 }}
              color={unread ? 'text.primary' : 'text.secondary'}
              data-testid="conversation-preview"
            >
              {preview(conversation.last_message)}
            </Typography>
            {unread ? (
              <>
                <Box component="span" sx={visuallyHidden}>
                  {t('list.unread', { count: unread })}
                </Box>
                <Box
                  component="span"
                  aria-hidden
                  data-testid="conversation-unread"
                  sx={{
                    minWidth: 20,
                    height: 20,
                    px: 0.75,
                    borderRadius: 10,
                    bgcolor: 'primary.main',
                    color: 'primary.contrastText',
                    fontSize: 12,
                    fontWeight: 700,
                    display: 'inline-grid',
                    placeItems: 'center',
                    flexShrink: 0,
                  }}
                >
                  {badgeLabel(unread)}
                </Box>
              </>
            ) : null}
          </Stack>
        </Stack>
      </ListItemButton>
    </ListItem>
  );
}

/** The account's conversations, newest activity first (issue 17). */
export function ConversationList({
  conversations,
  openId,
  onOpen,
  hasMore,
  loadingMore,
  onLoadMore,
}: Props) {
  const t = useTranslations('chat');
  // One clock for every row: "5 minutes ago" moves on while the list is open.
  const now = useNow({ updateInterval: 60_000 });
  return (
    <Box sx={{ overflowY: 'auto', height: '100%', p: 1 }}>
      <List disablePadding aria-label={t('list.label')} data-testid="conversation-list">
        {conversations.map((conversation) => (
          <ConversationRow
            key={conversation.id}
            conversation={conversation}
            open={conversation.id === openId}
            onOpen={onOpen}
            now={now}
          />
        ))}
      </List>
      {hasMore ? (
        <Stack sx={{ alignItems: 'center', py: 1 }}>
          <Button onClick={onLoadMore} loading={loadingMore}>
            {t('list.more')}
          </Button>
        </Stack>
      ) : null}
    </Box>
  );
}
