import { describe, expect, it, vi } from 'vitest';
import { handlePublishFailures } from './publish-failures';

describe('handlePublishFailures', () => {
  it('logs a publish that fails, so a caller that drops its promise does not end the process', async () => {
    const lost = new Error('Socket closed unexpectedly');
    const client = { publish: vi.fn((_channel: string, _message: string) => Promise.reject(lost)) };
    const log = { warn: vi.fn() };
    handlePublishFailures(client, log);

    // As the adapter does: the promise is not awaited. An unhandled rejection fails the run.
    void client.publish('channel', 'message');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(log.warn).toHaveBeenCalledWith({ err: lost }, 'a live push could not be published');
  });

  it('passes the arguments and the answer through', async () => {
    const client = { publish: vi.fn((_channel: string, _message: string) => Promise.resolve(2)) };
    const original = client.publish;
    handlePublishFailures(client, { warn: vi.fn() });
    await expect(client.publish('channel', 'message')).resolves.toBe(2);
    expect(original).toHaveBeenCalledWith('channel', 'message');
  });
});
