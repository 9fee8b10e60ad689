import type { JobDefinition } from '../../jobs/job-runner';
import type { Clock } from '../../lib/clock';
import { mailHtml, type Mailer } from '../mailer';
import type { ChatService } from './chat.service';

/** Unread messages older than this are mailed about (once, until the recipient reads). */
export const UNREAD_MAIL_AFTER_MS = 5 * 60 * 1000;
/** Recipients mailed per run; the rest wait for the next minute. */
const RECIPIENTS_PER_RUN = 200;

/** Where the mail leads. */
export const CHAT_PATH = '/chat';

/** Whether an account wants chat mail: the notification preferences answer it (ADR 0048). */
export interface MailPreferences {
  wantsMail(accountId: string, category: 'chat'): Promise<boolean>;
}

export function unreadChatMail(to: string, messages: number, publicUrl: string) {
  const what = messages === 1 ? 'a new message' : `${messages} new messages`;
  const href = `${publicUrl}${CHAT_PATH}`;
  const intro = `You have ${what} on Bazaar that you have not read yet.`;
  return {
    to,
    subject: `You have ${what} on Bazaar`,
    text: [intro, '', 'Read and answer them in your chats:', href, '', 'Your Bazaar team'].join(
      '\n',
    ),
    html: mailHtml({
      title: `You have ${what}`,
      paragraphs: [intro, 'Read and answer them in your chats:'],
      link: { href, label: 'Open your chats' },
    }),
  };
}

/**
 * Every minute: one mail to each account with messages unread for more than five minutes that
 * no mail told of yet, and no mail since it last read (one mail, not one per message), when its
 * notification preferences want chat mail. Marked
 * after sending, so a failed mail is tried again by the next run; a crash between the two may
 * send it twice (at least once, like the order mails).
 */
export function mailUnreadChatJob(deps: {
  chat: Pick<ChatService, 'recipientsToMail' | 'markMailed' | 'emailOf'>;
  mailer: Pick<Mailer, 'send'>;
  preferences: MailPreferences;
  publicUrl: string;
  clock: Clock;
}): JobDefinition {
  return {
    name: 'chat.mail-unread',
    schedule: '* * * * *',
    run: async () => {
      const before = new Date(deps.clock.now().getTime() - UNREAD_MAIL_AFTER_MS);
      for (const { recipientId, messages } of await deps.chat.recipientsToMail(
        before,
        RECIPIENTS_PER_RUN,
      )) {
        const email = await deps.chat.emailOf(recipientId);
        if (email && (await deps.preferences.wantsMail(recipientId, 'chat'))) {
          await deps.mailer.send(unreadChatMail(email, messages, deps.publicUrl));
        }
        await deps.chat.markMailed(recipientId, before);
      }
    },
  };
}
