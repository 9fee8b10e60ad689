import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { outboxFileName } from '../mailer';

export interface TextMessage {
  /** Phone number as the account gave it. */
  to: string;
  text: string;
}

/** Sends text messages; which implementation runs is decided by configuration. */
export interface SmsSender {
  send(message: TextMessage): Promise<void>;
  describe(): string;
}

/** Gateways can hang; a code that arrives after this long is useless anyway. */
const GATEWAY_TIMEOUT_MS = 10_000;

/**
 * An HTTP SMS gateway: POST {to, text} as JSON with a bearer token, any 2xx answer is success.
 * Most providers (or a small adapter in front of one) speak this.
 */
export function createHttpGatewaySmsSender(
  gateway: { url: string; token: string | undefined },
  log: FastifyBaseLogger,
): SmsSender {
  return {
    describe: () => `gateway ${new URL(gateway.url).host}`,
    async send(message) {
      const response = await fetch(gateway.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(gateway.token ? { authorization: `Bearer ${gateway.token}` } : {}),
        },
        body: JSON.stringify({ to: message.to, text: message.text }),
        signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
      });
      // The body is read so that the connection can be reused, and to log a refusal.
      const answer = await response.text();
      if (!response.ok) {
        throw new Error(`SMS gateway answered ${response.status}: ${answer.slice(0, 200)}`);
      }
      log.info({ status: response.status }, 'text message sent');
    },
  };
}

/** Without a gateway: every text message becomes a JSON file under DATA_DIR/outbox/sms. */
export function createOutboxSmsSender(outboxDir: string, log: FastifyBaseLogger): SmsSender {
  return {
    describe: () => `outbox ${outboxDir}`,
    async send(message) {
      await mkdir(outboxDir, { recursive: true });
      const now = new Date();
      const file = path.join(outboxDir, outboxFileName(now, 'json'));
      const record = { to: message.to, text: message.text, created_at: now.toISOString() };
      await writeFile(file, `${JSON.stringify(record, null, 2)}\n`, { mode: 0o600 });
      log.info({ file }, 'text message written to the outbox');
    },
  };
}

export function createSmsSender(
  options: { gateway: { url: string; token: string | undefined } | undefined; outboxDir: string },
  log: FastifyBaseLogger,
): SmsSender {
  return options.gateway
    ? createHttpGatewaySmsSender(options.gateway, log)
    : createOutboxSmsSender(options.outboxDir, log);
}
