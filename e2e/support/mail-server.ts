import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
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

/** The port of the run's SMTP server: the app sends its mail there (SMTP_URL, playwright.config.ts). */
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2626);

/**
 * Where the run's SMTP server keeps what it receives: a folder per recipient, a file per message,
 * so any worker reads the mail of its own addresses.
 */
const MAILBOX = path.join(path.dirname(fileURLToPath(import.meta.url)), '../artifacts/mailbox');

/** A recipient's folder in the mailbox. */
function folderOf(address: string): string {
  return path.join(MAILBOX, encodeURIComponent(address.toLowerCase()));
}

/**
 * Starts the run's one SMTP server on loopback (global setup, mail-global-setup.ts) with an empty
 * mailbox, and answers how to stop it. One server for the whole run: journeys reading mail run in
 * parallel workers, and a port can be listened on once; the app sends each mail once, so the
 * server must outlive every worker.
 */
export async function serveMail(port: number): Promise<() => Promise<void>> {
  await rm(MAILBOX, { recursive: true, force: true });
  await mkdir(MAILBOX, { recursive: true });
  let received = 0;
  const keep = async (mail: ReceivedMail) => {
    // Numbered in the order of arrival, so the first message to an address is read first.
    const name = `${String((received += 1)).padStart(6, '0')}.json`;
    for (const address of new Set(mail.to)) {
      const folder = folderOf(address);
      await mkdir(folder, { recursive: true });
      // Written whole, then named: a reader never finds half a message.
      await writeFile(path.join(folder, `${name}.part`), JSON.stringify(mail));
      await rename(path.join(folder, `${name}.part`), path.join(folder, name));
    }
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        keep({
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          raw,
          text: textOf(raw).join('\n'),
        }).then(
          () => callback(),
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** The messages the run's SMTP server received for `address` so far, first first. */
async function mailTo(address: string): Promise<ReceivedMail[]> {
  const folder = folderOf(address);
  const names = await readdir(folder).catch(() => [] as string[]);
  const messages = names.filter((name) => name.endsWith('.json')).sort();
  return Promise.all(
    messages.map(
      async (name) => JSON.parse(await readFile(path.join(folder, name), 'utf8')) as ReceivedMail,
    ),
  );
}

/**
 * The first message to `address` (and, given `matches`, such a one) that the run's SMTP server
 * receives within `timeoutMs`. Mail is sent in the background of the request that causes it.
 */
export async function waitForMail(
  address: string,
  timeoutMs = 20_000,
  matches: (mail: ReceivedMail) => boolean = () => true,
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = (await mailTo(address)).find(matches);
    if (mail) return mail;
    if (Date.now() >= deadline)
      throw new Error(`No mail to ${address} arrived within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

// TODO(ADR 0084, before this lands): goes once notification-preferences and support-inbox call
// waitForMail: the run's server (mail-global-setup.ts) already listens on the port.
export async function startMailServer(_port: number) {
  return { waitForMail, close: async () => undefined };
}
