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

/**
 * A real SMTP server on loopback for the journeys: the app sends its mail here (SMTP_URL), and a
 * test waits for the message to its unique address.
 */
export async function startMailServer(port: number) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          raw,
          text: textOf(raw).join('\n'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });

  return {
    /** The first message to `address` (and, given `matches`, such a one) within `timeoutMs`. */
    async waitForMail(
      address: string,
      timeoutMs = 20_000,
      matches: (mail: ReceivedMail) => boolean = () => true,
    ): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const mail = received.find(
          (message) => message.to.includes(address.toLowerCase()) && matches(message),
        );
        if (mail) return mail;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error(`No mail to ${address} arrived within ${timeoutMs} ms`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
