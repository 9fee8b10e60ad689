import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The lock file in an embedded database's folder: the pid of the process that has it open. */
export const DATA_FOLDER_LOCK_FILE = 'bazaar-api.lock';

/** Lock files this process holds, so its own pid in a file is told from a previous life's. */
const held = new Set<string>();

/** Whether a process with this id runs (EPERM: it runs under another user). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function ownerOf(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes the embedded database's folder for this process: PGlite is one process's database, and
 * two processes writing one folder corrupt it. A lock left by a process that no longer runs
 * (killed, or this process's own pid from before a container restart) is taken over. Returns
 * the release, which removes the file while it still names this process.
 */
export function lockDataFolder(dataDir: string): () => void {
  const file = path.join(dataDir, DATA_FOLDER_LOCK_FILE);
  // Two tries: a stale lock is removed once, and a process racing for it wins or loses there.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
      held.add(file);
      return () => {
        held.delete(file);
        if (ownerOf(file) === process.pid) rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = ownerOf(file);
    const alive =
      owner !== undefined && (owner === process.pid ? held.has(file) : isRunning(owner));
    if (alive) {
      throw new Error(
        `The embedded database folder ${dataDir} is in use by process ${owner} (${file}). ` +
          'One process owns a PGlite folder: stop that process, or set DATABASE_URL to run ' +
          'several api processes on PostgreSQL.',
      );
    }
    rmSync(file, { force: true });
  }
  throw new Error(`The embedded database folder ${dataDir} could not be locked (${file}).`);
}
