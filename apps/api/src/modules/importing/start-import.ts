import { copyFile, mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import {
  mayEditListingsOf,
  type ProductImportRun,
  type StoreImportPlatform,
  type StoreImportSelection,
} from '@bazaar/contracts';
import { ForbiddenError, NotFoundError } from '../../errors';
import type { Actor } from '../listings';
import {
  actorOf,
  assertSeller,
  pushRun,
  toRunDto,
  type ImportingServiceDependencies,
} from './import-run';
import { previewPaths, type PreviewMeta } from './preview-product-file';
import { sourceOf, type StoreSources } from './store-source';

type StartDependencies = Pick<
  ImportingServiceDependencies,
  'repository' | 'sendRun' | 'pushProgress' | 'log'
>;

/** Starts importing a previewed file: a run, worked by a job. */
export async function startFileImport(
  deps: StartDependencies & Pick<ImportingServiceDependencies, 'importsDir'>,
  actor: Actor,
  uploadId: string,
): Promise<ProductImportRun> {
  assertSeller(actor);
  const paths = previewPaths(deps.importsDir, actor.id, uploadId);
  let meta: PreviewMeta;
  try {
    meta = JSON.parse(await readFile(paths.meta, 'utf8')) as PreviewMeta;
  } catch {
    throw new NotFoundError('This upload is no longer here. Upload the file again, please.');
  }
  if (meta.sellerId !== actor.id) throw new NotFoundError();
  if (!mayEditListingsOf(meta.section, actor.type)) {
    throw new ForbiddenError('FORBIDDEN', "You can't add or edit listings in this division.");
  }
  const runFile = path.join(deps.importsDir, 'runs', `${uploadId}.upload`);
  await mkdir(path.dirname(runFile), { recursive: true });
  await copyFile(paths.file, runFile);
  await rm(paths.meta, { force: true });
  await rm(paths.file, { force: true });
  const run = await deps.repository.insertRun({
    sellerId: actor.id,
    source: 'file',
    section: meta.section,
    status: 'queued',
    total: meta.totalRows,
    fileName: meta.fileName,
    filePath: runFile,
  });
  await deps.sendRun(run.id);
  pushRun(deps, run);
  return toRunDto(run);
}

/** Starts importing a connected store's products (all, by collection or by hand). */
export async function startStoreImport(
  deps: StartDependencies &
    Pick<ImportingServiceDependencies, 'accountOf'> & { sources: StoreSources },
  sellerId: string,
  request: {
    platform: StoreImportPlatform;
    connectionId: string;
    selection: StoreImportSelection;
  },
): Promise<ProductImportRun> {
  const actor = await actorOf(deps, sellerId);
  assertSeller(actor);
  sourceOf(deps.sources, request.platform);
  const run = await deps.repository.insertRun({
    sellerId,
    source: request.platform,
    connectionId: request.connectionId,
    section: 'catalog',
    status: 'queued',
    total: 'external_ids' in request.selection ? request.selection.external_ids.length : null,
    state: { selection: request.selection, cursor: null, seen: 0 },
  });
  await deps.sendRun(run.id);
  pushRun(deps, run);
  return toRunDto(run);
}
