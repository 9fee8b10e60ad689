'use client';

import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import { type AdminAccountRow } from '@bazaar/contracts';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useAudienceAccount } from '../api/get-audience-account';
import { ACCOUNT_SEARCH_MIN, useAccountSearch } from '../api/search-accounts';

type AccountOption = Pick<AdminAccountRow, 'id' | 'email' | 'display_name'>;

interface Props {
  /** The chosen account's id ('' when none is). */
  accountId: string;
  onChange: (accountId: string) => void;
  error: boolean;
  helperText: string | undefined;
}

const LOOKUP_DELAY_MS = 250;

const optionLabel = (option: AccountOption) => `${option.display_name} · ${option.email}`;

/** The one-account audience: an account found by its name or email, never a typed id. */
export function AccountLookup({ accountId, onChange, error, helperText }: Props) {
  const t = useTranslations('adminMessages.audience');
  const [typed, setTyped] = useState('');
  const [chosen, setChosen] = useState<AccountOption | null>(null);
  // A scheduled message being changed names its account by id: who that is, once.
  const named = useAudienceAccount(chosen === null ? accountId : '');
  const search = useDebouncedValue(typed.trim(), LOOKUP_DELAY_MS);
  const found = useAccountSearch(search);
  const searching = search.length >= ACCOUNT_SEARCH_MIN;
  const options = searching ? (found.data?.items ?? []) : [];

  return (
    <Autocomplete<AccountOption>
      options={options}
      value={chosen ?? (accountId ? (named.data ?? null) : null)}
      autoHighlight
      // The api has matched already; the list is its answer.
      filterOptions={(all) => all}
      getOptionLabel={optionLabel}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      loading={searching && found.isFetching}
      loadingText={t('accountLoading')}
      noOptionsText={searching ? t('accountNone') : t('accountHint')}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input') setTyped(text);
      }}
      onChange={(_event, option) => {
        setChosen(option);
        setTyped('');
        onChange(option?.id ?? '');
      }}
      sx={{ flex: 1, minWidth: { md: 320 } }}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} data-testid="account-option">
          <Box sx={{ minWidth: 0 }}>
            <Typography noWrap>{option.display_name}</Typography>
            <Typography variant="caption" color="text.secondary" component="div" noWrap>
              {option.email}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          name="account"
          required
          label={t('accountLabel')}
          error={error}
          helperText={helperText ?? t('accountHint')}
        />
      )}
    />
  );
}
