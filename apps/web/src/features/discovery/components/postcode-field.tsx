'use client';

import { PlaceOutlined } from '@/components/icons/sprite-icon';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import { type GeoPoint } from '@bazaar/contracts';
import { discoveryKeys } from '../api/discovery-keys';
import { useZipcodeSuggestions } from '../api/get-zipcode-suggestions';
import { useDebouncedValue } from '../hooks/use-debounced-value';

/** A postal code as the field shows it; the city is known once looked up. */
type PostcodeOption = Pick<GeoPoint, 'zip_code'> & Partial<Pick<GeoPoint, 'city' | 'state'>>;

interface Props {
  /** The field's accessible name (the filter's name, which heads it). */
  label: string;
  /** The applied postal code. */
  value: string | undefined;
  /** The applied code's place, as the results answered it, to show its city. */
  origin: GeoPoint | null;
  onChange: (zipCode: string | undefined) => void;
}

const LOOKUP_DELAY_MS = 250;

const optionLabel = (option: PostcodeOption) =>
  option.city ? `${option.zip_code} ${option.city}` : option.zip_code;

/**
 * The postcode filter: postal codes starting with what is typed
 * (GET /geo/zipcodes/{zipcode}/autocomplete), one of which is chosen. The looked-up codes are
 * not kept after use (spec §7): the query is removed as soon as a code is chosen.
 */
export function PostcodeField({ label, value, origin, onChange }: Props) {
  const t = useTranslations('discovery.filters');
  const queryClient = useQueryClient();
  const selected: PostcodeOption | null = value
    ? { zip_code: value, city: origin?.zip_code === value ? origin.city : undefined }
    : null;
  const [typed, setTyped] = useState<string | null>(null);
  const inputValue = typed ?? (selected ? optionLabel(selected) : '');
  const lookup = useDebouncedValue(typed ?? '', LOOKUP_DELAY_MS);
  const suggestions = useZipcodeSuggestions(lookup);
  const options: PostcodeOption[] = typed ? (suggestions.data?.items ?? []) : [];

  return (
    <Autocomplete<PostcodeOption>
      size="small"
      options={options}
      value={selected}
      inputValue={inputValue}
      autoHighlight
      // The api has filtered already; the list is its answer.
      filterOptions={(all) => all}
      getOptionLabel={optionLabel}
      isOptionEqualToValue={(option, current) => option.zip_code === current.zip_code}
      loading={Boolean(typed) && suggestions.isFetching}
      loadingText={t('postcodeLoading')}
      noOptionsText={typed ? t('postcodeNone') : t('postcodeHint')}
      onInputChange={(_event, text, reason) => {
        // Leaving the field (or choosing) shows the applied code again.
        if (reason === 'reset' || reason === 'blur') setTyped(null);
        else setTyped(text);
      }}
      onChange={(_event, option) => {
        setTyped(null);
        queryClient.removeQueries({ queryKey: discoveryKeys.zipcodes() });
        onChange(option?.zip_code);
      }}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} data-testid="postcode-option">
          <Box sx={{ minWidth: 0 }}>
            <Typography component="span" sx={{ fontWeight: 700, mr: 1 }}>
              {option.zip_code}
            </Typography>
            <Typography component="span">{option.city}</Typography>
            {option.state ? (
              <Typography variant="caption" color="text.secondary" component="div">
                {option.state}
              </Typography>
            ) : null}
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          placeholder={t('postcodePlaceholder')}
          slotProps={{
            ...params.slotProps,
            htmlInput: {
              ...params.slotProps.htmlInput,
              inputMode: 'numeric',
              'aria-label': label,
              'data-testid': 'postcode-input',
            },
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start" sx={{ ml: 0.5 }}>
                  <PlaceOutlined sx={{ fontSize: 18 }} aria-hidden />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
    />
  );
}
