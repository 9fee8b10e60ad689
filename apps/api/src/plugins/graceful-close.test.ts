import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app';

describe('graceful close', () => {
  it('lets an in-flight request finish and closes without waiting for keep-alive sockets', async () => {
    const testApp = await buildTestApp({
      configure(app) {
        app.get('/api/test/slow', { config: { access: 'public' } }, async () => {
          await new Promise((resolve) => setTimeout(resolve, 500));
          return { done: true };
        });
      },
    });
    await testApp.app.listen({ host: '127.0.0.1', port: 0 });
    const address = testApp.app.server.address() as AddressInfo;
    const base = `http://127.0.0.1:${address.port}`;
    // A finished request leaves a keep-alive socket open.
    expect((await fetch(`${base}/api/ping`)).status).toBe(200);

    const inFlight = fetch(`${base}/api/test/slow`).then(async (response) => ({
      status: response.status,
      body: await response.json(),
      connection: response.headers.get('connection'),
    }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closingSince = Date.now();
    await testApp.close();

    expect(Date.now() - closingSince).toBeLessThan(5_000);
    await expect(inFlight).resolves.toEqual({
      status: 200,
      body: { done: true },
      connection: 'close',
    });
  });
});
