import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';

/** One message the test's SMTP server received. */
export interface ReceivedMail {
  to: string[];
  raw: string;
  /** The decoded text of every text part. */
  text: string;
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The text of a MIME entity and its parts, with quoted-printable and base64 undone. */
function textOf(entity: string): string[] {
  const split = /\r?\n\r?\n/.exec(entity);
  if (!split) return [];
  const headers = entity.slice(0, split.index).replace(/\r?\n[ \t]+/g, ' ');
  const body = entity.slice(split.index + split[0].length);
  const type =
    /content-type:\s*([^;\r\n]+)/i.exec(headers)?.[1]?.trim().toLowerCase() ?? 'text/plain';
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];
  if (type.startsWith('multipart/') && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith('--'))
      .flatMap((part) => textOf(part.replace(/^\r?\n/, '')));
  }
  if (!type.startsWith('text/')) return [];
  const encoding = /content-transfer-encoding:\s*([^\s;]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'quoted-printable') return [decodeQuotedPrintable(body)];
  if (encoding === 'base64')
    return [Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')];
  return [body];
}

/** The port of the run's SMTP server: the app sends its mail there (playwright.config.ts). */
export const smtpPort = Number(process.env.E2E_SMTP_PORT ?? '2626');

/** Where the run's SMTP server keeps each message it receives, one JSON file per message. */
export const MAILBOX_FOLDER = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../artifacts/mailbox',
);

/**
 * A real SMTP server on loopback for the whole run (the app sends its mail here, SMTP_URL),
 * started once by the global setup: journeys in parallel workers share it, so each one keeps
 * what it receives as a file in MAILBOX_FOLDER, where any worker finds it (`waitForMail`).
 */
export async function startMailServer(port: number): Promise<{ close: () => Promise<void> }> {
  rmSync(MAILBOX_FOLDER, { recursive: true, force: true });
  mkdirSync(MAILBOX_FOLDER, { recursive: true });
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail: ReceivedMail = {
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          raw,
          text: textOf(raw).join('\n'),
        };
        received += 1;
        const file = path.join(MAILBOX_FOLDER, `${String(received).padStart(6, '0')}.json`);
        // Written whole, then named: a worker reading the mailbox never finds half a message.
        writeFileSync(`${file}.part`, JSON.stringify(mail));
        renameSync(`${file}.part`, file);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return { close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/**
 * The first message to `address` (and, given `matches`, such a one) within `timeoutMs`: mail is
 * sent by the api's jobs after the action that causes it, so the mailbox is polled.
 */
export async function waitForMail(
  address: string,
  timeoutMs = 20_000,
  matches: (mail: ReceivedMail) => boolean = () => true,
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = readdirSync(MAILBOX_FOLDER).filter((file) => file.endsWith('.json'));
    for (const file of files.sort()) {
      const mail = JSON.parse(
        readFileSync(path.join(MAILBOX_FOLDER, file), 'utf8'),
      ) as ReceivedMail;
      if (mail.to.includes(address.toLowerCase()) && matches(mail)) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail to ${address} arrived within ${timeoutMs} ms`);
}
