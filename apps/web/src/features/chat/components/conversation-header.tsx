'use client';

import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import BlockRounded from '@mui/icons-material/BlockRounded';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import MoreVertRounded from '@mui/icons-material/MoreVertRounded';
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
import { useState } from 'react';
import { useLocale, useTranslations } from 'use-intl';
import { formatMoney, type Conversation } from '@bazaar/contracts';
import { ListingThumbnail } from '@/components/listing-thumbnail';
import { chatKeys } from '@/entities/chat/chat-keys';
import { blockAccount } from '../api/block-account';
import { unblockAccount } from '../api/unblock-account';
import { SlotTimeLine } from './slot-time-line';

interface Props {
  conversation: Conversation;
  onBack: () => void;
  /** Report the whole conversation (not one message). */
  onReport: () => void;
}

/** Who the conversation is with and what about, with its menu: block or unblock, report. */
export function ConversationHeader({ conversation, onBack, onReport }: Props) {
  const t = useTranslations('chat');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const { id, subject, other_party: party } = conversation;

  const toggleBlock = () => {
    setMenuAnchor(null);
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
        void queryClient.invalidateQueries({ queryKey: chatKeys.conversation(id) });
        void queryClient.invalidateQueries({ queryKey: chatKeys.conversations });
      })
      .catch(() => undefined);
  };

  return (
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
        <Typography noWrap sx={{ fontWeight: 700 }} component="h2" data-testid="conversation-title">
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
            onReport();
          }}
        >
          <ListItemIcon>
            <FlagOutlined fontSize="small" />
          </ListItemIcon>
          {t('report.conversation')}
        </MenuItem>
      </Menu>
    </Stack>
  );
}
