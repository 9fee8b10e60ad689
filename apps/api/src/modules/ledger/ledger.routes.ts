import {
  adminTopUpBody,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
  prepayBalance,
  prepayEntry,
  prepayEntryParams,
  prepayHistoryExportQuery,
  prepayHistoryPage,
  prepayHistoryQuery,
  PREPAY_CURRENCY,
  userIdParams,
} from '@bazaar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fingerprintOf } from '../../http/idempotency';
import { errorResponses } from '../../http/responses';
import { auditActorOf, signedInAccount } from '../../http/signed-in';
import { ADMINISTRATORS_ONLY } from '../../plugins/auth';
import type { AuditService } from '../audit';
import type { LedgerService } from './ledger.service';

export interface LedgerRoutesOptions {
  service: LedgerService;
  /** An administrator's top-up is recorded in the audit trail with its posting. */
  audit: Pick<AuditService, 'record'>;
}

const SIGNED_IN = { access: 'signed-in' } as const;
const tags = ['payments'];

/** The prepaid balance and its history (spec §7 "User balance", "Payments history"). */
export const ledgerRoutes: FastifyPluginAsyncZod<LedgerRoutesOptions> = async (
  app,
  { service, audit },
) => {
  app.get(
    '/users/me/balance',
    {
      config: SIGNED_IN,
      schema: {
        summary: "The signed-in account's prepaid balance",
        tags,
        response: { 200: prepayBalance, ...errorResponses },
      },
    },
    async (request) => {
      const account = signedInAccount(request);
      return service.balance(account, account.id);
    },
  );

  app.get(
    '/users/:id/balance',
    {
      config: ADMINISTRATORS_ONLY,
      schema: {
        summary: "An account's prepaid balance (administrators)",
        tags,
        params: userIdParams,
        response: { 200: prepayBalance, ...errorResponses },
      },
    },
    async (request) => service.balance(signedInAccount(request), request.params.id),
  );

  app.post(
    '/users/:id/balance/top-ups',
    {
      config: ADMINISTRATORS_ONLY,
      schema: {
        summary: "Top up a buyer's or a seller's prepaid balance (administrators)",
        description:
          'Requires an `Idempotency-Key` header: a repeat with the same key answers the same ' +
          'entry with 200 (201 when it was made now); with another amount or note, 422 ' +
          'IDEMPOTENCY_KEY_REUSED. The administrator is recorded as its author and in the audit ' +
          'trail. An administrator’s account, one’s own or another’s, is never topped up: 403 ' +
          'FORBIDDEN.',
        tags,
        params: userIdParams,
        headers: z.object({ [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema }),
        body: adminTopUpBody,
        response: { 200: prepayEntry, 201: prepayEntry, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { entry, created } = await service.topUpByAdministrator(
        signedInAccount(request),
        id,
        request.headers[IDEMPOTENCY_KEY_HEADER],
        request.body,
        (tx, posted) =>
          audit.record(
            {
              ...auditActorOf(request),
              action: 'balance.top_up',
              subject: { type: 'balance', id },
              after: {
                amount_minor: request.body.amount_minor,
                currency: PREPAY_CURRENCY,
                note: request.body.note,
                entry_id: posted.entryId,
              },
            },
            tx,
          ),
        fingerprintOf(request),
      );
      return reply.code(created ? 201 : 200).send(entry);
    },
  );

  app.get(
    '/payments/history',
    {
      config: SIGNED_IN,
      schema: {
        summary: 'Entries of prepaid balances with the balance after each, newest first',
        description:
          "The signed-in account's own entries; administrators see everyone's and may filter by " +
          '`user_id`. `from` and `to` are UTC days, both included. Pass `next_cursor` as `cursor` ' +
          'for the next page.',
        tags,
        querystring: prepayHistoryQuery,
        response: { 200: prepayHistoryPage, ...errorResponses },
      },
    },
    async (request) => service.history(signedInAccount(request), request.query),
  );

  app.get(
    '/payments/history/export',
    {
      config: SIGNED_IN,
      schema: {
        summary: 'The same entries as a CSV file (at most 10,000)',
        tags,
        querystring: prepayHistoryExportQuery,
        response: { 200: z.string(), ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="prepay-history.csv"')
        .header('cache-control', 'private, no-store')
        .send(await service.exportCsv(signedInAccount(request), request.query)),
  );

  app.get(
    '/payments/history/:id',
    {
      config: SIGNED_IN,
      schema: {
        summary: 'One entry, for its receipt (its account holder and administrators)',
        tags,
        params: prepayEntryParams,
        response: { 200: prepayEntry, ...errorResponses },
      },
    },
    async (request) => service.entry(signedInAccount(request), request.params.id),
  );
};
