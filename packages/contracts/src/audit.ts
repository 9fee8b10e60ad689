import { z } from 'zod';
import { filterText } from './filter-text';
import { accountTypes } from './enums';

/**
 * The administrators' audit trail (issue 21): every administrator action, who did it, to which
 * record, what it was before and after, when and from which address. Entries are only ever
 * added; nothing in the product edits or deletes them.
 *
 * Routes (ADMIN, SUPER_ADMIN):
 * - `GET /api/admin/audit-entries` ({@link auditEntryListQuery}) → {@link auditEntryPage}
 */

/** The kinds of record an administrator acts on. */
export const auditSubjectTypes = [
  'account',
  'listing',
  'catalog_node',
  'catalog_parameter',
  'homepage',
  'plan',
  'balance',
  'support_request',
  'review',
  'campaign',
  'how_to_sell',
  'settings',
  'job',
] as const;
export type AuditSubjectType = (typeof auditSubjectTypes)[number];

/**
 * What was done, as `<subject>.<verb>` (`account.block`, `listing.request_revision`, …): stable
 * codes the web words in the administrator's language.
 */
export const auditActionPattern = /^[a-z_]+\.[a-z_]+$/;

/** A record's state as the trail keeps it: plain JSON, with no secrets or password hashes. */
export type AuditSnapshot = Record<string, unknown>;

export const AUDIT_PAGE_MAX = 100;

/** `GET /api/admin/audit-entries`: newest first, keyset-paged; `to` is exclusive. */
export const auditEntryListQuery = z
  .object({
    /** The administrator who acted. */
    actor: z.uuid().optional(),
    subject_type: z.enum(auditSubjectTypes).optional(),
    /** The record acted on (an account's, a listing's … id). */
    subject: filterText(100),
    action: z.string().regex(auditActionPattern).max(80).optional(),
    from: z.iso.datetime({ offset: true }).optional(),
    to: z.iso.datetime({ offset: true }).optional(),
    limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_MAX).default(25),
    cursor: z.string().max(200).optional(),
  })
  .refine((query) => !query.from || !query.to || Date.parse(query.from) < Date.parse(query.to), {
    error: 'The end must be after the start',
    path: ['to'],
  });
export type AuditEntryListQuery = z.input<typeof auditEntryListQuery>;

export const auditEntry = z
  .object({
    id: z.uuid(),
    occurred_at: z.iso.datetime(),
    actor: z.object({
      id: z.uuid(),
      type: z.enum(accountTypes),
      /** The administrator's name as the back office shows it (their email when they have none). */
      display_name: z.string(),
    }),
    action: z.string(),
    subject_type: z.enum(auditSubjectTypes),
    subject_id: z.string(),
    before: z.record(z.string(), z.unknown()).nullable(),
    after: z.record(z.string(), z.unknown()).nullable(),
    /** The address the request came from. */
    ip: z.string().nullable(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditEntryPage = z
  .object({ items: z.array(auditEntry), next_cursor: z.string().nullable() })
  .meta({ id: 'AuditEntryPage' });
export type AuditEntryPage = z.infer<typeof auditEntryPage>;
