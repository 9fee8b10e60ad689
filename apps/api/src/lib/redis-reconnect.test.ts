import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { whenRedisIsBack } from './redis-reconnect';

describe('whenRedisIsBack', () => {
  it('tells of each return after a lost connection, not of the first connection', () => {
    const client = new EventEmitter();
    const recovered = vi.fn();
    whenRedisIsBack(client, recovered);

    client.emit('ready');
    expect(recovered).not.toHaveBeenCalled();

    // node-redis tries again several times while the server is away, then is ready once.
    client.emit('reconnecting');
    client.emit('reconnecting');
    client.emit('ready');
    expect(recovered).toHaveBeenCalledTimes(1);

    client.emit('ready');
    expect(recovered).toHaveBeenCalledTimes(1);

    client.emit('reconnecting');
    client.emit('ready');
    expect(recovered).toHaveBeenCalledTimes(2);
  });
});
