import type { SupportedLocale } from '@bazaar/contracts';
import type { UploadedFile } from '../../http/multipart';
import type { AuditActor } from '../../http/signed-in';
import { previewContent, visitorContent } from './homepage-content';
import { draftOf } from './homepage-draft';
import type { EntryInput, HomepageServiceDeps } from './homepage-entries';
import { publishHomepage } from './publish-homepage';
import { setBannerPicture } from './homepage-pictures';
import { createEntry, removeEntry, reorderGroup, updateEntry } from './edit-homepage-entries';

/**
 * Homepage settings (ADR 0073). Administrators edit a draft of entries (banners per locale,
 * featured catalogue nodes and listings per division, each group in its order, each with a
 * schedule) and publish it as a whole; visitors see the newest publication's entries whose
 * schedule covers the clock's now, and a preview shows the draft at any moment. Featured nodes
 * and listings are looked up when read: a node hidden or a listing withdrawn since drops out.
 * Every edit runs in one transaction with its audit entry, under the draft's lock.
 */
export function createHomepageService(deps: HomepageServiceDeps) {
  return {
    visitorContent: (locale: SupportedLocale) => visitorContent(deps, locale),
    preview: (at: Date, locale: SupportedLocale) => previewContent(deps, at, locale),
    draft: () => draftOf(deps),
    create: (body: EntryInput, actor: AuditActor) => createEntry(deps, body, actor),
    update: (id: string, body: EntryInput, actor: AuditActor) => updateEntry(deps, id, body, actor),
    remove: (id: string, actor: AuditActor) => removeEntry(deps, id, actor),
    setPicture: (id: string, file: UploadedFile, actor: AuditActor) =>
      setBannerPicture(deps, id, file, actor),
    reorder: (ids: string[], actor: AuditActor) => reorderGroup(deps, ids, actor),
    publish: (actor: AuditActor) => publishHomepage(deps, actor),
  };
}

export type HomepageService = ReturnType<typeof createHomepageService>;
