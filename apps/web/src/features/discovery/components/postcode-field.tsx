'use client';

import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import { useState, type ComponentProps, type ComponentType, type MouseEvent } from 'react';
import { useTranslations } from 'use-intl';
import { type GeoPoint } from '@bazaar/contracts';
import { type PostcodeAutocomplete } from './postcode-autocomplete';
import { optionLabel, postcodeStartAdornment, selectedOption } from './postcode-input-parts';

interface Props {
  /** The field's accessible name (the filter's name, which heads it). */
  label: string;
  /** The applied postal code. */
  value: string | undefined;
  /** The applied code's place, as the results answered it, to show its city. */
  origin: GeoPoint | null;
  onChange: (zipCode: string | undefined) => void;
}

// MUI's Autocomplete (with its popper and list) is most of what the filters would add to a
// result page; it is fetched when the visitor points at or focuses the field.
const loadAutocomplete = () =>
  import('./postcode-autocomplete').then((m) => m.PostcodeAutocomplete);

/** How the stand-in was left for the real field. */
interface Handover {
  focus: boolean;
  open: boolean;
  text: string | null;
}

/**
 * The postcode filter. Until MUI's Autocomplete has loaded, a stand-in that looks and is named
 * exactly like it (a combobox with the same padding, pin, clear and arrow buttons) holds the
 * applied code; pointing at it starts the download, focusing it (or pressing its buttons) hands
 * the focus, anything typed meanwhile and the open list over to the real field.
 */
export function PostcodeField(props: Props) {
  const [Loaded, setLoaded] = useState<ComponentType<
    ComponentProps<typeof PostcodeAutocomplete>
  > | null>(null);
  const [handover, setHandover] = useState<Handover>({ focus: false, open: false, text: null });

  const load = () => {
    if (Loaded) return;
    void loadAutocomplete().then((component) => setLoaded(() => component));
  };

  if (Loaded) {
    return (
      <Loaded
        {...props}
        takeFocus={handover.focus}
        openOnFocus={handover.open}
        initialText={handover.text}
      />
    );
  }
  return (
    <PostcodeStandIn
      {...props}
      text={handover.text}
      onText={(text) => setHandover((current) => ({ ...current, text }))}
      onPoint={load}
      onFocus={() => {
        setHandover((current) => ({ ...current, focus: true }));
        load();
      }}
      onBlur={() => setHandover((current) => ({ ...current, focus: false }))}
      onOpen={() => {
        setHandover((current) => ({ ...current, focus: true, open: true }));
        load();
      }}
    />
  );
}

interface StandInProps extends Props {
  text: string | null;
  onText: (text: string) => void;
  onPoint: () => void;
  onFocus: () => void;
  onBlur: () => void;
  onOpen: () => void;
}

/** The Autocomplete's class for its clear button, which the hover and focus rules below show. */
const CLEAR_INDICATOR = 'MuiAutocomplete-clearIndicator';

/**
 * The closed Autocomplete of MUI 9 as `PostcodeAutocomplete` renders it (small, outlined, with an
 * arrow, and a clear button shown on hover or focus once a code is applied), drawn with a plain
 * TextField: the styles are those of MUI's `AutocompleteRoot` for this case.
 */
function PostcodeStandIn({
  label,
  value,
  origin,
  onChange,
  text,
  onText,
  onPoint,
  onFocus,
  onBlur,
  onOpen,
}: StandInProps) {
  const t = useTranslations('discovery.filters');
  const selected = selectedOption(value, origin);
  const canClear = selected !== null;
  // The Autocomplete's buttons keep the focus in the input: so do these.
  const keepFocus = (event: MouseEvent) => {
    event.preventDefault();
    const input = event.currentTarget.closest('.MuiInputBase-root')?.querySelector('input');
    input?.focus();
  };

  return (
    <Box
      onPointerEnter={onPoint}
      sx={{
        '@media (pointer: fine)': { [`&:hover .${CLEAR_INDICATOR}`]: { visibility: 'visible' } },
        [`&:focus-within .${CLEAR_INDICATOR}`]: { visibility: 'visible' },
        '& .MuiOutlinedInput-root.MuiInputBase-sizeSmall': {
          padding: '6px',
          paddingRight: canClear ? '65px' : '39px',
        },
        '& .MuiOutlinedInput-root.MuiInputBase-sizeSmall .MuiInputBase-input': {
          padding: '2.5px 4px 2.5px 8px',
          width: 0,
          minWidth: 30,
          flexGrow: 1,
          textOverflow: 'ellipsis',
        },
      }}
    >
      <TextField
        size="small"
        fullWidth
        placeholder={t('postcodePlaceholder')}
        value={text ?? (selected ? optionLabel(selected) : '')}
        onChange={(event) => onText(event.target.value)}
        onFocus={onFocus}
        onBlur={onBlur}
        slotProps={{
          htmlInput: {
            inputMode: 'numeric',
            'aria-label': label,
            'data-testid': 'postcode-input',
            role: 'combobox',
            'aria-autocomplete': 'list',
            'aria-expanded': false,
            autoComplete: 'off',
            autoCapitalize: 'none',
            spellCheck: false,
          },
          input: {
            startAdornment: postcodeStartAdornment,
            endAdornment: (
              <Box
                sx={{ position: 'absolute', right: 9, top: '50%', transform: 'translate(0, -50%)' }}
              >
                {canClear ? (
                  <IconButton
                    className={CLEAR_INDICATOR}
                    tabIndex={-1}
                    aria-label="Clear"
                    title="Clear"
                    onMouseDown={keepFocus}
                    onClick={() => onChange(undefined)}
                    sx={{ mr: '-2px', p: '4px', visibility: 'hidden' }}
                  >
                    <CloseIcon fontSize="small" />
                  </IconButton>
                ) : null}
                <IconButton
                  tabIndex={-1}
                  aria-label="Open"
                  title="Open"
                  onMouseDown={keepFocus}
                  onClick={onOpen}
                  sx={{ mr: '-2px', p: '2px' }}
                >
                  <ArrowDropDownIcon />
                </IconButton>
              </Box>
            ),
          },
        }}
      />
    </Box>
  );
}
