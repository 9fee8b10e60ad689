/** A paragraph as it is stored, for planning a save. */
export interface StoredParagraph {
  id: string;
  title: string;
  body: string;
}

/** A paragraph as the editor sends it: `id` for one kept from before. */
export interface DraftParagraph {
  id?: string;
  title: string;
  body: string;
}

/** What saving one language's list changes, paragraph by paragraph. */
export interface HowToSellChanges {
  added: { position: number; title: string; body: string }[];
  edited: { id: string; before: StoredParagraph; after: StoredParagraph }[];
  deleted: StoredParagraph[];
  /** The kept paragraphs' ids in their old and new order, when that order changed. */
  reordered: { before: string[]; after: string[] } | null;
  /** Every paragraph of the new list in its order: an id, or the index into `added`. */
  order: ({ id: string } | { added: number })[];
  /** Ids the draft names that are not paragraphs of this language, or that it names twice. */
  unknownIds: string[];
}

/**
 * Compares a language's stored paragraphs with the editor's list: which are new, edited,
 * deleted, and whether the kept ones changed order. Pure, so the audit trail records exactly
 * what changed and nothing more.
 */
export function planHowToSellChanges(
  stored: readonly StoredParagraph[],
  draft: readonly DraftParagraph[],
): HowToSellChanges {
  const byId = new Map(stored.map((paragraph) => [paragraph.id, paragraph]));
  const seen = new Set<string>();
  const changes: HowToSellChanges = {
    added: [],
    edited: [],
    deleted: [],
    reordered: null,
    order: [],
    unknownIds: [],
  };
  draft.forEach((paragraph, position) => {
    if (paragraph.id === undefined) {
      changes.order.push({ added: changes.added.length });
      changes.added.push({ position, title: paragraph.title, body: paragraph.body });
      return;
    }
    const before = byId.get(paragraph.id);
    if (!before || seen.has(paragraph.id)) {
      changes.unknownIds.push(paragraph.id);
      return;
    }
    seen.add(paragraph.id);
    changes.order.push({ id: paragraph.id });
    if (before.title !== paragraph.title || before.body !== paragraph.body) {
      changes.edited.push({
        id: paragraph.id,
        before,
        after: { id: paragraph.id, title: paragraph.title, body: paragraph.body },
      });
    }
  });
  changes.deleted = stored.filter((paragraph) => !seen.has(paragraph.id));
  const keptBefore = stored.filter((paragraph) => seen.has(paragraph.id)).map((p) => p.id);
  const keptAfter = changes.order.flatMap((entry) => ('id' in entry ? [entry.id] : []));
  if (keptBefore.some((id, index) => keptAfter[index] !== id)) {
    changes.reordered = { before: keptBefore, after: keptAfter };
  }
  return changes;
}
