import path from 'node:path';
import {
  IMPORTING_NAMESPACE,
  type ImportingClientEvents,
  type ImportingServerEvents,
} from '@bazaar/contracts';
import fp from 'fastify-plugin';
import { API_PREFIX } from '../../http/api-prefix';
import type { Clock } from '../../lib/clock';
import { accountRoom } from '../realtime';
import { pickupAddressOf } from '../users/read-model';
import { importCleanUpJob, importRunJob } from './importing.jobs';
import { createImportingRepository } from './importing.repository';
import { importingRoutes } from './importing.routes';
import { importRunJobName } from './import-run';
import { createImportingService, type ImportingService } from './importing.service';
import { createPictureFetcher } from './picture-fetch';

export type { ImportingService, StoreProductPage, StoreSource } from './importing.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Product imports from files and connected stores (importing module, ADR 0063). */
    importing: ImportingService;
  }
}

export interface ImportingModuleOptions {
  clock: Clock;
  uploadsDir: string;
  /** Pictures may come from private addresses (stand-ins, closed installations). */
  allowPrivatePictureAddresses: boolean;
  /** Rows per transaction (default 500). */
  chunkSize?: number;
}

/**
 * Product imports (issue 20, ADR 0063): a file previewed and imported, or a connected store's
 * products, as listings saved through the listings module in chunks, by a durable job that
 * pushes its progress to the seller's live channel.
 */
export const importingModule = fp<ImportingModuleOptions>(
  async (app, options) => {
    const namespace = app.realtime.namespace<ImportingClientEvents, ImportingServerEvents>(
      IMPORTING_NAMESPACE,
    );
    const service = createImportingService({
      repository: createImportingRepository(app.db),
      listings: app.listings,
      accountOf: async (id) => {
        const access = await app.users.findAccess(id);
        if (!access || access.deletedAt) return undefined;
        return {
          id: access.id,
          type: access.accountType,
          status: access.status,
          blockedReason: access.blockedReason,
        };
      },
      pickupAddressOf: async (sellerId) => {
        const address = await pickupAddressOf(app.db, sellerId);
        return address ? { zip_code: address.zip_code, city: address.city } : null;
      },
      sendRun: async (importId) => {
        await app.jobs.send(importRunJobName, { importId });
      },
      pushProgress: (sellerId, run) => {
        namespace.to(accountRoom(sellerId)).emit('progress', run);
      },
      withFetchedPictures: createPictureFetcher({
        incomingDir: app.incomingUploadsDir,
        allowPrivateAddresses: options.allowPrivatePictureAddresses,
      }),
      importsDir: path.join(options.uploadsDir, '.imports'),
      clock: options.clock,
      log: app.log,
      chunkSize: options.chunkSize,
    });
    app.decorate('importing', service);
    app.jobs.define(importRunJob(service));
    app.jobs.define(importCleanUpJob(service));
    await app.register(importingRoutes, { prefix: API_PREFIX, service });
  },
  {
    name: 'importing-module',
    dependencies: ['db', 'jobs', 'auth', 'uploads', 'listings-module', 'realtime-module'],
  },
);
