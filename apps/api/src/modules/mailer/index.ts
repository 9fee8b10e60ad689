import fp from 'fastify-plugin';
import { createMailer, type Mailer, type MailerOptions } from './mailer.service';

export { mailHtml, outboxFileName, type Mailer, type MailMessage } from './mailer.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends mail by SMTP, or writes it to the outbox folder (mailer module). */
    mailer: Mailer;
  }
}

export const mailerModule = fp<MailerOptions>(
  async (app, options) => {
    const mailer = createMailer(options, app.log);
    app.decorate('mailer', mailer);
    app.addHook('onClose', () => mailer.close());
  },
  { name: 'mailer-module' },
);
