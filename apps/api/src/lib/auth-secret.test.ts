import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { loadAuthSecret } from './auth-secret';

/** Fastify without a logger hands out a logger that writes nothing. */
const log = Fastify({ logger: false }).log;
let dataDir: string | undefined;

afterEach(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('auth secret', () => {
  it('uses AUTH_SECRET when set', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'bazaar-secret-'));
    const secret = 'x'.repeat(40);
    expect(await loadAuthSecret(secret, dataDir, log)).toBe(secret);
  });

  it('generates one key on the first start, private to its owner, and keeps it', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'bazaar-secret-'));
    const first = await loadAuthSecret(undefined, dataDir, log);
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dataDir, 'secrets', 'auth-secret');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await loadAuthSecret(undefined, dataDir, log)).toBe(first);
  });
});
