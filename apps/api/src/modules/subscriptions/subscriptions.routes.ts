import {
  adminSubscriptionBody,
  changePlanBody,
  mySubscription,
  subscriptionIdParams,
  subscriptionList,
} from '@bazaar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/responses';
import { signedInAccount } from '../../http/signed-in';
import { ADMINISTRATORS_ONLY } from '../../plugins/auth';
import type { SubscriptionsService } from './subscriptions.service';

export interface SubscriptionsRoutesOptions {
  service: SubscriptionsService;
}

export const SIGNED_IN = { access: 'signed-in' } as const;
const SELLERS = { access: ['SELLER'] } as const;
/** Spec §6: administrators manage subscriptions and the free trial. */
export const tags = ['subscriptions'];

/**
 * Sellers' subscriptions: their own, and every one for administrators. The plans and settings
 * are in subscription-plans.routes.ts, registered beside it by the module.
 */
export const subscriptionsRoutes: FastifyPluginAsyncZod<SubscriptionsRoutesOptions> = async (
  app,
  { service },
) => {
  app.get(
    '/subscriptions',
    {
      config: ADMINISTRATORS_ONLY,
      schema: {
        summary: "Sellers' subscriptions with their state now",
        tags,
        response: { 200: subscriptionList, ...errorResponses },
      },
    },
    async () => service.list(),
  );

  app.patch(
    '/subscriptions/:id',
    {
      config: ADMINISTRATORS_ONLY,
      schema: {
        summary: 'Put a seller on another plan or extend their trial',
        description:
          'Another plan applies at once without a charge (the next renewal charges it); listings above a smaller limit are paused. Only a trial can be extended (409 for paid months).',
        tags,
        params: subscriptionIdParams,
        body: adminSubscriptionBody,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await service.adminChange(request.params.id, request.body);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/subscriptions/me',
    {
      config: SELLERS,
      schema: {
        summary: 'My subscription: plan, state, period, limits used and the next charge',
        description: "A seller's first call starts their free trial.",
        tags,
        response: { 200: mySubscription, ...errorResponses },
      },
    },
    async (request) => service.mine(signedInAccount(request).id),
  );

  app.put(
    '/subscriptions/me/plan',
    {
      config: SELLERS,
      schema: {
        summary: 'Change my plan',
        description:
          'On the trial, in grace or expired: at once. On a paid month a dearer plan applies at once and the difference is charged pro rata (403 INSUFFICIENT_BALANCE when the balance is short); a cheaper one waits for the next renewal.',
        tags,
        body: changePlanBody,
        response: { 200: mySubscription, ...errorResponses },
      },
    },
    async (request) => service.changePlan(signedInAccount(request).id, request.body.plan_id),
  );

  app.post(
    '/subscriptions/me/renewal',
    {
      config: SELLERS,
      schema: {
        summary: 'Renew now (in grace or expired, after a top-up)',
        description: '409 while the plan is paid for this period.',
        tags,
        response: { 200: mySubscription, ...errorResponses },
      },
    },
    async (request) => service.renewNow(signedInAccount(request).id),
  );
};
