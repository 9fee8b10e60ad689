'use client';

import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import { accountTypes, activityStatuses, marketplaceSections } from '@bazaar/contracts';
import { ChoiceFilterField } from '@/components/choice-filter-field';
import { DayRangeFields } from '@/components/day-filter-field';
import { FilterRow } from '@/components/filter-bar';
import { SearchFilterField } from '@/components/search-filter-field';
import { hasAccountFilters, type AccountFilters } from '../filters';

interface Props {
  filters: AccountFilters;
  onChange: (filters: Partial<AccountFilters>) => void;
  onClear: () => void;
}

/** Search (name, email), type, status, division sold in and sign-up days, all in the address. */
export function AccountFiltersBar({ filters, onChange, onClear }: Props) {
  const t = useTranslations('userManager');
  const tDivisions = useTranslations('divisions');
  // "Clear" also empties a search typed and not applied: the field starts again.
  const [searchField, setSearchField] = useState(0);

  return (
    <FilterRow label={t('filters.label')}>
      <SearchFilterField
        key={searchField}
        applied={filters.search ?? ''}
        onApply={(search) => onChange({ search })}
        name="search"
        label={t('filters.search')}
        maxLength={120}
        submitLabel={t('filters.searchSubmit')}
        sx={{ flex: { md: '1 1 240px' } }}
      />
      <ChoiceFilterField
        name="type"
        label={t('filters.type')}
        value={filters.type}
        values={accountTypes}
        optionLabel={(type) => t(`types.${type}`)}
        allLabel={t('filters.all')}
        onChange={(type) => onChange({ type })}
        sx={{ minWidth: 160 }}
      />
      <ChoiceFilterField
        name="status"
        label={t('filters.status')}
        value={filters.status}
        values={activityStatuses}
        optionLabel={(status) => t(`statuses.${status}`)}
        allLabel={t('filters.all')}
        onChange={(status) => onChange({ status })}
        sx={{ minWidth: 160 }}
      />
      <ChoiceFilterField
        name="section"
        label={t('filters.section')}
        value={filters.section}
        values={marketplaceSections}
        optionLabel={(section) => tDivisions(`${section}.name`)}
        allLabel={t('filters.all')}
        onChange={(section) => onChange({ section })}
        sx={{ minWidth: 160 }}
      />
      <DayRangeFields
        fromLabel={t('filters.from')}
        toLabel={t('filters.to')}
        range={filters}
        onChange={onChange}
      />
      {hasAccountFilters(filters) ? (
        <Button
          onClick={() => {
            setSearchField((field) => field + 1);
            onClear();
          }}
        >
          {t('filters.clear')}
        </Button>
      ) : null}
    </FilterRow>
  );
}
