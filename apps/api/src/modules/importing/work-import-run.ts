import { rm } from 'node:fs/promises';
import { AppError } from '../../errors';
import {
  importRunRetries,
  pushRun,
  RUN_GAVE_UP,
  type ImportingServiceDependencies,
} from './import-run';
import { importFileRows, type ImportFileRowsDependencies } from './import-file-rows';
import { importStoreProducts, type ImportStoreProductsDependencies } from './import-store-products';

export type WorkImportRunDependencies = ImportFileRowsDependencies &
  ImportStoreProductsDependencies &
  Pick<ImportingServiceDependencies, 'accountOf' | 'clock'>;

/**
 * The job's work: the run from where it stopped (its counters and cursor are saved with each
 * chunk), to the end. A throw leaves the run where it was, for the job's retry.
 */
export async function workImportRun(
  deps: WorkImportRunDependencies,
  importId: string,
): Promise<void> {
  const { repository, clock, log } = deps;
  let run = await repository.findRun(importId);
  if (!run || run.status === 'done' || run.status === 'failed') return;
  const actor = await deps.accountOf(run.sellerId);
  if (!actor) {
    await repository.updateRun(run.id, {
      status: 'failed',
      error: 'The account is gone',
      finishedAt: clock.now(),
    });
    return;
  }
  const tries = (run.state.tries ?? 0) + 1;
  run = await repository.updateRun(run.id, {
    status: 'running',
    startedAt: run.startedAt ?? clock.now(),
    error: null,
    state: { ...run.state, tries },
  });
  pushRun(deps, run);
  try {
    run =
      run.source === 'file'
        ? await importFileRows(deps, actor, run)
        : await importStoreProducts(deps, actor, run);
  } catch (error) {
    if (error instanceof AppError) {
      // A refusal (no such source any more…) will not go away by trying again.
      run = await repository.updateRun(importId, {
        status: 'failed',
        error: error.userMessage,
        finishedAt: clock.now(),
      });
      pushRun(deps, run);
      return;
    }
    if (tries > importRunRetries) {
      // The job's last try: the run ends, so the seller is not left with one running forever.
      log.warn({ err: error, importId, tries }, 'an import stopped on its last try');
      run = await repository.updateRun(importId, {
        status: 'failed',
        error: RUN_GAVE_UP,
        finishedAt: clock.now(),
      });
      pushRun(deps, run);
      return;
    }
    log.warn({ err: error, importId }, 'an import stopped; it resumes at its cursor');
    throw error;
  }
  const filePath = run.filePath;
  run = await repository.updateRun(run.id, {
    status: 'done',
    finishedAt: clock.now(),
    total: run.processed,
    filePath: null,
  });
  if (filePath) await rm(filePath, { force: true });
  pushRun(deps, run);
}
