import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
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

/** This worker's SMTP server, once it has the run's port. */
let listening: SMTPServer | undefined;

/**
 * Listens on `port` unless another worker of the run does already; every mail received is kept in
 * `folder`, one file each, written whole before it is named so that no reader sees half of it.
 */
async function listenUnlessTaken(port: number, folder: string): Promise<void> {
  if (listening) return;
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
        const name = `${Date.now()}-${randomUUID()}`;
        writeFile(path.join(folder, `${name}.partial`), JSON.stringify(mail))
          .then(() =>
            rename(path.join(folder, `${name}.partial`), path.join(folder, `${name}.json`)),
          )
          .then(() => callback(), callback);
      });
    },
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
  } catch (error) {
    // Another worker of the run listens, and keeps what it receives in the same folder.
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') return;
    throw error;
  }
  // The worker's end closes it: journeys of other workers may still wait for their mail.
  server.server.unref();
  listening = server;
}

async function mailIn(folder: string): Promise<ReceivedMail[]> {
  const names = (await readdir(folder)).filter((name) => name.endsWith('.json')).sort();
  return Promise.all(
    names.map(
      async (name) => JSON.parse(await readFile(path.join(folder, name), 'utf8')) as ReceivedMail,
    ),
  );
}

/**
 * A real SMTP server on loopback for the journeys: the app sends its mail here (SMTP_URL), and a
 * test waits for the message to its unique address. The app has one SMTP address, and journeys
 * run in several workers at once: the first worker to ask listens, for as long as it lives, and
 * every worker reads the mail from one folder of this run (named by the runner, the workers'
 * parent process), so an address used by an earlier run never finds that run's mail.
 */
export async function startMailServer(port: number) {
  const folder = path.join(os.tmpdir(), `bazaar-e2e-mail-${port}-${process.ppid}`);
  await mkdir(folder, { recursive: true });
  await listenUnlessTaken(port, folder);

  return {
    /** The first message to `address` (and, given `matches`, such a one) within `timeoutMs`. */
    async waitForMail(
      address: string,
      timeoutMs = 20_000,
      matches: (mail: ReceivedMail) => boolean = () => true,
    ): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const mail = (await mailIn(folder)).find(
          (message) => message.to.includes(address.toLowerCase()) && matches(message),
        );
        if (mail) return mail;
        // The worker that listened may have ended: then this one listens from now on.
        await listenUnlessTaken(port, folder);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error(`No mail to ${address} arrived within ${timeoutMs} ms`);
    },
    // TODO(ADR 0084, before this lands): goes once restore-password.spec.ts no longer calls it.
    // The server stays for the other workers' journeys until this worker ends.
    close: () => Promise.resolve(),
  };
}
