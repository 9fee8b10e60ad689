import {
  accountPictureRules,
  adminCatalogNode,
  adminCatalogNodeParams,
  adminCatalogTree,
  adminCatalogTreeQuery,
  catalogNodeVisibilityBody,
  createCatalogNodeBody,
  movedCatalogNode,
  movedCatalogNodeQuery,
  pickLocale,
  placeCatalogNodeBody,
  renameCatalogNodeBody,
  requestHeaders,
} from '@bazaar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withUploadedFile } from '../../http/multipart';
import { errorResponses } from '../../http/responses';
import { auditActorOf } from '../../http/signed-in';
import { ADMINISTRATORS_ONLY } from '../../plugins/auth';
import type { CatalogStructureAdminService } from './catalog-structure-admin.service';

export interface CatalogStructureAdminRoutesOptions {
  service: CatalogStructureAdminService;
}

const TAGS = ['catalog-structure'];

/** The administrators' catalogue structure, and where moved nodes' old addresses lead. */
export const catalogStructureAdminRoutes: FastifyPluginAsyncZod<
  CatalogStructureAdminRoutesOptions
> = async (app, { service }) => {
  app.get(
    '/admin/catalog/nodes',
    {
      config: ADMINISTRATORS_ONLY,
      schema: {
        summary: "A division's whole catalogue tree, hidden nodes included",
        description:
          'Flat: parents before their children, siblings in their order; both names and how many listings each node holds itself.',
        tags: TAGS,
        querystring: adminCatalogTreeQuery,
        response: { 200: adminCatalogTree, ...errorResponses },
      },
    },
    async (request) => service.tree(request.query.section),
  );

  app.post(
    '/admin/catalog/nodes',
    {
      config: ADMINISTRATORS_ONLY,
      schema: {
        summary: 'Add a catalogue node',
        description:
          'A section (no parent) or a child of a section or category, last among its siblings. 409 when a sibling has the slug.',
        tags: TAGS,
        body: createCatalogNodeBody,
        response: { 201: adminCatalogNode, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.create(request.body, auditActorOf(request))),
  );

  app.patch(
    '/admin/catalog/nodes/:id',
    {
      config: ADMINISTRATORS_ONLY,
      schema: {
        summary: 'Rename a catalogue node (both languages) or change its slug',
        description:
          'A new slug changes the addresses of the node and everything below it; the old ones redirect.',
        tags: TAGS,
        params: adminCatalogNodeParams,
        body: renameCatalogNodeBody,
        response: { 200: adminCatalogNode, ...errorResponses },
      },
    },
    async (request) => service.rename(request.params.id, request.body, auditActorOf(request)),
  );

  app.put(
    '/admin/catalog/nodes/:id/place',
    {
      config: ADMINISTRATORS_ONLY,
      schema: {
        summary: 'Move a catalogue node, or reorder it among its siblings',
        description:
          'Under another parent of the same division (null: a section) at an index among its new siblings. Its listings follow (they reference the node); old addresses redirect. 400 for another division, a place below itself or more than three levels; 409 when a new sibling has its slug.',
        tags: TAGS,
        params: adminCatalogNodeParams,
        body: placeCatalogNodeBody,
        response: { 200: adminCatalogTree, ...errorResponses },
      },
    },
    async (request) => service.place(request.params.id, request.body, auditActorOf(request)),
  );

  app.put(
    '/admin/catalog/nodes/:id/visibility',
    {
      config: ADMINISTRATORS_ONLY,
      schema: {
        summary: 'Hide or show a catalogue node',
        description:
          'A hidden node leaves menus, listing forms and the public tree with everything below it; its listings stay reachable.',
        tags: TAGS,
        params: adminCatalogNodeParams,
        body: catalogNodeVisibilityBody,
        response: { 200: adminCatalogNode, ...errorResponses },
      },
    },
    async (request) =>
      service.setHidden(request.params.id, request.body.hidden, auditActorOf(request)),
  );

  app.post(
    '/admin/catalog/nodes/:id/image',
    {
      config: ADMINISTRATORS_ONLY,
      schema: {
        summary: 'Set the picture of a catalogue node (multipart field "file": JPEG, PNG or WebP)',
        tags: TAGS,
        consumes: ['multipart/form-data'],
        params: adminCatalogNodeParams,
        response: { 200: adminCatalogNode, ...errorResponses },
      },
    },
    async (request) =>
      withUploadedFile(request, accountPictureRules.maxBytes, (file) =>
        service.setImage(request.params.id, file, auditActorOf(request)),
      ),
  );

  app.get(
    '/catalog/moved-nodes',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Where a moved or renamed catalogue node is now',
        description:
          'The node that had the section-page address `path` (its slugs from the section down, "electronics/phones") before a move or a new slug, with its path now; 404 when no node had it.',
        tags: ['catalog'],
        querystring: movedCatalogNodeQuery,
        response: { 200: movedCatalogNode, ...errorResponses },
      },
    },
    async (request) =>
      service.movedNode(
        request.query.section,
        request.query.path,
        pickLocale(request.headers[requestHeaders.language]),
      ),
  );
};
