import type { FastifyBaseLogger } from 'fastify';

/**
 * The Redis adapter does not handle the promise of its publishes (a known issue of
 * socket.io-redis-adapter): one in flight when Redis goes away would reject unhandled and end
 * the process. Each publish now has its failure logged; the push is lost, and the clients catch
 * up when Redis is back (`whenRedisIsBack` in the module).
 */
export function handlePublishFailures<Client extends { publish: unknown }>(
  publisher: Client,
  log: Pick<FastifyBaseLogger, 'warn'>,
): void {
  // node-redis types `publish` as an overload of tuples; it is called as the adapter calls it.
  const publish = publisher.publish as (...args: unknown[]) => Promise<unknown>;
  publisher.publish = ((...args: unknown[]) => {
    const sent = publish.apply(publisher, args);
    sent.catch((error: unknown) => log.warn({ err: error }, 'a live push could not be published'));
    return sent;
  }) as Client['publish'];
}
