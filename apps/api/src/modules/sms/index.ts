import fp from 'fastify-plugin';
import { createSmsSender, type SmsSender } from './sms.service';

export type { SmsSender } from './sms.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends text messages through the gateway, or writes them to the outbox (sms module). */
    smsSender: SmsSender;
  }
}

export type SmsModuleOptions = Parameters<typeof createSmsSender>[0];

export const smsModule = fp<SmsModuleOptions>(
  async (app, options) => {
    app.decorate('smsSender', createSmsSender(options, app.log));
  },
  { name: 'sms-module' },
);
