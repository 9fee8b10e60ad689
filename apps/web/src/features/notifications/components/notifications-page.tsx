'use client';

import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import DoneAllRounded from '@mui/icons-material/DoneAllRounded';
import NotificationsNoneRounded from '@mui/icons-material/NotificationsNoneRounded';
import PersonOutlineRounded from '@mui/icons-material/PersonOutlineRounded';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { StorefrontOutlined } from '@/components/icons/sprite-icon';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useRouter } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { useFormatter, useLocale, useTranslations } from 'use-intl';
import { notificationText, type Notification, type NotificationType } from '@bazaar/contracts';
import { EmptyState } from '@/components/empty-state';
import { visuallyHidden } from '@/components/visually-hidden';
import {
  useMarkNotificationsViewed,
  useMyNotifications,
} from '@/entities/notifications/notifications';

const typeIcons: Record<NotificationType, ReactNode> = {
  account: <PersonOutlineRounded />,
  eshop_integration: <StorefrontOutlined />,
  request: <ReceiptLongOutlined />,
  subscription: <WorkspacePremiumOutlined />,
  'custom_message:admin': <CampaignOutlined />,
  'custom_message:superadmin': <CampaignOutlined />,
};

function NotificationRow({
  notification,
  onOpen,
}: {
  notification: Notification;
  onOpen: (notification: Notification) => void;
}) {
  const t = useTranslations('notifications');
  const format = useFormatter();
  // An administrator's message carries its German text beside the English one.
  const text = notificationText(notification, useLocale());
  const unviewed = !notification.viewed;
  return (
    <ListItem disablePadding>
      <ListItemButton
        onClick={() => onOpen(notification)}
        data-testid="notification"
        data-viewed={notification.viewed}
        sx={{
          gap: 2,
          alignItems: 'flex-start',
          py: 1.75,
          borderRadius: 2,
          bgcolor: unviewed ? 'action.selected' : undefined,
        }}
      >
        <Box sx={{ color: unviewed ? 'primary.main' : 'text.secondary', pt: 0.25 }}>
          {typeIcons[notification.type]}
        </Box>
        <Stack spacing={0.25} sx={{ minWidth: 0, flexGrow: 1 }}>
          <Typography sx={{ fontWeight: unviewed ? 700 : 500, overflowWrap: 'anywhere' }}>
            {unviewed ? (
              <Box component="span" sx={visuallyHidden}>
                {t('unviewed')}:{' '}
              </Box>
            ) : null}
            {text.title}
          </Typography>
          {text.body ? (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {text.body}
            </Typography>
          ) : null}
          <Typography variant="caption" color="text.secondary">
            {format.dateTime(new Date(notification.created_at), {
              dateStyle: 'medium',
              timeStyle: 'short',
            })}
          </Typography>
        </Stack>
        {unviewed ? (
          <Box
            aria-hidden
            sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: 'primary.main', mt: 1 }}
          />
        ) : null}
      </ListItemButton>
    </ListItem>
  );
}

/**
 * `/notifications` (signed in): the account's notifications, newest first. Opening one marks it
 * viewed (spec §4) and follows its link.
 */
export function NotificationsPage() {
  const t = useTranslations('notifications');
  const router = useRouter();
  const [onlyUnviewed, setOnlyUnviewed] = useState(false);
  const list = useMyNotifications(onlyUnviewed);
  const markViewed = useMarkNotificationsViewed();
  const items = list.data ?? [];
  const unviewedIds = items.filter((item) => !item.viewed).map((item) => item.id);

  const open = (notification: Notification) => {
    if (!notification.viewed) markViewed.mutate([notification.id]);
    if (notification.link?.startsWith('/')) router.push(notification.link);
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 5 }, px: { xs: 0, sm: 2, md: 3 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' } }}>
          {t('title')}
        </Typography>
        <Button
          variant="outlined"
          startIcon={<DoneAllRounded />}
          disabled={unviewedIds.length === 0 || markViewed.isPending}
          onClick={() => markViewed.mutate(unviewedIds)}
          data-testid="mark-all-viewed"
        >
          {t('markAllViewed')}
        </Button>
      </Stack>
      <Tabs
        value={onlyUnviewed ? 'unviewed' : 'all'}
        onChange={(_event, value: string) => setOnlyUnviewed(value === 'unviewed')}
        sx={{ mb: 2 }}
      >
        <Tab value="all" label={t('tabs.all')} />
        <Tab value="unviewed" label={t('tabs.unviewed')} />
      </Tabs>
      {list.isPending ? (
        <Stack sx={{ alignItems: 'center', py: 6 }}>
          <CircularProgress aria-label={t('loading')} />
        </Stack>
      ) : items.length === 0 ? (
        <EmptyState
          title={onlyUnviewed ? t('empty.unviewedTitle') : t('empty.title')}
          description={t('empty.description')}
          image={<NotificationsNoneRounded sx={{ fontSize: 72, color: 'text.secondary' }} />}
          titleComponent="h2"
        />
      ) : (
        <Card sx={{ p: 1 }}>
          <List disablePadding aria-label={t('title')}>
            {items.map((notification) => (
              <NotificationRow key={notification.id} notification={notification} onOpen={open} />
            ))}
          </List>
        </Card>
      )}
    </Container>
  );
}
