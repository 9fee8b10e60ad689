import {
  productImportFilePreview,
  productImportFileRules,
  productImportIdParams,
  productImportPreviewQuery,
  productImportRowsPage,
  productImportRowsQuery,
  productImportRun,
  productImportRunList,
  productImportTemplateParams,
  productImportTemplateQuery,
  startFileImportRequest,
  startStoreImportRequest,
} from '@bazaar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../../errors';
import { withUploadedFile } from '../../http/multipart';
import { errorResponses } from '../../http/responses';
import { signedInAccount } from '../../http/signed-in';
import type { ImportingService } from './importing.service';

export interface ImportingRoutesOptions {
  service: ImportingService;
}

/** Spec §6: importing is for sellers. */
const SELLERS = { access: ['SELLER'] } as const;
const tags = ['importing'];

export const importingRoutes: FastifyPluginAsyncZod<ImportingRoutesOptions> = async (
  app,
  { service },
) => {
  app.get(
    '/products/me/imports',
    {
      config: SELLERS,
      schema: {
        summary: "The seller's imports, newest first (running and past)",
        tags,
        response: { 200: productImportRunList, ...errorResponses },
      },
    },
    async (request) => ({ items: await service.listRuns(signedInAccount(request).id) }),
  );

  app.get(
    '/products/me/imports/templates/:section',
    {
      config: SELLERS,
      schema: {
        summary: "A division's import template (CSV, or XLSX with an instructions sheet)",
        tags,
        params: productImportTemplateParams,
        querystring: productImportTemplateQuery,
        response: { 200: z.string(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const template = await service.template(request.params.section, request.query.format);
      return (
        reply
          .header('content-type', template.contentType)
          .header('content-disposition', `attachment; filename="${template.fileName}"`)
          .header('cache-control', 'private, no-store')
          // A Buffer is sent as it is (fastify serializes only other payloads).
          .send(template.body as unknown as string)
      );
    },
  );

  app.post(
    '/products/me/imports/file/preview',
    {
      config: SELLERS,
      schema: {
        summary: 'Upload a CSV or XLSX file: every row is checked, nothing is written yet',
        description:
          'Multipart field "file". Answers the rows with errors and an `upload_id` to import.',
        tags,
        consumes: ['multipart/form-data'],
        querystring: productImportPreviewQuery,
        response: { 200: productImportFilePreview, ...errorResponses },
      },
    },
    async (request) =>
      withUploadedFile(request, productImportFileRules.maxBytes, (file) =>
        service.previewFile(signedInAccount(request), request.query.section, file),
      ),
  );

  app.post(
    '/products/me/imports/file',
    {
      config: SELLERS,
      schema: {
        summary: 'Import a previewed file (rows with errors are reported, the rest go in)',
        tags,
        body: startFileImportRequest,
        response: { 201: productImportRun, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await service.startFileImport(signedInAccount(request), request.body.upload_id)),
  );

  app.post(
    '/products/me/imports/store',
    {
      config: SELLERS,
      schema: {
        summary: "Import a connected store's products (all, by collection or by hand)",
        tags,
        body: startStoreImportRequest,
        response: { 201: productImportRun, ...errorResponses },
      },
    },
    async (request, reply) => {
      const seller = signedInAccount(request);
      const { platform, connection_id, selection } = request.body;
      if (!(await service.ownsConnection(seller.id, platform, connection_id))) {
        throw new NotFoundError('We could not find this store.');
      }
      return reply.code(201).send(
        await service.startStoreImport(seller.id, {
          platform,
          connectionId: connection_id,
          selection,
        }),
      );
    },
  );

  app.get(
    '/products/me/imports/:id',
    {
      config: SELLERS,
      schema: {
        summary: 'One import: its status and counters',
        tags,
        params: productImportIdParams,
        response: { 200: productImportRun, ...errorResponses },
      },
    },
    async (request) => service.getRun(signedInAccount(request).id, request.params.id),
  );

  app.get(
    '/products/me/imports/:id/rows',
    {
      config: SELLERS,
      schema: {
        summary: "An import's report: each row's outcome and why a row failed",
        tags,
        params: productImportIdParams,
        querystring: productImportRowsQuery,
        response: { 200: productImportRowsPage, ...errorResponses },
      },
    },
    async (request) =>
      service.rowsOf(signedInAccount(request).id, request.params.id, request.query),
  );
};
