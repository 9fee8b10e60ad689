import type { JobDefinition } from '../../jobs/job-runner';
import { importRunJobName, importRunRetries } from './import-run';
import type { ImportingService } from './importing.service';

/**
 * One import run (ADR 0063). Each chunk is saved with the run's counters and cursor, so a retry
 * (after a crash, a restart or a store that stopped answering) goes on where the run stopped.
 */
export const importRunJob = (
  importing: Pick<ImportingService, 'processRun'>,
): JobDefinition<{ importId: string }> => ({
  name: importRunJobName,
  run: ({ importId }) => importing.processRun(importId),
  retry: { limit: importRunRetries, delaySeconds: 10, backoff: true },
  timeoutSeconds: 60 * 60,
});

/** Every hour: runs left running by a dead job end as failed; stale previewed files go. */
export const importCleanUpJob = (importing: Pick<ImportingService, 'cleanUp'>): JobDefinition => ({
  name: 'importing.clean-up',
  schedule: '41 * * * *',
  run: async () => {
    await importing.cleanUp();
  },
});
