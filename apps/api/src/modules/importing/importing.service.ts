import type {
  MarketplaceSection,
  ProductImportRowsQuery,
  StoreImportPlatform,
  StoreImportSelection,
  StoreProduct,
} from '@bazaar/contracts';
import type { UploadedFile } from '../../http/multipart';
import type { Actor } from '../listings';
import { cleanUpImports } from './clean-up-imports';
import { fileTemplate } from './file-template';
import { getRun, listRuns, runRows } from './import-reports';
import type { ImportingServiceDependencies } from './import-run';
import { previewProductFile } from './preview-product-file';
import { startFileImport, startStoreImport } from './start-import';
import {
  applyStoreProduct,
  deleteImportedFrom,
  pauseImportedFrom,
  removeStoreProduct,
} from './store-product-changes';
import { ownsConnection, type StoreSource, type StoreSources } from './store-source';
import { workImportRun } from './work-import-run';

export type { StoreProductPage, StoreSource } from './store-source';

/** Product imports: the use cases of this folder, wired to the module's dependencies. */
export function createImportingService(dependencies: ImportingServiceDependencies) {
  const sources: StoreSources = new Map();
  const deps = { ...dependencies, sources, chunkSize: dependencies.chunkSize ?? 500 };
  const { repository } = deps;

  return {
    registerStoreSource(platform: StoreImportPlatform, source: StoreSource): void {
      sources.set(platform, source);
    },
    hasStoreSource: (platform: StoreImportPlatform) => sources.has(platform),
    ownsConnection: (sellerId: string, platform: StoreImportPlatform, connectionId: string) =>
      ownsConnection(sources, sellerId, platform, connectionId),
    template: fileTemplate,
    previewFile: (actor: Actor, section: MarketplaceSection, file: UploadedFile) =>
      previewProductFile(deps, actor, section, file),
    startFileImport: (actor: Actor, uploadId: string) => startFileImport(deps, actor, uploadId),
    startStoreImport: (
      sellerId: string,
      request: {
        platform: StoreImportPlatform;
        connectionId: string;
        selection: StoreImportSelection;
      },
    ) => startStoreImport(deps, sellerId, request),
    processRun: (importId: string) => workImportRun(deps, importId),
    listRuns: (sellerId: string) => listRuns(repository, sellerId),
    getRun: (sellerId: string, id: string) => getRun(repository, sellerId, id),
    rowsOf: (sellerId: string, id: string, query: ProductImportRowsQuery) =>
      runRows(repository, sellerId, id, query),
    applyStoreProduct: (
      sellerId: string,
      platform: StoreImportPlatform,
      connectionId: string,
      product: StoreProduct,
    ) => applyStoreProduct(deps, sellerId, platform, connectionId, product),
    /** How many listings were imported through each of the connections (absent: none). */
    countImportedByConnection: (connectionIds: readonly string[]) =>
      repository.countLinksByConnection(connectionIds),
    removeStoreProduct: (
      sellerId: string,
      platform: StoreImportPlatform,
      _connectionId: string,
      externalId: string,
    ) => removeStoreProduct(deps, sellerId, platform, externalId),
    deleteImportedFrom: (sellerId: string, platform: StoreImportPlatform, connectionId: string) =>
      deleteImportedFrom(deps, sellerId, platform, connectionId),
    cleanUp: () => cleanUpImports(deps),
    pauseImportedFrom: (sellerId: string, platform: StoreImportPlatform, connectionId: string) =>
      pauseImportedFrom(deps, sellerId, platform, connectionId),
  };
}

export type ImportingService = ReturnType<typeof createImportingService>;
