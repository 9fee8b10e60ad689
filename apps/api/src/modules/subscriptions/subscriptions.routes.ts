import {
  adminSubscriptionBody,
  changePlanBody,
  isAdmin,
  mySubscription,
  subscriptionIdParams,
  subscriptionList,
  subscriptionPlan,
  subscriptionPlanBody,
  subscriptionPlanList,
  subscriptionSettings,
  subscriptionSettingsBody,
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

const SIGNED_IN = { access: 'signed-in' } as const;
const SELLERS = { access: ['SELLER'] } as const;
/** Spec §6: administrators manage subscriptions and the free trial. */
const tags = ['subscriptions'];

export const subscriptionsRoutes: FastifyPluginAsyncZod<SubscriptionsRoutesOptions> = async (
  app,
  { service },
) => {
  app.get(
    '/subscriptions/plans',
    {
      config: SIGNED_IN,
      schema: {
        summary: 'The plans a seller can choose',
        description: 'Administrators also get retired plans (`retired: true`).',
        tags,
        response: { 200: subscriptionPlanList, ...errorResponses },
      },
    },
    async (request) => ({
      items: await service.plans(isAdmin(signedInAccount(request).type)),
    }),
  );

  app.post(
    '/subscriptions/plans',
    {
      config: ADMINISTRATORS_ONLY,
      schema: {
        summary: 'Add a plan',
        tags,
        body: subscriptionPlanBody,
        response: { 201: subscriptionPlan, ...errorResponses },
      },
    },
    async (request, reply) => reply.code(201).send(await service.createPlan(request.body)),
  );

  app.put(
    '/subscriptions/plans/:id',
    {
      config: ADMINISTRATORS_ONLY,
      schema: {
        summary: "Change a plan's name, price and limits",
        description:
          "A new price is charged from each subscriber's next renewal; new limits apply at once.",
        tags,
        params: subscriptionIdParams,
        body: subscriptionPlanBody,
        response: { 200: subscriptionPlan, ...errorResponses },
      },
    },
    async (request) => service.updatePlan(request.params.id, request.body),
  );

  app.post(
    '/subscriptions/plans/:id/retire',
    {
      config: ADMINISTRATORS_ONLY,
      schema: {
        summary: 'Retire a plan',
        description:
          "Nobody can choose it any more; its subscribers keep it until they change. The trial's plan cannot be retired (409).",
        tags,
        params: subscriptionIdParams,
        response: { 200: subscriptionPlan, ...errorResponses },
      },
    },
    async (request) => service.retirePlan(request.params.id),
  );

  app.get(
    '/subscriptions/settings',
    {
      config: ADMINISTRATORS_ONLY,
      schema: {
        summary: "The free trial's length and the grace period",
        tags,
        response: { 200: subscriptionSettings, ...errorResponses },
      },
    },
    async () => service.settings(),
  );

  app.put(
    '/subscriptions/settings',
    {
      config: ADMINISTRATORS_ONLY,
      schema: {
        summary: "Change the free trial's length",
        description: 'For sellers who start from now on; running trials keep their end.',
        tags,
        body: subscriptionSettingsBody,
        response: { 200: subscriptionSettings, ...errorResponses },
      },
    },
    async (request) => service.updateSettings(request.body.trial_days),
  );

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
