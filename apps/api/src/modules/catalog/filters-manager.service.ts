import type {
  CreateFilterParameterBody,
  FiltersManagerParameters,
  FiltersManagerQuery,
  MergeFilterOptionsBody,
  MergeFilterParametersBody,
  OverrideFilterParameterBody,
  ReorderFilterParametersBody,
  UpdateFilterParameterBody,
} from '@bazaar/contracts';
import type { AuditActor } from '../../http/signed-in';
import { addFilterParameter } from './add-filter-parameter';
import { changeFilterParameter } from './change-filter-parameter';
import { effectiveOn, type FiltersManagerDependencies } from './managed-parameters';
import { mergeFilterOptions, mergeFilterParameters } from './merge-filter-parameters';
import { overrideFilterParameter } from './override-filter-parameter';
import { reorderFilterParameters } from './reorder-filter-parameters';

export type { FiltersManagerDependencies } from './managed-parameters';

/**
 * Manage filters (issue 21): parameters and options per catalog node, their order, which show as
 * filters, overrides down the tree, and merges whose listings' values follow in the same
 * transaction. Every change is in the audit trail. One file per use case; this wires them.
 */
export function createFiltersManagerService(deps: FiltersManagerDependencies) {
  return {
    /** GET /admin/filters/parameters: a node's (or division's) parameters, inherited marked. */
    list(query: FiltersManagerQuery): Promise<FiltersManagerParameters> {
      return effectiveOn(deps.db, query.section, query.node ?? null);
    },

    create: (body: CreateFilterParameterBody, by: AuditActor) => addFilterParameter(deps, body, by),

    update: (id: string, body: UpdateFilterParameterBody, by: AuditActor) =>
      changeFilterParameter(deps, id, body, by),

    /** Orders a node's own parameters; inherited ones keep their ancestors' order. */
    reorder: (body: ReorderFilterParametersBody, by: AuditActor) =>
      reorderFilterParameters(deps, body, by),

    /** Copies an inherited parameter onto a node, so that its subtree can change it. */
    override: (id: string, body: OverrideFilterParameterBody, by: AuditActor) =>
      overrideFilterParameter(deps, id, body, by),

    /** Merges one parameter into another of the same node; listings' values follow. */
    mergeParameters: (body: MergeFilterParametersBody, by: AuditActor) =>
      mergeFilterParameters(deps, body, by),

    /** Merges one option of a parameter into another; every listing's value follows. */
    mergeOptions: (id: string, body: MergeFilterOptionsBody, by: AuditActor) =>
      mergeFilterOptions(deps, id, body, by),
  };
}

export type FiltersManagerService = ReturnType<typeof createFiltersManagerService>;
