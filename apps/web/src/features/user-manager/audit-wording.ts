import { type AuditEntry } from '@bazaar/contracts';

/** The actions the user manager words; others show their code. */
export const wordedAuditActions = [
  'account.create',
  'account.update',
  'account.delete',
  'account.block',
  'account.pause',
  'account.unblock',
  'account.password_reset_link',
  'account.password_generate',
  'account.avatar',
  'account.logo',
  'account.view_as_start',
  'account.view_as_stop',
  'balance.top_up',
  'catalog_node.create',
  'catalog_node.rename',
  'catalog_node.move',
  'catalog_node.reorder',
  'catalog_node.hide',
  'catalog_node.show',
  'catalog_node.set_image',
  'catalog_parameter.create',
  'catalog_parameter.update',
  'catalog_parameter.override',
  'catalog_parameter.reorder',
  'catalog_parameter.merge',
  'catalog_parameter.merge_options',
  'homepage.add_entry',
  'homepage.edit_entry',
  'homepage.remove_entry',
  'homepage.set_picture',
  'homepage.reorder',
  'homepage.publish',
  'how_to_sell.create',
  'how_to_sell.update',
  'how_to_sell.delete',
  'how_to_sell.reorder',
  'listing.request_revision',
  'listing.resubmit',
  'listing.approve',
  'listing.block',
  'listing.unblock',
  'moderation_word.add',
  'moderation_word.remove',
  'support_request.reply',
  'support_request.set_status',
  'job.retry',
  'job.retry_queue',
] as const;

type Underscored<S extends string> = S extends `${infer Subject}.${infer Verb}`
  ? `${Subject}_${Verb}`
  : S;
/** The message key of a worded action (`account_block`). */
export type AuditActionKey = Underscored<(typeof wordedAuditActions)[number]>;

/** The message key of an action, or null for one without words yet. */
export function auditActionKey(action: string): AuditActionKey | null {
  return (wordedAuditActions as readonly string[]).includes(action)
    ? (action.replace('.', '_') as AuditActionKey)
    : null;
}

const shown = (value: unknown) =>
  value === null || value === undefined || value === '' ? '—' : String(value);

/**
 * The change in one line: "status: active → blocked · reason: …", from the entry's before and
 * after (only the keys either holds).
 */
export function auditDetails(entry: Pick<AuditEntry, 'before' | 'after'>): string {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys
    .map((key) => {
      if (key in before && key in after)
        return `${key}: ${shown(before[key])} → ${shown(after[key])}`;
      return key in after ? `${key}: ${shown(after[key])}` : `${key} ${shown(before[key])}`;
    })
    .join(' · ');
}
