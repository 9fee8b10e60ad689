import {
  accountPictureRules,
  companyDetails,
  ownerIdParams,
  sellerProfile,
  updateSellerBody,
} from '@bazaar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withUploadedFile } from '../../http/multipart';
import { errorResponses } from '../../http/responses';
import { signedInAccount } from '../../http/signed-in';
import { ownAccountRoutes } from '../users';
import type { SellersService } from './sellers.service';

export interface SellersRoutesOptions {
  service: SellersService;
}

const SELLER = { access: ['SELLER'] } as const;

export const sellersRoutes: FastifyPluginAsyncZod<SellersRoutesOptions> = async (
  app,
  { service },
) => {
  await app.register(
    ownAccountRoutes({
      path: '/sellers/me',
      accountType: 'SELLER',
      tag: 'sellers',
      profileSchema: sellerProfile,
      service,
    }),
  );

  app.patch(
    '/sellers/me',
    {
      config: SELLER,
      schema: {
        summary: 'Update account name, business name, names and phone',
        tags: ['sellers'],
        body: updateSellerBody,
        response: { 200: sellerProfile, ...errorResponses },
      },
    },
    async (request) => service.update(signedInAccount(request).id, request.body),
  );

  app.post(
    '/sellers/me/logo',
    {
      config: SELLER,
      schema: {
        summary: 'Upload the logo (multipart field "file": JPEG, PNG or WebP, up to 5 MB)',
        tags: ['sellers'],
        consumes: ['multipart/form-data'],
        response: { 200: sellerProfile, ...errorResponses },
      },
    },
    async (request) =>
      withUploadedFile(request, accountPictureRules.maxBytes, (file) =>
        service.setLogo(signedInAccount(request).id, file),
      ),
  );

  app.get(
    '/companies/:id',
    {
      config: { access: 'public' },
      schema: {
        summary: 'A seller\'s company details (spec §7 "Companies details")',
        description:
          'Display name, business name, logo and pickup address. 404 for an account that is not ' +
          'an active seller (a buyer, paused, blocked or closed).',
        tags: ['sellers'],
        params: ownerIdParams,
        response: { 200: companyDetails, ...errorResponses },
      },
    },
    async (request) => service.companyDetails(request.params.id),
  );
};
