'use client';

import CloseRounded from '@mui/icons-material/CloseRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import { type SxProps, type Theme } from '@mui/material/styles';
import { useRouter } from 'next/navigation';
import {
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { useTranslations } from 'use-intl';
import { normalizeSearchText } from '@bazaar/contracts';
import { debounce, type Debounced } from '@/lib/debounce';
import { searchLocation } from '@/lib/search/search-location';
import { startNavigationProgress } from './navigation-progress';

/** Value changes reach `onChange` after typing pauses this long. */
export const SEARCH_INPUT_DEBOUNCE_MS = 300;

export interface SearchInputHandle {
  /** Opens the input (when collapsed) and puts the cursor in it. */
  focus(): void;
}

interface Props {
  /** The text shown at first, e.g. the search of the page that is open. */
  defaultValue?: string;
  /** The text after typing paused (debounced), for suggestions. */
  onChange?: (text: string) => void;
  /** Enter with a non-blank text; by default it opens the search page for the text. */
  onSubmit?: (text: string) => void;
  /** Width while empty and unfocused; `icon` shrinks to a round search button. */
  collapsedWidth?: number | 'icon';
  /** Width while focused or holding text. */
  expandedWidth?: number | string;
  /** Told when the input opens or collapses, so a crowded bar can make room. */
  onExpandedChange?: (expanded: boolean) => void;
  /** Told when the input gains or loses the focus (a suggestions list opens with it). */
  onFocusChange?: (focused: boolean) => void;
  /** Sees every key first; a key whose default it prevents is not handled here (nor submits). */
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  /** Makes the input the combobox of a suggestions list (WAI-ARIA combobox pattern). */
  combobox?: { listboxId: string; expanded: boolean; activeOptionId?: string };
  ref?: Ref<SearchInputHandle>;
}

const ICON_ONLY_WIDTH = 40;

/**
 * The global search input (spec §2): a clear button, collapsed while empty and unfocused, Enter
 * submits the text cut to the search-text rule, and changes are debounced.
 */
export function SearchInput({
  defaultValue = '',
  onChange,
  onSubmit,
  collapsedWidth = 280,
  expandedWidth = 560,
  onExpandedChange,
  onFocusChange,
  onKeyDown,
  combobox,
  ref,
}: Props) {
  const t = useTranslations('search');
  const tShell = useTranslations('shell.search');
  const router = useRouter();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(defaultValue);
  const [focused, setFocused] = useState(false);
  const expanded = focused || text.length > 0;
  const iconOnly = collapsedWidth === 'icon' && !expanded;

  const { onChangeRef, notifyChangeRef } = useDebouncedChange(onChange);

  const onExpandedChangeRef = useRef(onExpandedChange);
  useEffect(() => {
    onExpandedChangeRef.current = onExpandedChange;
  }, [onExpandedChange]);
  useEffect(() => {
    onExpandedChangeRef.current?.(expanded);
  }, [expanded]);

  useImperativeHandle(ref, () => ({ focus: () => inputRef.current?.focus() }), []);

  const change = (value: string) => {
    setText(value);
    notifyChangeRef.current?.(value);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const search = normalizeSearchText(text);
    if (!search) return;
    notifyChangeRef.current?.cancel();
    setText(search);
    if (onSubmit) {
      onSubmit(search);
      return;
    }
    const location = searchLocation(search);
    if (!location) return;
    startNavigationProgress();
    router.push(location);
    inputRef.current?.blur();
  };

  const clear = () => {
    notifyChangeRef.current?.cancel();
    setText('');
    onChangeRef.current?.('');
    inputRef.current?.focus();
  };

  const width = expanded
    ? expandedWidth
    : collapsedWidth === 'icon'
      ? ICON_ONLY_WIDTH
      : collapsedWidth;

  return (
    <Box
      component="form"
      role="search"
      onSubmit={submit}
      data-testid="search-input"
      data-expanded={expanded ? 'true' : 'false'}
      sx={{
        width,
        maxWidth: '100%',
        minWidth: 0,
        transition: (theme) =>
          theme.transitions.create('width', { duration: theme.transitions.duration.short }),
      }}
    >
      <InputBase
        inputRef={inputRef}
        value={text}
        type="search"
        placeholder={t('placeholder')}
        onChange={(event) => change(event.target.value)}
        onFocus={() => {
          setFocused(true);
          onFocusChange?.(true);
        }}
        onBlur={() => {
          setFocused(false);
          onFocusChange?.(false);
        }}
        onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
          onKeyDown?.(event);
          if (event.defaultPrevented) return;
          if (event.key === 'Escape' && text) {
            event.preventDefault();
            clear();
          }
        }}
        inputProps={{
          'aria-label': t('label'),
          enterKeyHint: 'search',
          autoComplete: 'off',
          spellCheck: false,
          ...(combobox
            ? {
                role: 'combobox',
                'aria-autocomplete': 'list',
                'aria-controls': combobox.listboxId,
                'aria-expanded': combobox.expanded,
                'aria-activedescendant': combobox.activeOptionId,
              }
            : {}),
        }}
        startAdornment={
          <SearchRounded
            aria-hidden
            onClick={() => inputRef.current?.focus()}
            sx={{
              fontSize: 22,
              color: 'text.secondary',
              flexShrink: 0,
              ml: iconOnly ? 0 : 1.5,
              mr: iconOnly ? 0 : 1,
              cursor: 'text',
            }}
          />
        }
        endAdornment={
          text ? (
            <IconButton
              size="small"
              aria-label={tShell('clear')}
              onClick={clear}
              onMouseDown={(event) => event.preventDefault()}
              sx={{ mr: 0.5 }}
            >
              <CloseRounded sx={{ fontSize: 18 }} />
            </IconButton>
          ) : null
        }
        sx={searchFieldSx(iconOnly)}
      />
    </Box>
  );
}

