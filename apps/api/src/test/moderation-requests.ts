import {
  auditEntryPage,
  errorEnvelopeSchema,
  moderationCaseDetail,
  moderationCasePage,
  notificationList,
  type ModerationCase,
} from '@bazaar/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { App } from '../app';
import { requestSender, type SignedIn } from './accounts';

/* What the moderation tests send and read back, the administrator's side through `admin`. */

export function expectStatus(response: LightMyRequestResponse, status: number) {
  expect(response.statusCode, response.body).toBe(status);
  return response;
}

export function expectError(response: LightMyRequestResponse, status: number) {
  expectStatus(response, status);
  return errorEnvelopeSchema.parse(response.json());
}

export function moderationRequests(app: () => App, admin: () => SignedIn) {
  const send = requestSender(app);
  return {
    async caseOf(listingId: string) {
      const response = await send('GET', `/api/admin/moderation/listings/${listingId}`, admin());
      if (response.statusCode === 404) return undefined;
      expectStatus(response, 200);
      return moderationCaseDetail.parse(response.json());
    },

    async queue(query = ''): Promise<ModerationCase[]> {
      const response = await send('GET', `/api/admin/moderation/listings${query}`, admin());
      expectStatus(response, 200);
      return moderationCasePage.parse(response.json()).items;
    },

    async auditOf(listingId: string) {
      const response = await send('GET', `/api/admin/audit-entries?subject=${listingId}`, admin());
      expectStatus(response, 200);
      return auditEntryPage.parse(response.json()).items;
    },

    async notificationsOf(who: SignedIn) {
      const response = await send('GET', '/api/notifications/me', who);
      expectStatus(response, 200);
      return notificationList.parse(response.json());
    },

    isPublic: async (listingId: string) =>
      (await app().inject({ method: 'GET', url: `/api/products/${listingId}` })).statusCode === 200,
  };
}
