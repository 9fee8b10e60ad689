'use client';

import Link from '@mui/material/Link';
import { type GridColDef } from '@mui/x-data-grid';
import { useFormatter, useTranslations } from 'use-intl';
import { type AuditEntry } from '@bazaar/contracts';
import { AdminDataGrid } from '@/components/admin-data-grid';
import { AUDIT_PAGE_SIZE, useAuditEntries } from '../api/get-audit-entries';
import { type AuditFilters } from '../filters';
import { auditActionKey, auditDetails } from '../audit-wording';

interface Props {
  filters: AuditFilters;
  /** Opens an account's page (the record acted on, or the administrator who acted). */
  onOpenAccount: (id: string) => void;
  /** The trail of one account leaves out the record column (it is that account). */
  showSubject?: boolean;
}

/** Administrators' actions, newest first: who, what, which record, details, when, from where. */
export function AuditTrailGrid({ filters, onOpenAccount, showSubject = true }: Props) {
  const t = useTranslations('userManager.audit');
  const format = useFormatter();
  const entries = useAuditEntries(filters);
  const accountLink = (id: string, text: string) => (
    <Link component="button" type="button" onClick={() => onOpenAccount(id)}>
      {text}
    </Link>
  );
  const columns: GridColDef<AuditEntry>[] = [
    {
      field: 'occurred_at',
      headerName: t('columns.when'),
      width: 180,
      sortable: false,
      valueFormatter: (value: string) =>
        format.dateTime(new Date(value), { dateStyle: 'medium', timeStyle: 'short' }),
    },
    {
      field: 'actor',
      headerName: t('columns.actor'),
      flex: 1,
      minWidth: 160,
      sortable: false,
      renderCell: ({ row }) => accountLink(row.actor.id, row.actor.display_name),
    },
    {
      field: 'action',
      headerName: t('columns.action'),
      flex: 1,
      minWidth: 170,
      sortable: false,
      renderCell: ({ row }) => {
        const key = auditActionKey(row.action);
        return key ? t(`actions.${key}`) : row.action;
      },
    },
    ...(showSubject
      ? [
          {
            field: 'subject_id',
            headerName: t('columns.subject'),
            flex: 1,
            minWidth: 160,
            sortable: false,
            renderCell: ({ row }) =>
              row.subject_type === 'account' || row.subject_type === 'balance'
                ? accountLink(
                    row.subject_id,
                    `${t('subjectAccount')} ${row.subject_id.slice(0, 8)}`,
                  )
                : `${row.subject_type} ${row.subject_id.slice(0, 8)}`,
          } satisfies GridColDef<AuditEntry>,
        ]
      : []),
    {
      field: 'after',
      headerName: t('columns.details'),
      flex: 2,
      minWidth: 220,
      sortable: false,
      valueGetter: (_value, row) => auditDetails(row),
    },
    { field: 'ip', headerName: t('columns.ip'), width: 130, sortable: false },
  ];
  return (
    <AdminDataGrid<AuditEntry>
      label={t('label')}
      query={entries}
      columns={columns}
      pageSize={AUDIT_PAGE_SIZE}
      emptyText={t('empty')}
    />
  );
}
