import { mailHtml, type MailMessage } from '../mailer';

export function verificationCodeMail(to: string, code: string, validMinutes: number): MailMessage {
  const paragraphs = [
    'Enter this code on Bazaar to confirm your email address:',
    code,
    `The code is valid for ${validMinutes} minutes. If you did not ask for it, ignore this mail.`,
  ];
  return {
    to,
    subject: `Your Bazaar code: ${code}`,
    text: [...paragraphs, '', 'Your Bazaar team'].join('\n'),
    html: mailHtml({ title: 'Confirm your email address', paragraphs }),
  };
}

export function verificationCodeText(code: string, validMinutes: number): string {
  return `Your Bazaar code is ${code}. It is valid for ${validMinutes} minutes.`;
}

/** A new account's welcome, asking it to confirm its address where that is done. */
export function welcomeMail(
  to: string,
  welcome: { firstName: string; confirmUrl: string | null; homeUrl: string },
): MailMessage {
  const paragraphs = [
    welcome.firstName ? `Hello ${welcome.firstName},` : 'Hello,',
    'welcome to Bazaar: buy, sell, book services and find a home or a car, all in one marketplace.',
    ...(welcome.confirmUrl
      ? [
          'Please confirm your email address: buyers and sellers trust a confirmed one. Open your settings and ask for a code under Email.',
        ]
      : []),
  ];
  const href = welcome.confirmUrl ?? welcome.homeUrl;
  return {
    to,
    subject: 'Welcome to Bazaar',
    text: [...paragraphs, '', href, '', 'Your Bazaar team'].join('\n'),
    html: mailHtml({
      title: 'Welcome to Bazaar',
      paragraphs,
      link: { href, label: welcome.confirmUrl ? 'Confirm my address' : 'Open Bazaar' },
    }),
  };
}
