import type { SupportedLocale } from '@bazaar/contracts';
import { mailHtml, type MailMessage } from '../mailer';

interface ReplyMailTexts {
  subject: (reference: string) => string;
  title: (reference: string) => string;
  greeting: (name: string) => string;
  intro: string;
  quoteLead: string;
  followUp: (reference: string) => string;
  closed: string;
  closing: string;
}

/** The reply mail in each language the site speaks; the sender's language chooses. */
const replyTexts: Record<SupportedLocale, ReplyMailTexts> = {
  en: {
    subject: (reference) => `Re: your support request ${reference}`,
    title: (reference) => `Our answer to your request ${reference}`,
    greeting: (name) => `Hello ${name},`,
    intro: 'thank you for writing to Bazaar support. Here is our answer:',
    quoteLead: 'You wrote:',
    followUp: (reference) =>
      `To write again about this, use the support form and quote ${reference}.`,
    closed: 'We have closed this request. Write again whenever you need us.',
    closing: 'Your Bazaar support team',
  },
  de: {
    subject: (reference) => `Re: Ihre Supportanfrage ${reference}`,
    title: (reference) => `Unsere Antwort auf Ihre Anfrage ${reference}`,
    greeting: (name) => `Hallo ${name},`,
    intro: 'danke, dass Sie sich an den Bazaar-Support gewandt haben. Hier ist unsere Antwort:',
    quoteLead: 'Sie schrieben:',
    followUp: (reference) =>
      `Wenn Sie dazu noch einmal schreiben, nutzen Sie das Supportformular und nennen Sie ${reference}.`,
    closed: 'Wir haben diese Anfrage abgeschlossen. Schreiben Sie uns jederzeit wieder.',
    closing: 'Ihr Bazaar-Supportteam',
  },
};

/** Splits a reply into its paragraphs (blank lines), keeping single line breaks as spaces. */
function paragraphsOf(text: string): string[] {
  return text
    .replace(/\r\n/g, '\n')
    .split(/\n\s*\n/)
    .map((chunk) => chunk.replace(/\s*\n\s*/g, ' ').trim())
    .filter((chunk) => chunk.length > 0);
}

/** To the sender of a request: an administrator's reply, with their own message quoted. */
export function supportReplyMail(parts: {
  to: string;
  locale: SupportedLocale;
  name: string;
  reference: string;
  message: string;
  reply: string;
  link: string;
  closed: boolean;
}): MailMessage {
  const t = replyTexts[parts.locale];
  const reply = paragraphsOf(parts.reply);
  const quoted = paragraphsOf(parts.message);
  const ending = [t.followUp(parts.reference), ...(parts.closed ? [t.closed] : [])];
  const text = [
    t.greeting(parts.name),
    '',
    t.intro,
    '',
    ...reply.flatMap((paragraph) => [paragraph, '']),
    t.quoteLead,
    ...quoted.map((paragraph) => `> ${paragraph}`),
    '',
    ...ending,
    parts.link,
    '',
    t.closing,
  ].join('\n');
  return {
    to: parts.to,
    subject: t.subject(parts.reference),
    text,
    html: mailHtml({
      title: t.title(parts.reference),
      paragraphs: [
        t.greeting(parts.name),
        t.intro,
        ...reply,
        t.quoteLead,
        ...quoted.map((paragraph) => `“${paragraph}”`),
        ...ending,
        parts.link,
      ],
      closing: t.closing,
    }),
  };
}
