'use client';

import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useTranslations } from 'use-intl';
import { ChoiceFilterField } from '@/components/choice-filter-field';
import { DayRangeFields } from '@/components/day-filter-field';
import { FilterRow } from '@/components/filter-bar';
import { auditActionKey, wordedAuditActions } from '../audit-wording';
import { type AuditFilters } from '../filters';
import { AuditTrailGrid } from './audit-trail-grid';

interface Props {
  filters: AuditFilters;
  onChange: (filters: Partial<AuditFilters>) => void;
  onOpenAccount: (id: string) => void;
}

/** Every administrator's actions, filtered by action, days, actor and record (in the address). */
export function AuditPanel({ filters, onChange, onOpenAccount }: Props) {
  const t = useTranslations('userManager.audit');
  const tFilters = useTranslations('userManager.filters');
  const filtered = Object.values(filters).some((value) => value !== undefined);
  return (
    <>
      <FilterRow label={tFilters('label')}>
        <ChoiceFilterField
          name="action"
          label={t('columns.action')}
          value={filters.action}
          values={wordedAuditActions}
          optionLabel={(action) => t(`actions.${auditActionKey(action)!}`)}
          allLabel={tFilters('all')}
          onChange={(action) => onChange({ action })}
          sx={{ minWidth: 220 }}
        />
        <DayRangeFields
          namePrefix="audit_"
          fromLabel={tFilters('fromDay')}
          toLabel={tFilters('toDay')}
          range={filters}
          onChange={onChange}
        />
        {filters.actor ? (
          <Chip label={t('byActor')} onDelete={() => onChange({ actor: undefined })} />
        ) : null}
        {filters.subject ? (
          <Chip label={t('onSubject')} onDelete={() => onChange({ subject: undefined })} />
        ) : null}
        {filtered ? (
          <Button
            onClick={() =>
              onChange({
                action: undefined,
                actor: undefined,
                subject: undefined,
                from: undefined,
                to: undefined,
              })
            }
          >
            {tFilters('clear')}
          </Button>
        ) : null}
      </FilterRow>
      <AuditTrailGrid filters={filters} onOpenAccount={onOpenAccount} />
    </>
  );
}
