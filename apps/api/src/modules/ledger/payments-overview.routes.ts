import {
  paymentMovementFilterQuery,
  paymentMovementPage,
  paymentMovementQuery,
  paymentsSummary,
} from '@bazaar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/responses';
import { ADMINISTRATORS_ONLY } from '../../plugins/auth';
import type { LedgerService } from './ledger.service';

const tags = ['payments'];

/** The back office's payments overview over the ledger (issue 21, ADR 0076). */
export const paymentsOverviewRoutes: FastifyPluginAsyncZod<{ service: LedgerService }> = async (
  app,
  { service },
) => {
  app.get(
    '/admin/payments/movements',
    {
      config: ADMINISTRATORS_ONLY,
      schema: {
        summary: "Movements of every account holder's prepaid balance (administrators)",
        description:
          'Filtered by kind, account, UTC days (both included) and amount moved (minor units, ' +
          'whichever the direction). Pass `next_cursor` as `cursor` for the next page.',
        tags,
        querystring: paymentMovementQuery,
        response: { 200: paymentMovementPage, ...errorResponses },
      },
    },
    async (request) => service.movements(request.query),
  );

  app.get(
    '/admin/payments/movements/export',
    {
      config: ADMINISTRATORS_ONLY,
      schema: {
        summary: 'The same movements as a CSV file, newest first (at most 10,000)',
        tags,
        querystring: paymentMovementFilterQuery,
        response: { 200: z.string(), ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="payments.csv"')
        .header('cache-control', 'private, no-store')
        .send(await service.exportMovementsCsv(request.query)),
  );

  app.get(
    '/admin/payments/summary',
    {
      config: ADMINISTRATORS_ONLY,
      schema: {
        summary: 'Balances held now and the filtered movements summed per kind (administrators)',
        tags,
        querystring: paymentMovementFilterQuery,
        response: { 200: paymentsSummary, ...errorResponses },
      },
    },
    async (request) => service.movementSummary(request.query),
  );
};
