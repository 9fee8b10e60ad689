'use client';

import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'use-intl';
import { type GeoPoint } from '@bazaar/contracts';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { discoveryKeys } from '../api/discovery-keys';
import { useZipcodeSuggestions } from '../api/get-zipcode-suggestions';
import {
  optionLabel,
  postcodeStartAdornment,
  selectedOption,
  type PostcodeOption,
} from './postcode-input-parts';

interface Props {
  /** The field's accessible name (the filter's name, which heads it). */
  label: string;
  /** The applied postal code. */
  value: string | undefined;
  /** The applied code's place, as the results answered it, to show its city. */
  origin: GeoPoint | null;
  onChange: (zipCode: string | undefined) => void;
  /** Takes the focus when it appears (it replaces its stand-in, which had the focus). */
  takeFocus?: boolean;
  /** What was typed into the stand-in before this field appeared. */
  initialText?: string | null;
  /** Opens the suggestions on focus (the stand-in's arrow was pressed). */
  openOnFocus?: boolean;
}

const LOOKUP_DELAY_MS = 250;

/**
 * The postcode filter (loaded when the visitor first reaches for it, see `PostcodeField`): postal codes starting with what is typed
 * (GET /geo/zipcodes/{zipcode}/autocomplete), one of which is chosen. The looked-up codes are
 * not kept after use (spec §7): the query is removed as soon as a code is chosen.
 */
export function PostcodeAutocomplete({
  label,
  value,
  origin,
  onChange,
  takeFocus = false,
  initialText = null,
  openOnFocus = false,
}: Props) {
  const t = useTranslations('discovery.filters');
  const queryClient = useQueryClient();
  const selected = selectedOption(value, origin);
  const [typed, setTyped] = useState<string | null>(initialText);
  const inputRef = useRef<HTMLInputElement>(null);
  // On mount the Autocomplete shows the value's text (a reset without an event): the text typed
  // into the stand-in is kept instead.
  const keepHandedText = useRef(initialText !== null);
  // Text typed into the stand-in opens the suggestions, as typing it here would have: when the
  // typing ended before this field appeared, no keystroke is left to open them.
  const [openWhenTakingOver, setOpenWhenTakingOver] = useState(Boolean(initialText));
  const inputValue = typed ?? (selected ? optionLabel(selected) : '');
  const lookup = useDebouncedValue(typed ?? '', LOOKUP_DELAY_MS);
  const suggestions = useZipcodeSuggestions(lookup);
  const options: PostcodeOption[] = typed ? (suggestions.data?.items ?? []) : [];

  // Taking over from the focused stand-in: the focus, and the caret after what was typed.
  useEffect(() => {
    const input = inputRef.current;
    if (!takeFocus || !input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
    // Only when the field appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Autocomplete<PostcodeOption>
      size="small"
      options={options}
      value={selected}
      inputValue={inputValue}
      autoHighlight
      openOnFocus={openOnFocus || openWhenTakingOver}
      onOpen={() => setOpenWhenTakingOver(false)}
      // The api has filtered already; the list is its answer.
      filterOptions={(all) => all}
      getOptionLabel={optionLabel}
      isOptionEqualToValue={(option, current) => option.zip_code === current.zip_code}
      loading={Boolean(typed) && suggestions.isFetching}
      loadingText={t('postcodeLoading')}
      noOptionsText={typed ? t('postcodeNone') : t('postcodeHint')}
      onInputChange={(event, text, reason) => {
        if (keepHandedText.current && reason === 'reset' && event === null) {
          keepHandedText.current = false;
          return;
        }
        keepHandedText.current = false;
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
          inputRef={inputRef}
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
              startAdornment: postcodeStartAdornment,
            },
          }}
        />
      )}
    />
  );
}
