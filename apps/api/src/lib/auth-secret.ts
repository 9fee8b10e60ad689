import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

const MIN_SECRET_LENGTH = 32;

/**
 * The key that signs access tokens: AUTH_SECRET when set; otherwise one generated on the first
 * start and kept in DATA_DIR/secrets/auth-secret (mode 0600), so a restart keeps everybody
 * signed in. Several api instances must share one key, which only AUTH_SECRET can give them.
 */
export async function loadAuthSecret(
  configured: string | undefined,
  dataDir: string,
  log: FastifyBaseLogger,
): Promise<string> {
  if (configured) return configured;
  const folder = path.join(dataDir, 'secrets');
  const file = path.join(folder, 'auth-secret');
  let secret: string | undefined;
  try {
    secret = (await readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  if (!secret || secret.length < MIN_SECRET_LENGTH) {
    const generated = randomBytes(48).toString('base64url');
    await mkdir(folder, { recursive: true, mode: 0o700 });
    try {
      // 'wx' never overwrites: another instance starting on the same folder may have won the race.
      await writeFile(file, `${generated}\n`, {
        mode: 0o600,
        flag: secret === undefined ? 'wx' : 'w',
      });
      secret = generated;
      log.info({ file }, 'generated a new key for access tokens');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      secret = (await readFile(file, 'utf8')).trim();
    }
  }
  await chmod(file, 0o600);
  log.warn(
    { file },
    'AUTH_SECRET is not set: access tokens are signed with a key kept on this machine. ' +
      'Set AUTH_SECRET (the same value everywhere) when you run more than one api instance.',
  );
  return secret;
}
