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
  'balance.top_up',
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
