import {
  createFilterParameterBody,
  filterMergeResult,
  filterParameterParams,
  filtersManagerParameters,
  filtersManagerQuery,
  managedParameter,
  mergeFilterOptionsBody,
  mergeFilterParametersBody,
  overrideFilterParameterBody,
  reorderFilterParametersBody,
  updateFilterParameterBody,
} from '@bazaar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/responses';
import { auditActorOf } from '../../http/signed-in';
import { ADMINISTRATORS_ONLY } from '../../plugins/auth';
import type { FiltersManagerService } from './filters-manager.service';

export interface FiltersManagerRoutesOptions {
  service: FiltersManagerService;
}

const TAGS = ['admin'];

export const filtersManagerRoutes: FastifyPluginAsyncZod<FiltersManagerRoutesOptions> = async (
  app,
  { service },
) => {
  app.get(
    '/admin/filters/parameters',
    {
      config: ADMINISTRATORS_ONLY,
      schema: {
        summary: "A catalog node's parameters and filters, inherited ones marked",
        description:
          "The parameters in effect on a node (or, without `node`, on the division) in filter-panel order: the division's, then each ancestor's, then its own; a node's own parameter of an inherited key overrides it in place.",
        tags: TAGS,
        querystring: filtersManagerQuery,
        response: { 200: filtersManagerParameters, ...errorResponses },
      },
    },
    async (request) => service.list(request.query),
  );

  app.post(
    '/admin/filters/parameters',
    {
      config: ADMINISTRATORS_ONLY,
      schema: {
        summary: 'Add a parameter to a catalog node or a division',
        tags: TAGS,
        body: createFilterParameterBody,
        response: { 201: managedParameter, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.create(request.body, auditActorOf(request))),
  );

  app.put(
    '/admin/filters/parameters/order',
    {
      config: ADMINISTRATORS_ONLY,
      schema: {
        summary: "Reorder a node's own parameters",
        tags: TAGS,
        body: reorderFilterParametersBody,
        response: { 200: filtersManagerParameters, ...errorResponses },
      },
    },
    async (request) => service.reorder(request.body, auditActorOf(request)),
  );

  app.post(
    '/admin/filters/parameters/merge',
    {
      config: ADMINISTRATORS_ONLY,
      schema: {
        summary: 'Merge two parameters of one node; listings’ values follow',
        description:
          'Parameters of different nodes are a 403 FILTERS_MANAGER_MERGE_DIFFERENT_NODES.',
        tags: TAGS,
        body: mergeFilterParametersBody,
        response: { 200: filterMergeResult, ...errorResponses },
      },
    },
    async (request) => service.mergeParameters(request.body, auditActorOf(request)),
  );

  app.patch(
    '/admin/filters/parameters/:id',
    {
      config: ADMINISTRATORS_ONLY,
      schema: {
        summary: 'Edit a parameter: names, options and their order, shown as a filter',
        tags: TAGS,
        params: filterParameterParams,
        body: updateFilterParameterBody,
        response: { 200: managedParameter, ...errorResponses },
      },
    },
    async (request) => service.update(request.params.id, request.body, auditActorOf(request)),
  );

  app.post(
    '/admin/filters/parameters/:id/override',
    {
      config: ADMINISTRATORS_ONLY,
      schema: {
        summary: 'Override an inherited parameter on a node',
        tags: TAGS,
        params: filterParameterParams,
        body: overrideFilterParameterBody,
        response: { 201: managedParameter, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await service.override(request.params.id, request.body, auditActorOf(request))),
  );

  app.post(
    '/admin/filters/parameters/:id/options/merge',
    {
      config: ADMINISTRATORS_ONLY,
      schema: {
        summary: 'Merge two options of a parameter; listings’ values follow',
        description:
          'When the parameter defines SKUs and a product holds both options, a 403 FILTERS_MANAGER_MERGE_SAME_SKU.',
        tags: TAGS,
        params: filterParameterParams,
        body: mergeFilterOptionsBody,
        response: { 200: filterMergeResult, ...errorResponses },
      },
    },
    async (request) => service.mergeOptions(request.params.id, request.body, auditActorOf(request)),
  );
};
