'use client';

import ChatBubbleOutlineRounded from '@mui/icons-material/ChatBubbleOutlineRounded';
import Button from '@mui/material/Button';
import dynamic from 'next/dynamic';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useTranslations } from 'use-intl';
import { CHAT_COMPOSE_PARAM, signInLocation, type ChatSubjectKind } from '@bazaar/contracts';
import { useStartConversation } from '@/entities/chat/start-conversation';
import { useAppSelector } from '@/lib/store/hooks';

// The message box loads when it opens: an item page's own JS stays the button.
const MessageDialog = dynamic(() =>
  import('./message-dialog').then((module) => module.MessageDialog),
);

interface Props {
  subject: { kind: ChatSubjectKind; id: string; title: string };
  /** Whom the message goes to; the button is not shown to them. */
  recipient: { id: string; display_name: string };
  label: 'messageSeller' | 'askAboutAd' | 'messageBuyer' | 'messageProvider' | 'messageCustomer';
  variant?: 'outlined' | 'contained' | 'text';
  size?: 'small' | 'medium';
  /**
   * The message box reopens after signing in (an item page's start point); without it a signed
   * in account goes straight to the conversation.
   */
  compose?: boolean;
}

/** The address to come back to after signing in, with the message box asked for. */
function composeReturnPath(pathname: string): string {
  const query = new URLSearchParams(window.location.search);
  query.set(CHAT_COMPOSE_PARAM, '1');
  return `${pathname}?${query.toString()}`;
}

/**
 * A start point of the chat (issue 17): "Message seller" and "Ask about this ad" on item pages,
 * "Message buyer"/"Message seller" on an order, "Message provider"/"Message customer" on a
 * reservation. A visitor signs in first and comes back with the
 * message box open.
 */
export function MessageButton({
  subject,
  recipient,
  label,
  variant = 'outlined',
  size = 'medium',
  compose = true,
}: Props) {
  const t = useTranslations('chat.start');
  const router = useRouter();
  const pathname = usePathname();
  const signedIn = useAppSelector((state) => state.auth.token !== null);
  const me = useAppSelector((state) => state.auth.userId);
  const start = useStartConversation();
  const searchParams = useSearchParams();
  const [open, setOpen] = useState(false);
  // Back from signing in with `?message=1`: the box opens once, and the address forgets the ask.
  const asked =
    compose && signedIn && me !== recipient.id && searchParams.get(CHAT_COMPOSE_PARAM) === '1';
  const [answeredAsk, setAnsweredAsk] = useState(false);
  if (asked && !answeredAsk) {
    setAnsweredAsk(true);
    setOpen(true);
  }
  useEffect(() => {
    if (!asked) return;
    const query = new URLSearchParams(searchParams.toString());
    query.delete(CHAT_COMPOSE_PARAM);
    const rest = query.toString();
    router.replace(rest ? `${pathname}?${rest}` : pathname, { scroll: false });
  }, [asked, searchParams, pathname, router]);

  if (me !== null && me === recipient.id) return null;

  const onClick = () => {
    if (!signedIn) {
      router.push(signInLocation(compose ? composeReturnPath(pathname) : pathname));
    } else if (compose) {
      setOpen(true);
    } else {
      start.mutate({ kind: subject.kind, id: subject.id });
    }
  };

  return (
    <>
      <Button
        variant={variant}
        size={size}
        startIcon={<ChatBubbleOutlineRounded />}
        onClick={onClick}
        loading={!compose && start.isPending}
        data-testid="message-button"
      >
        {t(label)}
      </Button>
      {open ? (
        <MessageDialog
          open={open}
          title={t('dialogTitle', { name: recipient.display_name })}
          about={t('about', { title: subject.title })}
          pending={start.isPending}
          onClose={() => setOpen(false)}
          onSend={(text) => start.mutate({ kind: subject.kind, id: subject.id, text })}
        />
      ) : null}
    </>
  );
}
