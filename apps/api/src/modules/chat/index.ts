import { CHAT_NAMESPACE, type ChatClientEvents, type ChatServerEvents } from '@bazaar/contracts';
import fp from 'fastify-plugin';
import { API_PREFIX } from '../../http/api-prefix';
import type { Clock } from '../../lib/clock';
import { mailUnreadChatJob } from './chat.jobs';
import { chatLive, listenToChatClients } from './chat.live';
import { createChatRepository } from './chat.repository';
import { chatBlocksAndReportsRoutes } from './chat-blocks-and-reports.routes';
import { chatMessagesRoutes } from './chat-messages.routes';
import { chatRoutes } from './chat.routes';
import { createChatService, type ChatService } from './chat.service';

export type { ChatService } from './chat.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Conversations between two accounts about a listing or an order (chat module). */
    chat: ChatService;
  }
}

export interface ChatModuleOptions {
  clock: Clock;
  /** Where the web is, for the link in the unread-messages mail. */
  publicUrl: string;
}

/**
 * Chat (issue 17, ADR 0049): its routes under /api/chat, its namespace `/chat` of the live
 * channel, and the mail about unread messages.
 */
export const chatModule = fp<ChatModuleOptions>(
  async (app, { clock, publicUrl }) => {
    const namespace = app.realtime.namespace<ChatClientEvents, ChatServerEvents>(CHAT_NAMESPACE);
    const chat = createChatService({
      repository: createChatRepository(app.db),
      live: chatLive(namespace),
      throttle: app.throttle,
      carts: app.carts,
      clock,
    });
    app.decorate('chat', chat);
    listenToChatClients(namespace, chat, clock, app.log);
    app.jobs.define(
      mailUnreadChatJob({
        chat,
        mailer: app.mailer,
        preferences: app.notificationPreferences,
        publicUrl,
        clock,
      }),
    );
    await app.register(chatRoutes, { prefix: API_PREFIX, service: chat });
    await app.register(chatMessagesRoutes, {
      prefix: API_PREFIX,
      service: chat,
      pictures: app.pictures,
    });
    await app.register(chatBlocksAndReportsRoutes, { prefix: API_PREFIX, service: chat });
  },
  {
    name: 'chat-module',
    dependencies: [
      'db',
      'auth',
      'jobs',
      'realtime-module',
      'throttle-module',
      'carts-module',
      'pictures-module',
      'mailer-module',
      'notifications-module',
    ],
  },
);

// What the demo seed (src/seed) plays the marketplace through, in its own transaction and time.
export { createChatRepository } from './chat.repository';
export { createChatService } from './chat.service';
