import {
  DEFAULT_LOCALE,
  supportedLocales,
  type HowToSellEditorGuides,
  type HowToSellGuide,
  type HowToSellParagraph,
  type saveHowToSellBody,
  type SupportedLocale,
} from '@bazaar/contracts';
import type { z } from 'zod';
import type { Queryable } from '../../db/client';
import type { HowToSellParagraphRow } from '../../db/schema/how-to-sell';
import { ValidationError } from '../../errors';
import type { AuditActor } from '../../http/signed-in';
import type { AuditService } from '../audit';
import { planHowToSellChanges } from './how-to-sell-changes';
import type { HowToSellQueries, HowToSellRepository } from './how-to-sell.repository';

function toParagraph(row: HowToSellParagraphRow): HowToSellParagraph {
  return {
    id: row.id,
    position: row.position,
    title: row.title,
    body: row.body,
    updated_at: row.updatedAt.toISOString(),
  };
}

export interface HowToSellServiceDeps {
  repository: HowToSellRepository;
  audit: AuditService;
}

export function createHowToSellService({ repository, audit }: HowToSellServiceDeps) {
  /**
   * Saves one language's list under the guide's lock: deletes what was left out, renumbers
   * what was kept, edits and adds; one audit entry per paragraph added, edited or deleted, and
   * one for a new order.
   */
  async function saveLocale(
    queries: HowToSellQueries,
    tx: Queryable,
    actor: AuditActor,
    locale: SupportedLocale,
    draft: z.output<typeof saveHowToSellBody>[SupportedLocale],
  ) {
    const stored = await queries.listByLocale(locale);
    const changes = planHowToSellChanges(stored, draft);
    if (changes.unknownIds.length > 0) {
      throw new ValidationError(
        [{ field: locale, message: 'A step of this list is no longer in the guide' }],
        'Someone changed the guide meanwhile. Reload the editor and make your changes again.',
      );
    }
    const record = (action: string, id: string, before: object | null, after: object | null) =>
      audit.record(
        {
          ...actor,
          action: `how_to_sell.${action}`,
          subject: { type: 'how_to_sell', id },
          before: before && { locale, ...before },
          after: after && { locale, ...after },
        },
        tx,
      );

    await queries.deleteParagraphs(changes.deleted.map((paragraph) => paragraph.id));
    await queries.parkPositions(locale);
    const edits = new Map(changes.edited.map((edit) => [edit.id, edit]));
    for (const [position, entry] of changes.order.entries()) {
      if ('id' in entry) {
        const edit = edits.get(entry.id);
        await queries.updateParagraph(entry.id, locale, {
          position,
          ...(edit ? { title: edit.after.title, body: edit.after.body } : {}),
        });
      } else {
        const added = changes.added[entry.added]!;
        const row = await queries.insertParagraph({ locale, ...added });
        await record('create', row.id, null, { title: row.title, body: row.body, position });
      }
    }
    for (const edit of changes.edited) {
      await record(
        'update',
        edit.id,
        { title: edit.before.title, body: edit.before.body },
        { title: edit.after.title, body: edit.after.body },
      );
    }
    for (const paragraph of changes.deleted) {
      await record('delete', paragraph.id, { title: paragraph.title, body: paragraph.body }, null);
    }
    if (changes.reordered) {
      await record(
        'reorder',
        locale,
        { order: changes.reordered.before },
        { order: changes.reordered.after },
      );
    }
  }

  async function editorGuides(queries: HowToSellQueries): Promise<HowToSellEditorGuides> {
    const [en, de] = await Promise.all(supportedLocales.map((l) => queries.listByLocale(l)));
    return { en: en!.map(toParagraph), de: de!.map(toParagraph) };
  }

  return {
    /**
     * The guide in one language; a language without paragraphs of its own falls back to the
     * default one, so the page is never empty.
     */
    async guide(locale: SupportedLocale): Promise<HowToSellGuide> {
      let shown = locale;
      let rows = await repository.listByLocale(locale);
      if (rows.length === 0 && locale !== DEFAULT_LOCALE) {
        shown = DEFAULT_LOCALE;
        rows = await repository.listByLocale(DEFAULT_LOCALE);
      }
      return { locale: shown, paragraphs: rows.map(toParagraph) };
    },

    /** GET /admin/how-to-sell: both languages' paragraphs, for the editor. */
    async editorGuides(): Promise<HowToSellEditorGuides> {
      return editorGuides(repository);
    },

    /** PUT /admin/how-to-sell: both languages' lists as they should be, in one transaction. */
    async save(
      actor: AuditActor,
      body: z.output<typeof saveHowToSellBody>,
    ): Promise<HowToSellEditorGuides> {
      return repository.transaction(async (queries, tx) => {
        await queries.lockGuide();
        for (const locale of supportedLocales) {
          await saveLocale(queries, tx, actor, locale, body[locale]);
        }
        return editorGuides(queries);
      });
    },
  };
}

export type HowToSellService = ReturnType<typeof createHowToSellService>;
