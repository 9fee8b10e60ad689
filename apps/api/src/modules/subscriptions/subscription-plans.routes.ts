import {
  isAdmin,
  subscriptionIdParams,
  subscriptionPlan,
  subscriptionPlanBody,
  subscriptionPlanList,
  subscriptionSettings,
  subscriptionSettingsBody,
} from '@bazaar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/responses';
import { signedInAccount } from '../../http/signed-in';
import { ADMINISTRATORS_ONLY } from '../../plugins/auth';
import { SIGNED_IN, tags, type SubscriptionsRoutesOptions } from './subscriptions.routes';

/** The plans and the free trial's length: sellers read them, administrators set them. */
export const subscriptionPlansRoutes: FastifyPluginAsyncZod<SubscriptionsRoutesOptions> = async (
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
};
