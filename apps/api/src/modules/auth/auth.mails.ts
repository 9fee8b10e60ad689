import { mailHtml, type MailMessage } from '../mailer';

export function restorePasswordMail(to: string, link: string, validMinutes: number): MailMessage {
  const paragraphs = [
    'Somebody asked to set a new password for your Bazaar account.',
    `Open the link below to choose a new password. It works once and for ${validMinutes} minutes.`,
    'If you did not ask for this, ignore this mail: your password stays as it is.',
  ];
  return {
    to,
    subject: 'Set a new password for Bazaar',
    text: [...paragraphs.slice(0, 2), '', link, '', paragraphs[2], '', 'Your Bazaar team'].join(
      '\n',
    ),
    html: mailHtml({
      title: 'Set a new password',
      paragraphs: paragraphs.slice(0, 2),
      link: { href: link, label: 'Choose a new password' },
      closing: `${paragraphs[2]} Your Bazaar team`,
    }),
  };
}

export function directSignInMail(to: string, link: string, validMinutes: number): MailMessage {
  const paragraphs = [
    'Here is your link to sign in to Bazaar without a password.',
    `It works once and for ${validMinutes} minutes.`,
    'If you did not ask for it, ignore this mail; nobody can sign in without the link.',
  ];
  return {
    to,
    subject: 'Your Bazaar sign-in link',
    text: [...paragraphs.slice(0, 2), '', link, '', paragraphs[2], '', 'Your Bazaar team'].join(
      '\n',
    ),
    html: mailHtml({
      title: 'Sign in to Bazaar',
      paragraphs: paragraphs.slice(0, 2),
      link: { href: link, label: 'Sign in' },
      closing: `${paragraphs[2]} Your Bazaar team`,
    }),
  };
}
