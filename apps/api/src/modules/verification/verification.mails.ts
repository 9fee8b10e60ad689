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
