import type { FieldError, MarketplaceSection, ProductImportRun } from '@bazaar/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { ProductImportRow } from '../../db/schema/importing';
import { AppError, ForbiddenError, NotFoundError } from '../../errors';
import type { Clock } from '../../lib/clock';
import type { Actor, ListingsService } from '../listings';
import type { ImportingRepository } from './importing.repository';
import { PictureFetchError, type PictureFetcher } from './picture-fetch';

export interface ImportingServiceDependencies {
  repository: ImportingRepository;
  listings: Pick<ListingsService, 'saveMany' | 'uploadMedia' | 'pause' | 'remove'>;
  /** The account behind a seller id (type and status), or undefined when it is gone. */
  accountOf: (id: string) => Promise<Actor | undefined>;
  /** The seller's pickup address: where imported store products are. */
  pickupAddressOf: (sellerId: string) => Promise<{ zip_code: string; city: string } | null>;
  /** Queues the run's job. */
  sendRun: (importId: string) => Promise<void>;
  /** Pushes a run's progress to its seller's live channel. */
  pushProgress: (sellerId: string, run: ProductImportRun) => void;
  withFetchedPictures: PictureFetcher;
  /** Where previewed files wait for their import (UPLOADS_DIR/.imports). */
  importsDir: string;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Rows per transaction (tests use small chunks). */
  chunkSize?: number;
}

export const importRunJobName = 'importing.run';
/** Retries of a run's job after its first try; a run whose last try fails ends as failed. */
export const importRunRetries = 5;
/** Why a run ended after its job's last try failed: what the seller reads (no internals). */
export const RUN_GAVE_UP =
  'The import stopped: the store or the file could not be read after several tries. ' +
  'Start it again; products already imported are updated, not added twice.';

export function toRunDto(row: ProductImportRow): ProductImportRun {
  return {
    id: row.id,
    source: row.source as ProductImportRun['source'],
    connection_id: row.connectionId,
    section: row.section as MarketplaceSection,
    status: row.status as ProductImportRun['status'],
    total: row.total,
    processed: row.processed,
    created: row.created,
    updated: row.updated,
    failed: row.failed,
    file_name: row.fileName,
    error: row.error,
    created_at: row.createdAt.toISOString(),
    started_at: row.startedAt?.toISOString() ?? null,
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

/** Why a save was refused, as the row report says it. */
export function reasonsOf(error: unknown): FieldError[] {
  if (error instanceof AppError) {
    if (error.fields && error.fields.length > 0) return error.fields;
    return [{ field: '', message: error.userMessage }];
  }
  if (error instanceof PictureFetchError)
    return [{ field: 'picture_urls', message: error.message }];
  return [{ field: '', message: 'This row could not be saved' }];
}

/** The seller behind an import (404 when the account is gone). */
export async function actorOf(
  { accountOf }: Pick<ImportingServiceDependencies, 'accountOf'>,
  sellerId: string,
): Promise<Actor> {
  const actor = await accountOf(sellerId);
  if (!actor) throw new NotFoundError('This account no longer exists.');
  return actor;
}

export function assertSeller(actor: Pick<Actor, 'type'>) {
  if (actor.type !== 'SELLER') {
    throw new ForbiddenError('FORBIDDEN', 'Only sellers import products.');
  }
}

/** A run's progress to its seller; a live channel that fails does not stop the import. */
export function pushRun(
  { pushProgress, log }: Pick<ImportingServiceDependencies, 'pushProgress' | 'log'>,
  run: ProductImportRow,
) {
  try {
    pushProgress(run.sellerId, toRunDto(run));
  } catch (error) {
    log.warn({ err: error }, 'import progress could not be pushed');
  }
}
