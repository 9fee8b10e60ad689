'use client';

import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import type { ChatMessage } from '@bazaar/contracts';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { reportConversation } from '../api/report-conversation';
import type { OutgoingMessage } from '../api/send-message';
import { OfferDialog, ReportDialog, TimeProposalDialog } from './chat-dialogs';
import { SlotProposalDialog } from './slot-proposal';

export type ConversationDialog = 'offer' | 'time' | 'report' | null;

interface Props {
  open: ConversationDialog;
  onClose: () => void;
  conversationId: string;
  /** The service the conversation is about: times are proposed as its slots. */
  serviceId: string | null;
  currency: string;
  /** The message being reported, or null for the whole conversation. */
  reported: ChatMessage | null;
  send: (message: OutgoingMessage) => void;
}

/** What a conversation asks in a dialog: an offer, a time proposal, a report. */
export function ConversationDialogs({
  open,
  onClose,
  conversationId,
  serviceId,
  currency,
  reported,
  send,
}: Props) {
  const t = useTranslations('chat');
  const [reporting, setReporting] = useState(false);

  const sendReport = (report: {
    reason: 'spam' | 'scam' | 'abuse' | 'other';
    details?: string;
  }) => {
    setReporting(true);
    reportConversation({
      conversation_id: conversationId,
      ...(reported ? { message_id: reported.id } : {}),
      ...report,
    })
      .then(() => {
        onClose();
        enqueueSnackbar(t('report.sent'), { variant: 'success' });
      })
      .catch(() => undefined)
      .finally(() => setReporting(false));
  };

  /** A time proposal: a slot of the subject's service, or else a free date-time. */
  const proposeTime = (at: { slot_id: string } | { starts_at: string }) => {
    onClose();
    send({ kind: 'time_proposal', client_id: newIdempotencyKey(), ...at });
  };

  return (
    <>
      <OfferDialog
        open={open === 'offer'}
        currency={currency}
        onClose={onClose}
        onSend={(amount) => {
          onClose();
          send({ kind: 'offer', client_id: newIdempotencyKey(), amount_minor: amount });
        }}
      />
      {serviceId ? (
        <SlotProposalDialog
          open={open === 'time'}
          serviceId={serviceId}
          onClose={onClose}
          onSend={(slotId) => proposeTime({ slot_id: slotId })}
        />
      ) : (
        <TimeProposalDialog
          open={open === 'time'}
          onClose={onClose}
          onSend={(startsAt) => proposeTime({ starts_at: startsAt })}
        />
      )}
      <ReportDialog
        open={open === 'report'}
        aboutMessage={reported !== null}
        pending={reporting}
        onClose={onClose}
        onSend={sendReport}
      />
    </>
  );
}
