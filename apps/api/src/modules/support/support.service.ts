import { randomInt } from 'node:crypto';
import type {
  createSupportRequestBody,
  SupportRequest,
  SupportRequestPage,
  SupportRequestReceipt,
  SupportRequestStatus,
  supportRequestListQuery,
} from '@bazaar/contracts';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/errors';
import type { SupportRequestRow } from '../../db/schema/support';
import { NotFoundError } from '../../errors';
import type { SignedInAccount } from '../../lib/account-status';
import { systemClock, type Clock } from '../../lib/clock';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor';
import { throttleRules, type ThrottleService } from '../throttle';
import type { SupportRepository } from './support.repository';

/** Letters and digits that cannot be mistaken for each other when read out (no 0/O, 1/I/L). */
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const REFERENCE_LENGTH = 8;

/** A reference people can read out on the phone: SR- and 8 random characters (~39 bits). */
export function newSupportReference(): string {
  let code = '';
  for (let i = 0; i < REFERENCE_LENGTH; i += 1) {
    code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  }
  return `SR-${code}`;
}

function toSupportRequest(row: SupportRequestRow): SupportRequest {
  return {
    id: row.id,
    reference: row.reference,
    created_at: row.createdAt.toISOString(),
    name: row.name,
    email: row.email,
    topic: row.topic,
    message: row.message,
    status: row.status,
    user_id: row.userId,
    resolved_at: row.resolvedAt?.toISOString() ?? null,
  };
}

export interface SupportServiceDependencies {
  repository: SupportRepository;
  throttle: ThrottleService;
  clock?: Clock;
}

export function createSupportService({
  repository,
  throttle,
  clock = systemClock,
}: SupportServiceDependencies) {
  return {
    /**
     * Stores a request from the support form; limited per address. A signed-in sender's account
     * is attached, whatever name and email they typed.
     */
    async create(
      body: z.output<typeof createSupportRequestBody>,
      sender: { account: SignedInAccount | null; ip: string },
    ): Promise<SupportRequestReceipt> {
      await throttle.hit(throttleRules.supportRequestsPerIp, sender.ip);
      // A clash of two random references is rare; a new one is drawn when it happens.
      for (let attempt = 0; ; attempt += 1) {
        try {
          const row = await repository.insert({
            reference: newSupportReference(),
            createdAt: clock.now(),
            name: body.name,
            email: body.email,
            topic: body.topic,
            message: body.message,
            userId: sender.account?.id ?? null,
          });
          return { id: row.id, reference: row.reference, created_at: row.createdAt.toISOString() };
        } catch (error) {
          if (!isUniqueViolation(error) || attempt >= 4) throw error;
        }
      }
    },

    /** A page of support requests, newest first; `next_cursor` is null on the last page. */
    async list(query: z.output<typeof supportRequestListQuery>): Promise<SupportRequestPage> {
      const rows = await repository.list({
        status: query.status,
        topic: query.topic,
        after: query.cursor === undefined ? undefined : decodeCursor(query.cursor),
        limit: query.limit + 1,
      });
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        items: page.map((row) => toSupportRequest(row.request)),
        next_cursor:
          rows.length > query.limit && last
            ? encodeCursor({ createdAt: last.createdAtText, id: last.request.id })
            : null,
      };
    },

    /** Resolves a request (remembering when and by whom) or opens it again. */
    async setStatus(
      admin: SignedInAccount,
      id: string,
      status: SupportRequestStatus,
    ): Promise<SupportRequest> {
      const row = await repository.updateStatus(
        id,
        status === 'resolved'
          ? { status, resolvedAt: clock.now(), resolvedById: admin.id }
          : { status, resolvedAt: null, resolvedById: null },
      );
      if (!row) throw new NotFoundError('This support request does not exist.');
      return toSupportRequest(row);
    },
  };
}

export type SupportService = ReturnType<typeof createSupportService>;
