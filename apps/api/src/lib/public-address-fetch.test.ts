import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FetchFailedError,
  fetchPublicText,
  isPublicAddress,
  RefusedAddressError,
} from './public-address-fetch';

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '127.1.2.3',
    '10.0.0.1',
    '172.16.0.1',
    '172.31.255.254',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '224.0.0.1',
    '255.255.255.255',
    '0.0.0.0',
    '240.0.0.1',
    '::',
    '::1',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    '64:ff9b::a00:1',
    '2002:7f00:1::',
    '::7f00:1',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.215.14', '8.8.8.8', '172.32.0.1', '2606:4700::1111', '::ffff:8.8.8.8'])(
    'lets %s through',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

describe('fetchPublicText', () => {
  let server: Server;
  let base = '';
  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === '/calendar.ics') response.end('BEGIN:VCALENDAR');
      else if (request.url === '/to-localhost') {
        response.writeHead(302, { location: `http://localhost:${port()}/calendar.ics` }).end();
      } else if (request.url === '/to-private') {
        response.writeHead(302, { location: `http://127.0.0.2:${port()}/calendar.ics` }).end();
      } else if (request.url === '/loop') response.writeHead(302, { location: '/loop' }).end();
      else if (request.url === '/big') response.end('x'.repeat(2000));
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${port()}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  const port = () => (server.address() as AddressInfo).port;
  const options = { timeoutMs: 5_000, maxBytes: 1_000 };

  it.each([
    'http://127.0.0.1/',
    'http://2130706433/',
    'http://0x7f.1/',
    'http://[::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[fe80::1]/',
    'http://169.254.169.254/latest/meta-data/',
    'http://localhost/',
    'ftp://93.184.215.14/',
  ])('refuses %s before sending anything', async (address) => {
    await expect(fetchPublicText(address, options)).rejects.toBeInstanceOf(RefusedAddressError);
  });

  it('reads a local server only when its address is allowed', async () => {
    await expect(fetchPublicText(`${base}/calendar.ics`, options)).rejects.toBeInstanceOf(
      RefusedAddressError,
    );
    expect(
      await fetchPublicText(`${base}/calendar.ics`, { ...options, allowAddress: () => true }),
    ).toBe('BEGIN:VCALENDAR');
  });

  it('checks every address a redirect leads to', async () => {
    const onlyTheServer = {
      ...options,
      allowAddress: (address: string) => address === '127.0.0.1',
    };
    await expect(fetchPublicText(`${base}/to-private`, onlyTheServer)).rejects.toBeInstanceOf(
      RefusedAddressError,
    );
    expect(
      await fetchPublicText(`${base}/to-localhost`, { ...options, allowAddress: () => true }),
    ).toBe('BEGIN:VCALENDAR');
  });

  it('stops redirect loops, long bodies and error answers', async () => {
    const allowed = { ...options, allowAddress: () => true };
    await expect(fetchPublicText(`${base}/loop`, allowed)).rejects.toMatchObject({
      reason: 'redirects',
    });
    await expect(fetchPublicText(`${base}/big`, allowed)).rejects.toMatchObject({
      reason: 'too-large',
    });
    await expect(fetchPublicText(`${base}/missing`, allowed)).rejects.toBeInstanceOf(
      FetchFailedError,
    );
  });
});
