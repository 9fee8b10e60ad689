import fp from 'fastify-plugin';

/**
 * While the app closes, requests already running still finish, and their answers carry
 * `Connection: close` so that keep-alive sockets do not hold the shutdown open until they time out.
 */
export const gracefulClosePlugin = fp(
  async (app) => {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onSend', async (_request, reply, payload) => {
      if (closing) reply.header('connection', 'close');
      return payload;
    });
  },
  { name: 'graceful-close' },
);
