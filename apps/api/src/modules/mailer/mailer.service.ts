import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import { escapeHtml } from '@bazaar/contracts';

/** One mail to one person, as plain text and simple HTML. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailerOptions {
  /** SMTP server (smtp:// or smtps://); unset: the outbox folder. */
  smtpUrl: string | undefined;
  from: string;
  /** Where the outbox writes one .eml file per mail. */
  outboxDir: string;
}

/** A file name that sorts by time and never collides: 2026-11-22T10-15-30.123Z-<uuid>.eml */
export function outboxFileName(now: Date, extension: string): string {
  return `${now.toISOString().replace(/:/g, '-')}-${randomUUID()}.${extension}`;
}

/**
 * Sends mail through SMTP when SMTP_URL is set; otherwise nodemailer renders each mail and the
 * outbox keeps it as an .eml file under DATA_DIR/outbox/mail (with its plain text beside it as
 * .txt), so an offline install still works and anybody can read what would have been sent.
 */
export function createMailer(options: MailerOptions, log: FastifyBaseLogger) {
  const transport: Transporter = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const inFlight = new Set<Promise<void>>();

  async function send(message: MailMessage): Promise<void> {
    const info = await transport.sendMail({ from: options.from, ...message });
    if (!options.smtpUrl) {
      await mkdir(options.outboxDir, { recursive: true });
      const file = path.join(options.outboxDir, outboxFileName(new Date(), 'eml'));
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      // The .eml wraps long lines (quoted-printable); the .txt beside it keeps links whole for `cat`.
      const readable = `To: ${message.to}\nSubject: ${message.subject}\n\n${message.text}\n`;
      await writeFile(file.replace(/\.eml$/, '.txt'), readable, { mode: 0o600 });
      log.info({ file, subject: message.subject }, 'mail written to the outbox');
    } else {
      log.info({ messageId: info.messageId, subject: message.subject }, 'mail sent');
    }
  }

  return {
    /** Where mail goes, for the start-up log. */
    describe: () => (options.smtpUrl ? 'smtp' : `outbox ${options.outboxDir}`),

    send,

    /**
     * Sends without making the caller wait, so an answer takes as long whether a mail went out or
     * not (restore password must not tell whether an account exists). Failures are logged.
     */
    sendInBackground(message: MailMessage): void {
      const sending = send(message)
        .catch((error: unknown) =>
          log.error({ err: error, subject: message.subject }, 'mail failed'),
        )
        .finally(() => inFlight.delete(sending));
      inFlight.add(sending);
    },

    /** Waits for background mail still being sent, then closes the SMTP connections. */
    async close(): Promise<void> {
      await Promise.allSettled([...inFlight]);
      transport.close();
    },
  };
}

export type Mailer = ReturnType<typeof createMailer>;

/** The simple HTML frame of every Bazaar mail: paragraphs and an optional button link. */
export function mailHtml(parts: {
  title: string;
  paragraphs: readonly string[];
  link?: { href: string; label: string };
  closing?: string;
}): string {
  const paragraph = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`;
  const button = parts.link
    ? `<p style="margin:24px 0"><a href="${escapeHtml(parts.link.href)}" style="background:#1f6feb;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(parts.link.label)}</a></p>` +
      paragraph(`If the button does not work, open this address: ${parts.link.href}`)
    : '';
  return [
    '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1b1f24;line-height:1.5">',
    `<h1 style="font-size:20px">${escapeHtml(parts.title)}</h1>`,
    ...parts.paragraphs.map(paragraph),
    button,
    paragraph(parts.closing ?? 'Your Bazaar team'),
    '</body></html>',
  ].join('');
}
