'use client';

import FileDownloadRounded from '@mui/icons-material/FileDownloadRounded';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import { paymentMovementKinds } from '@bazaar/contracts';
import { positiveMinorUnits } from '@/lib/forms/numbers';
import { ChoiceFilterField } from '@/components/choice-filter-field';
import { FilterRow } from '@/components/filter-bar';
import { DayRangeFields } from '@/components/day-filter-field';
import { downloadPaymentMovementsCsv } from '../api/export-payment-movements';
import { type PaymentFilters } from '../filters';

/** An amount bound typed in whole units and cents; it applies when the field is left. */
function AmountField({
  name,
  label,
  value,
  onCommit,
}: {
  name: string;
  label: string;
  value: number | undefined;
  onCommit: (minor: number | undefined) => void;
}) {
  const shown = value === undefined ? '' : (value / 100).toFixed(2);
  const [text, setText] = useState(shown);
  const [editing, setEditing] = useState(false);
  const commit = () => {
    setEditing(false);
    onCommit(text.trim() ? (positiveMinorUnits(text) ?? undefined) : undefined);
  };
  return (
    <TextField
      size="small"
      name={name}
      label={label}
      value={editing ? text : shown}
      onFocus={() => {
        setText(shown);
        setEditing(true);
      }}
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      sx={{ width: { xs: '100%', md: 130 } }}
    />
  );
}

/** The payments overview's filters, and its CSV of the movements they keep. */
export function PaymentFiltersBar({
  filters,
  filtered,
  onChange,
}: {
  filters: PaymentFilters;
  /** Some filter is set: "Clear" is offered. */
  filtered: boolean;
  onChange: (filters: Partial<PaymentFilters>) => void;
}) {
  const t = useTranslations('userManager.payments');
  const tFilters = useTranslations('userManager.filters');
  const { enqueueSnackbar } = useSnackbar();
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadPaymentMovementsCsv(filters);
    } catch {
      enqueueSnackbar(t('exportFailed'), { variant: 'error' });
    } finally {
      setExporting(false);
    }
  };

  return (
    <FilterRow label={tFilters('label')} framed>
      <ChoiceFilterField
        name="kind"
        label={t('columns.kind')}
        value={filters.kind}
        values={paymentMovementKinds}
        optionLabel={(kind) => t(`kinds.${kind}`)}
        allLabel={tFilters('all')}
        onChange={(kind) => onChange({ kind })}
        sx={{ minWidth: 190 }}
      />
      <DayRangeFields
        namePrefix="pay_"
        fromLabel={tFilters('fromDay')}
        toLabel={tFilters('toDay')}
        range={filters}
        onChange={onChange}
      />
      <AmountField
        key={`min-${filters.min}`}
        name="min"
        label={t('amountMin')}
        value={filters.min}
        onCommit={(min) => onChange({ min })}
      />
      <AmountField
        key={`max-${filters.max}`}
        name="max"
        label={t('amountMax')}
        value={filters.max}
        onCommit={(max) => onChange({ max })}
      />
      {filters.account ? (
        <Chip label={t('oneAccount')} onDelete={() => onChange({ account: undefined })} />
      ) : null}
      {filtered ? (
        <Button
          onClick={() =>
            onChange({
              kind: undefined,
              account: undefined,
              from: undefined,
              to: undefined,
              min: undefined,
              max: undefined,
            })
          }
        >
          {tFilters('clear')}
        </Button>
      ) : null}
      <Button
        variant="outlined"
        startIcon={<FileDownloadRounded />}
        onClick={() => void exportCsv()}
        loading={exporting}
        sx={{ ml: { md: 'auto' } }}
      >
        {t('export')}
      </Button>
    </FilterRow>
  );
}
