import type { NotificationRow } from '../../db/schema/notifications';
import { mailHtml, type MailMessage } from '../mailer';

/** Where the mail's button leads: the notification's own link, or the notifications page. */
export function notificationMailLink(link: string | null, publicUrl: string): string {
  if (!link) return `${publicUrl}/notifications`;
  // Administrators' messages may link to an https address elsewhere (ADR 0046).
  return link.startsWith('/') ? `${publicUrl}${link}` : link;
}

/**
 * The mail of one notification: its title and body and a link. In English: Bazaar does not
 * know an account's language yet (the web's locale is a cookie of the browser), as with every
 * other mail it sends.
 */
export function notificationMail(
  to: string,
  notification: Pick<NotificationRow, 'title' | 'body' | 'link'>,
  publicUrl: string,
): MailMessage {
  const href = notificationMailLink(notification.link, publicUrl);
  const paragraphs = notification.body ? [notification.body] : [];
  const settings = `To choose which notifications you get by mail, open ${publicUrl}/profile/settings#notifications`;
  return {
    to,
    subject: notification.title,
    text: [
      notification.title,
      '',
      ...paragraphs.flatMap((paragraph) => [paragraph, '']),
      href,
      '',
      settings,
      '',
      'Your Bazaar team',
    ].join('\n'),
    html: mailHtml({
      title: notification.title,
      paragraphs: [...paragraphs],
      link: { href, label: 'Open in Bazaar' },
      closing: `${settings}. Your Bazaar team`,
    }),
  };
}
