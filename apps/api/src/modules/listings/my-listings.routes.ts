import {
  divisionOf,
  listingDocumentList,
  listingDocumentRules,
  listingEditorsBySection,
  listingIdParams,
  listingInputBySection,
  listingMediaList,
  listingMediaRules,
  listingPatchBySection,
  listingPrefill,
  LISTING_UPLOAD_FIELD,
  marketplaceSections,
  ownerListing,
  ownerListingPage,
  ownerListingsQuery,
  type MarketplaceSection,
} from '@bazaar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withUploadedFiles, type UploadForm } from '../../http/multipart';
import { errorResponses } from '../../http/responses';
import { signedInAccount } from '../../http/signed-in';
import type { ListingsService } from './listings.service';

export interface MyListingsRoutesOptions {
  service: ListingsService;
}

/** Anyone who may list in some division uploads pictures and documents. */
const LISTERS = { access: ['BUYER', 'SELLER'] } as const;

const PICTURES_FORM: UploadForm = {
  field: LISTING_UPLOAD_FIELD,
  maxBytes: listingMediaRules.maxBytes,
  maxFiles: listingMediaRules.maxFilesPerUpload,
};
const DOCUMENTS_FORM: UploadForm = {
  field: LISTING_UPLOAD_FIELD,
  maxBytes: listingDocumentRules.maxBytes,
  maxFiles: listingDocumentRules.maxFilesPerUpload,
};

/**
 * The owner's side: uploads, and for each division its own routes under
 * /products/me/{section}, each declaring exactly the account types of §6 that may list there.
 */
export const myListingsRoutes: FastifyPluginAsyncZod<MyListingsRoutesOptions> = async (
  app,
  { service },
) => {
  app.post(
    '/products/me/media',
    {
      config: LISTERS,
      schema: {
        summary: 'Upload listing pictures (several at once)',
        description: `Multipart, each file in the field "${LISTING_UPLOAD_FIELD}": JPEG, PNG or WebP (read from the bytes), up to ${listingMediaRules.maxFilesPerUpload} files of at most 10 MB and 40 megapixels, at least ${listingMediaRules.minSidePx}×${listingMediaRules.minSidePx} px. Stored as WebP of at most ${listingMediaRules.largeMaxSidePx} px with a ${listingMediaRules.thumbnailMaxSidePx} px thumbnail. Attach them by id (media_ids) when saving a listing; unattached uploads are deleted after a day.`,
        tags: ['my listings'],
        consumes: ['multipart/form-data'],
        response: { 201: listingMediaList, ...errorResponses },
      },
    },
    async (request, reply) => {
      await service.admitUpload(signedInAccount(request));
      const media = await withUploadedFiles(request, PICTURES_FORM, (files) =>
        service.uploadMedia(signedInAccount(request), files),
      );
      return reply.code(201).send(media);
    },
  );

  app.post(
    '/products/me/documents',
    {
      config: LISTERS,
      schema: {
        summary: 'Upload PDF documents of listings (several at once)',
        description: `Multipart, each file in the field "${LISTING_UPLOAD_FIELD}": PDF only (checked from its first bytes), up to ${listingDocumentRules.maxFilesPerUpload} files of at most 10 MB. Attach them by id (document_ids) when saving a listing.`,
        tags: ['my listings'],
        consumes: ['multipart/form-data'],
        response: { 201: listingDocumentList, ...errorResponses },
      },
    },
    async (request, reply) => {
      await service.admitUpload(signedInAccount(request));
      const documents = await withUploadedFiles(request, DOCUMENTS_FORM, (files) =>
        service.uploadDocuments(signedInAccount(request), files),
      );
      return reply.code(201).send(documents);
    },
  );

  for (const section of marketplaceSections) divisionRoutes(app, service, section);
};

/** The routes of one division under /products/me/{section}: the owner's list and editor. */
function divisionRoutes(
  app: Parameters<FastifyPluginAsyncZod>[0],
  service: ListingsService,
  section: MarketplaceSection,
) {
  const base = `/products/me/${section}`;
  const config = { access: listingEditorsBySection[section] };
  const division = divisionOf(section).name;
  const schemaOf = (summary: string) => ({
    summary: `${division}: ${summary}`,
    tags: ['my listings'],
  });
  const body = listingInputBySection[section];

  app.get(
    base,
    {
      config,
      schema: {
        ...schemaOf('my listings, most recently changed first'),
        description:
          'Filter by status and draft_state; `search` matches words of the title. Pass `next_cursor` as `cursor` for the next page.',
        querystring: ownerListingsQuery,
        response: { 200: ownerListingPage, ...errorResponses },
      },
    },
    async (request) => service.listOwn(signedInAccount(request), section, request.query),
  );

  app.post(
    base,
    {
      config,
      schema: {
        ...schemaOf('add a listing (draft, or sent to publish)'),
        description:
          'A draft needs only a title. Publishing (draft_state "sent") needs every required field; a 400 VALIDATION then lists each missing field with "Complete this field, please", and user_message is the toast text.',
        body,
        response: { 201: ownerListing, ...errorResponses },
      },
    },
    async (request, reply) => {
      const listing = await service.create(signedInAccount(request), request.body);
      return reply.code(201).send(listing);
    },
  );

  app.get(
    `${base}/:id`,
    {
      config,
      schema: {
        ...schemaOf('one of my listings, for the edit form'),
        params: listingIdParams,
        response: { 200: ownerListing, ...errorResponses },
      },
    },
    async (request) => service.getOwn(signedInAccount(request), section, request.params.id),
  );

  app.patch(
    `${base}/:id`,
    {
      config,
      schema: {
        ...schemaOf('save the edit form'),
        description:
          'Only the fields sent change; those left out keep their saved values (`attributes` key by key). A field sent replaces its whole value: `media_ids` and `document_ids` in their new order (files left out of them are taken off the listing), `attributes.variants` kept by id.',
        params: listingIdParams,
        body: listingPatchBySection[section],
        response: { 200: ownerListing, ...errorResponses },
      },
    },
    async (request) =>
      service.patch(signedInAccount(request), section, request.params.id, request.body),
  );

  app.delete(
    `${base}/:id`,
    {
      config,
      schema: {
        ...schemaOf('delete one of my listings'),
        params: listingIdParams,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await service.remove(signedInAccount(request), section, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    `${base}/:id/copy`,
    {
      config,
      schema: {
        ...schemaOf('copy a listing into a new form (similarProduct)'),
        description:
          'From one of my listings or any public listing of this division. Answers a form body for a new draft (nothing is saved yet), with copies of the pictures that belong to me.',
        params: listingIdParams,
        response: { 200: listingPrefill, ...errorResponses },
      },
    },
    async (request) => service.copy(signedInAccount(request), section, request.params.id),
  );

  app.post(
    `${base}/:id/pause`,
    {
      config,
      schema: {
        ...schemaOf('pause a listing (off the public pages)'),
        params: listingIdParams,
        response: { 200: ownerListing, ...errorResponses },
      },
    },
    async (request) => service.pause(signedInAccount(request), section, request.params.id),
  );

  app.post(
    `${base}/:id/unpause`,
    {
      config,
      schema: {
        ...schemaOf('unpause a listing'),
        description:
          'Refused for a listing an administrator blocked, and for a paused account (ACCOUNT_IS_PAUSED).',
        params: listingIdParams,
        response: { 200: ownerListing, ...errorResponses },
      },
    },
    async (request) => service.unpause(signedInAccount(request), section, request.params.id),
  );
}
