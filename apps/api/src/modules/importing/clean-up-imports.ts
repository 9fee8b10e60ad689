import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pushRun, RUN_GAVE_UP, type ImportingServiceDependencies } from './import-run';

/**
 * A run whose row has not moved for this long has no job left working it: a try updates the row
 * with every chunk, and a try lasts an hour at most (the job's timeout) before the next starts.
 */
export const STALE_RUN_MS = 3 * 60 * 60 * 1000;
/** A previewed file waits this long for its import; the preview is asked again after. */
export const PREVIEW_KEPT_MS = 24 * 60 * 60 * 1000;

/**
 * The hourly clean-up: runs whose job died without saying so end as failed (the seller can
 * start them again), and previewed or run files nobody will read any more are removed.
 */
export async function cleanUpImports(
  deps: Pick<
    ImportingServiceDependencies,
    'repository' | 'importsDir' | 'clock' | 'pushProgress' | 'log'
  >,
): Promise<{ runsFailed: number; filesRemoved: number }> {
  const { repository, importsDir } = deps;
  const now = deps.clock.now();
  const stale = await repository.failStaleRuns(
    new Date(now.getTime() - STALE_RUN_MS),
    RUN_GAVE_UP,
    now,
  );
  for (const run of stale) pushRun(deps, run);
  const kept = new Set(await repository.activeRunFiles());
  const cutoff = now.getTime() - PREVIEW_KEPT_MS;
  let filesRemoved = 0;
  const folders = await readdir(importsDir, { withFileTypes: true }).catch(() => []);
  for (const folder of folders) {
    if (!folder.isDirectory()) continue;
    const dir = path.join(importsDir, folder.name);
    for (const name of await readdir(dir).catch(() => [])) {
      const file = path.join(dir, name);
      if (kept.has(file)) continue;
      const info = await stat(file).catch(() => null);
      if (!info?.isFile() || info.mtimeMs >= cutoff) continue;
      await rm(file, { force: true });
      filesRemoved += 1;
    }
  }
  return { runsFailed: stale.length, filesRemoved };
}
