import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { bearer } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { multipartForm } from '../../test/multipart-form';
import { createTestClock } from '../../test/test-clock';

interface GatewayCall {
  authorization: string | undefined;
  body: { to: string; text: string };
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

export const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .png()
    .toBuffer();

/**
 * The api a users test file runs against, built in the file's `beforeAll` on a clock the cases
 * move (back to the real time after each) and with an SMS gateway of its own, and the steps of
 * reading and picturing one's account (each file boots one app: the cases of one use case share
 * it).
 */
export function usersTestApp() {
  const clock = createTestClock();
  let testApp: TestApp;
  let gateway: Server;
  /** What the SMS gateway was asked to send, oldest first. */
  const gatewayCalls: GatewayCall[] = [];

  beforeAll(async () => {
    // A local SMS gateway speaking the protocol the api's HTTP client speaks.
    gateway = createServer((request, response) => {
      void readJson(request).then((body) => {
        gatewayCalls.push({
          authorization: request.headers.authorization,
          body: body as GatewayCall['body'],
        });
        response.writeHead(202, { 'content-type': 'application/json' }).end('{"queued":true}');
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const { port } = gateway.address() as AddressInfo;
    testApp = await buildTestApp({
      clock,
      env: {
        SMS_GATEWAY_URL: `http://127.0.0.1:${port}/messages`,
        SMS_GATEWAY_TOKEN: 'gateway-test-token',
      },
    });
  });

  afterAll(async () => {
    await testApp?.close();
    await new Promise((resolve) => gateway?.close(resolve));
  });

  afterEach(() => clock.reset());

  const app = () => testApp.app;
  const config = () => testApp.config;

  const me = (token: string) => app().inject({ url: '/api/users/me', headers: bearer(token) });

  function upload(
    url: string,
    token: string,
    file: Buffer,
    filename = 'photo.png',
    type = 'image/png',
  ) {
    const body = multipartForm(file, filename, type);
    return app().inject({
      method: 'POST',
      url,
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
  }

  /** Where a media url's file lies in the app's uploads folder. */
  const mediaFile = (url: string) =>
    path.join(testApp.config.uploadsDir, url.replace('/api/media/', ''));

  return { app, config, clock, gatewayCalls, me, upload, mediaFile };
}
