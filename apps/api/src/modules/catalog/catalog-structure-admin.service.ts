import type {
  AdminCatalogTree,
  CreateCatalogNodeBody,
  MarketplaceSection,
  MovedCatalogNode,
  PlaceCatalogNodeBody,
  RenameCatalogNodeBody,
  SupportedLocale,
} from '@bazaar/contracts';
import type { UploadedFile } from '../../http/multipart';
import type { AuditActor } from '../../http/signed-in';
import { addCatalogNode } from './add-catalog-node';
import { nodeNotFound, treeOf, type CatalogStructureAdminDeps } from './catalog-node-editing';
import { setCatalogNodeHidden, setCatalogNodeImage } from './catalog-node-looks';
import { placeCatalogNode } from './place-catalog-node';
import { renameCatalogNode } from './rename-catalog-node';

export type { CatalogStructureAdminDeps } from './catalog-node-editing';

/**
 * The administrators' catalogue structure (ADR 0071): each division's tree with its hidden
 * nodes; adding, renaming, moving and reordering, hiding and pictures. Every edit runs under the
 * division's lock in one transaction with its audit entry; a move or a new slug remembers the old
 * addresses of the node and everything below it, and the kept trees are dropped everywhere after
 * the commit. Listings reference their node by id, so they follow a move as they are. One file
 * per edit; this wires them.
 */
export function createCatalogStructureAdminService(deps: CatalogStructureAdminDeps) {
  const { repository } = deps;
  return {
    /** GET /admin/catalog/nodes: the whole tree of a division, hidden nodes included. */
    async tree(section: MarketplaceSection): Promise<AdminCatalogTree> {
      return treeOf(repository, section);
    },

    /** POST /admin/catalog/nodes: a new node, last among its siblings. */
    create: (body: CreateCatalogNodeBody, actor: AuditActor) => addCatalogNode(deps, body, actor),

    /** PATCH /admin/catalog/nodes/{id}: names in both locales and the slug. */
    rename: (id: string, body: RenameCatalogNodeBody, actor: AuditActor) =>
      renameCatalogNode(deps, id, body, actor),

    /** PUT /admin/catalog/nodes/{id}/place: under another parent, or another place among siblings. */
    place: (id: string, body: PlaceCatalogNodeBody, actor: AuditActor) =>
      placeCatalogNode(deps, id, body, actor),

    /** PUT /admin/catalog/nodes/{id}/visibility: hidden with everything below it, or shown. */
    setHidden: (id: string, hidden: boolean, actor: AuditActor) =>
      setCatalogNodeHidden(deps, id, hidden, actor),

    /** POST /admin/catalog/nodes/{id}/image: a picture checked as account pictures are. */
    setImage: (id: string, file: UploadedFile, actor: AuditActor) =>
      setCatalogNodeImage(deps, id, file, actor),

    /**
     * GET /catalog/moved-nodes: where the node is now that had the section-page address `path`
     * (its slugs from the section down) before a move or a new slug; 404 when none had it.
     */
    async movedNode(
      section: MarketplaceSection,
      path: string,
      locale: SupportedLocale,
    ): Promise<MovedCatalogNode> {
      const nodeId = await repository.nodeOnceAt(section, path);
      if (!nodeId) throw nodeNotFound();
      const detail = await deps.catalog.nodeDetail(nodeId, locale);
      return { node: detail.node, path: [...detail.path] };
    },
  };
}

export type CatalogStructureAdminService = ReturnType<typeof createCatalogStructureAdminService>;
