import path from 'node:path';
import { z } from 'zod';
import { type EnvValues, nonEmpty } from './env-values';

/** Outgoing mail and text messages; without a server or gateway they go to outbox folders. */
export const messagingEnv = {
  /** SMTP server for outgoing mail (smtp:// or smtps://, with user:password if needed); unset: the mail outbox. */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  /** Sender of every mail. */
  MAIL_FROM: nonEmpty.default('Bazaar <no-reply@bazaar.local>'),
  /** HTTP gateway for text messages (POST JSON {to, text}); unset: the SMS outbox. */
  SMS_GATEWAY_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .optional(),
  /** Bearer token for SMS_GATEWAY_URL. */
  SMS_GATEWAY_TOKEN: nonEmpty.optional(),
};

export interface MessagingConfig {
  mail: { smtpUrl: string | undefined; from: string; outboxDir: string };
  sms: {
    gateway: { url: string; token: string | undefined } | undefined;
    outboxDir: string;
  };
}

export function messagingConfig(
  vars: EnvValues<typeof messagingEnv>,
  dataDir: string,
): MessagingConfig {
  return {
    mail: {
      smtpUrl: vars.SMTP_URL,
      from: vars.MAIL_FROM,
      outboxDir: path.join(dataDir, 'outbox', 'mail'),
    },
    sms: {
      gateway: vars.SMS_GATEWAY_URL
        ? { url: vars.SMS_GATEWAY_URL, token: vars.SMS_GATEWAY_TOKEN }
        : undefined,
      outboxDir: path.join(dataDir, 'outbox', 'sms'),
    },
  };
}
