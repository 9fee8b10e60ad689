/** The events of a Redis client this needs (node-redis emits both). */
interface ReconnectingClient {
  on(event: 'reconnecting' | 'ready', listener: () => void): unknown;
}

/**
 * Calls `recovered` each time `client` is ready again after it lost its connection, not on its
 * first ready: while Redis was away, what one api instance published reached no other.
 */
export function whenRedisIsBack(client: ReconnectingClient, recovered: () => void): void {
  let lost = false;
  client.on('reconnecting', () => {
    lost = true;
  });
  client.on('ready', () => {
    if (!lost) return;
    lost = false;
    recovered();
  });
}