/**
 * `onChange` called after typing pauses: `notifyChangeRef` holds the debounced call (created once
 * the input is mounted; handlers reach it through the ref) and `onChangeRef` the latest callback,
 * so the debounced function never calls a stale one.
 */
function useDebouncedChange(onChange: ((text: string) => void) | undefined) {
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);
  const notifyChangeRef = useRef<Debounced<[string]> | null>(null);
  useEffect(() => {
    const notify = debounce(
      (value: string) => onChangeRef.current?.(value),
      SEARCH_INPUT_DEBOUNCE_MS,
    );
    notifyChangeRef.current = notify;
    return () => {
      notify.cancel();
      notifyChangeRef.current = null;
    };
  }, []);
  return { onChangeRef, notifyChangeRef };
}

/** The rounded field: a search button while collapsed to an icon, outlined while focused. */
function searchFieldSx(iconOnly: boolean): SxProps<Theme> {
  return {
    width: '100%',
    height: 40,
    borderRadius: 999,
    bgcolor: 'action.hover',
    border: '1px solid',
    borderColor: 'transparent',
    justifyContent: iconOnly ? 'center' : 'flex-start',
    cursor: iconOnly ? 'pointer' : 'text',
    transition: (theme) =>
      theme.transitions.create(['background-color', 'border-color', 'box-shadow'], {
        duration: theme.transitions.duration.shorter,
      }),
    '&:hover': { borderColor: 'divider' },
    '&.Mui-focused': {
      bgcolor: 'background.paper',
      borderColor: 'primary.main',
      boxShadow: (theme) =>
        `0 0 0 3px ${theme.alpha((theme.vars ?? theme).palette.primary.main, 0.18)}`,
    },
    '& input': {
      p: 0,
      fontSize: 15,
      width: iconOnly ? 0 : '100%',
      opacity: iconOnly ? 0 : 1,
    },
    '& input::placeholder': { color: 'text.secondary', opacity: 1 },
    // The input's own clear button would duplicate ours.
    '& input::-webkit-search-cancel-button': { display: 'none' },
  };
}
