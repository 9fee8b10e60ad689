import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { DATA_FOLDER_LOCK_FILE } from './data-folder-lock';

let dataDir: string;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'bazaar-lock-test-'));
});

afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const lockFile = () => path.join(dataDir, DATA_FOLDER_LOCK_FILE);

// Every test makes a new data folder (PGlite's initdb), the first twice: each took up to half a
// minute beside a journey run.
describe('the embedded database folder lock', { timeout: 120_000 }, () => {
  it('refuses a second opening of a folder in use, naming the process, and frees it on close', async () => {
    const first = await openDatabase({ driver: 'pglite', dataDir });
    try {
      expect((await readFile(lockFile(), 'utf8')).trim()).toBe(String(process.pid));
      await expect(openDatabase({ driver: 'pglite', dataDir })).rejects.toThrow(
        `is in use by process ${process.pid}`,
      );
    } finally {
      await first.close();
    }
    await expect(readFile(lockFile(), 'utf8')).rejects.toThrow(/ENOENT/);

    const again = await openDatabase({ driver: 'pglite', dataDir });
    await again.close();
  });

  it('refuses a folder another running process holds', async () => {
    // The parent of this test process runs as long as the test does.
    await writeFile(lockFile(), `${process.ppid}\n`);
    await expect(openDatabase({ driver: 'pglite', dataDir })).rejects.toThrow(
      `is in use by process ${process.ppid}`,
    );
    expect((await readFile(lockFile(), 'utf8')).trim()).toBe(String(process.ppid));
  });

  it('takes over the lock of a process that no longer runs', async () => {
    const ended = spawnSync(process.execPath, ['-e', '']).pid;
    await writeFile(lockFile(), `${ended}\n`);

    const handle = await openDatabase({ driver: 'pglite', dataDir });
    try {
      expect((await readFile(lockFile(), 'utf8')).trim()).toBe(String(process.pid));
    } finally {
      await handle.close();
    }
  });

  it('takes over a lock with its own pid that this process does not hold (a restarted container)', async () => {
    await writeFile(lockFile(), `${process.pid}\n`);
    const handle = await openDatabase({ driver: 'pglite', dataDir });
    await handle.close();
  });
});
