'use client';

import Box from '@mui/material/Box';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { Suspense, useId, useState, type ComponentProps, type KeyboardEvent } from 'react';
import {
  divisionByRouteWord,
  isCrossSearchEnabled,
  normalizeSearchText,
  queryParams,
  routes,
  type MarketplaceSection,
} from '@bazaar/contracts';
import { useCrossSearch } from '@/lib/search/cross-search';
import { searchDivisionOf, searchLocation } from '@/lib/search/search-location';
import { NO_ACTIVE_SUGGESTION, nextActiveSuggestion } from '@/lib/search/suggestion-navigation';
import { suggestionOptions, type SearchSuggestion } from '@/lib/search/suggestion-options';
import { startNavigationProgress } from '../navigation-progress';
import { SearchInput } from '../search-input';
import { SearchSuggestions, type SuggestionsLayout } from './search-suggestions';
import { suggestionOptionId } from './suggestion-list';

type Props = Omit<
  ComponentProps<typeof SearchInput>,
  'defaultValue' | 'onChange' | 'onSubmit' | 'onFocusChange' | 'onKeyDown' | 'combobox'
> & {
  /** How the suggestions appear. */
  suggestionsLayout?: SuggestionsLayout;
};

/**
 * Takes the focus out of the search input (the one element that has it while searching), so it
 * collapses and a phone's keyboard closes once a page opens.
 */
function blurInput() {
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
}

/** The division a page belongs to (`/flea-market/…`), or null outside the divisions. */
function divisionOfPath(pathname: string): MarketplaceSection | null {
  return divisionByRouteWord(pathname.split('/')[1] ?? '')?.section ?? null;
}

/**
 * The global search of the shell. Elsewhere it suggests as one types (cross-search in the
 * division of the page, the catalog outside the divisions) and Enter opens the search page; on
 * the search page, what is typed becomes the page's text, so the results follow the typing.
 */
function ShellSearchInput({ suggestionsLayout = 'dropdown', ...props }: Props) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const onSearchPage = pathname === routes.search;
  const pageText = onSearchPage
    ? normalizeSearchText(searchParams.get(queryParams.search) ?? '')
    : '';

  const [typed, setTyped] = useState('');
  // The input starts afresh on another page, and when the search page's text changes by other
  // means than typing in it (a link, Back); its own writes to the address keep it as it is.
  const [seen, setSeen] = useState({ pathname, pageText });
  const [writtenText, setWrittenText] = useState<string | null>(null);
  const [inputVersion, setInputVersion] = useState(0);
  if (seen.pathname !== pathname || seen.pageText !== pageText) {
    setSeen({ pathname, pageText });
    if (seen.pathname !== pathname || pageText !== writtenText) {
      setInputVersion(inputVersion + 1);
      setWrittenText(null);
      setTyped('');
    }
  }

  const division = divisionOfPath(pathname) ?? 'catalog';
  // Enter searches on the tab of the page's division (every division has one).
  const tab = onSearchPage ? searchDivisionOf(searchParams.get(queryParams.section)) : division;
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [activeIndex, setActiveIndex] = useState(NO_ACTIVE_SUGGESTION);
  const suggestText = onSearchPage ? '' : typed;
  const crossSearch = useCrossSearch(division, suggestText);
  const options = suggestionOptions(crossSearch.data, suggestText, tab);
  const open =
    focused && !dismissed && isCrossSearchEnabled(division, suggestText) && options.length > 0;
  const active = open ? activeIndex : NO_ACTIVE_SUGGESTION;

  const [anchorEl, setAnchorEl] = useState<HTMLDivElement | null>(null);
  const listboxId = useId();

  /** On the search page the text goes into the page's address (no new history entry). */
  const writePageText = (text: string) => {
    const search = normalizeSearchText(text);
    setWrittenText(search);
    const params = new URLSearchParams(window.location.search);
    if (search) params.set(queryParams.search, search);
    else params.delete(queryParams.search);
    const query = params.toString();
    window.history.replaceState(null, '', query ? `${routes.search}?${query}` : routes.search);
  };

  const openPage = (href: string) => {
    setDismissed(true);
    blurInput();
    startNavigationProgress();
    router.push(href);
  };

  const choose = (option: SearchSuggestion) => openPage(option.href);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!open) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActiveIndex(nextActiveSuggestion(active, options.length, event.key));
    } else if (event.key === 'Enter' && active !== NO_ACTIVE_SUGGESTION) {
      event.preventDefault();
      choose(options[active]!);
    } else if (event.key === 'Escape') {
      // The first Escape closes the list; the next one clears the text.
      event.preventDefault();
      setDismissed(true);
    }
  };

  return (
    <Box ref={setAnchorEl} sx={{ display: 'flex', width: '100%', justifyContent: 'inherit' }}>
      <SearchInput
        key={`${pathname}:${inputVersion}`}
        defaultValue={pageText}
        {...props}
        onChange={(text) => {
          if (onSearchPage) {
            writePageText(text);
            return;
          }
          setTyped(text);
          setDismissed(false);
          setActiveIndex(NO_ACTIVE_SUGGESTION);
        }}
        onSubmit={(text) => {
          if (onSearchPage) {
            writePageText(text);
            blurInput();
            return;
          }
          const location = searchLocation(text, tab);
          if (location) openPage(location);
        }}
        onFocusChange={(isFocused) => {
          setFocused(isFocused);
          if (isFocused) setDismissed(false);
        }}
        onKeyDown={onKeyDown}
        combobox={{
          listboxId,
          expanded: open,
          activeOptionId:
            active === NO_ACTIVE_SUGGESTION ? undefined : suggestionOptionId(listboxId, active),
        }}
      />
      <SearchSuggestions
        layout={suggestionsLayout}
        open={open}
        anchorEl={anchorEl}
        listboxId={listboxId}
        options={options}
        activeIndex={active}
        loading={crossSearch.isFetching}
        onActivate={setActiveIndex}
        onChoose={choose}
        onDismiss={() => {
          setDismissed(true);
          blurInput();
        }}
      />
    </Box>
  );
}

/** The shell's global search input, with suggestions. */
export function ShellSearch(props: Props) {
  const { suggestionsLayout: _layout, ...inputProps } = props;
  return (
    <Suspense fallback={<SearchInput {...inputProps} />}>
      <ShellSearchInput {...props} />
    </Suspense>
  );
}
