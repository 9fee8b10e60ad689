'use client';

import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Portal from '@mui/material/Portal';
import { layout } from '@bazaar/contracts';
import { shellLayers } from '@/lib/theme/layers';
import { SuggestionList, type SuggestionListProps } from './suggestion-list';

/** How the suggestions appear: under the input (desktop), or as a sheet over the page (phones). */
export type SuggestionsLayout = 'dropdown' | 'sheet';

interface Props extends SuggestionListProps {
  layout: SuggestionsLayout;
  open: boolean;
  anchorEl: HTMLElement | null;
  /** The sheet's backdrop was tapped. */
  onDismiss: () => void;
}

/** The popup's height: the window's height minus 84 px (spec §9). */
const POPUP_HEIGHT = `calc(100dvh - ${layout.searchPopupWindowOffsetPx}px)`;

/**
 * The top bar's suggestions (cross-search): texts to search for, categories, listings and all
 * results for the text, under the input or as a sheet over the page.
 */
export function SearchSuggestions({
  layout: variant,
  open,
  anchorEl,
  onDismiss,
  ...listProps
}: Props) {
  const list = <SuggestionList {...listProps} />;

  if (variant === 'sheet') {
    if (!open) return null;
    return (
      <Portal>
        <Box
          aria-hidden
          onClick={onDismiss}
          sx={(theme) => ({
            position: 'fixed',
            inset: 0,
            top: layout.compactHeaderHeightPx,
            zIndex: shellLayers.searchBackdrop(theme),
            bgcolor: 'rgba(16, 24, 40, 0.4)',
          })}
        />
        <Paper
          elevation={8}
          data-testid="search-popup"
          sx={(theme) => ({
            position: 'fixed',
            insetInline: 0,
            bottom: 0,
            height: POPUP_HEIGHT,
            zIndex: shellLayers.searchSuggestions(theme),
            overflowY: 'auto',
            overscrollBehavior: 'contain',
            borderRadius: '20px 20px 0 0',
            pb: 'env(safe-area-inset-bottom, 0px)',
          })}
        >
          {list}
        </Paper>
      </Portal>
    );
  }

  return (
    <Popper
      open={open}
      anchorEl={anchorEl}
      placement="bottom-start"
      modifiers={[{ name: 'offset', options: { offset: [0, 8] } }]}
      sx={(theme) => ({ zIndex: shellLayers.searchSuggestions(theme) })}
    >
      <Paper
        elevation={8}
        data-testid="search-popup"
        sx={{
          width: Math.max(anchorEl?.clientWidth ?? 0, 420),
          maxWidth: 'calc(100vw - 32px)',
          maxHeight: POPUP_HEIGHT,
          overflowY: 'auto',
          overscrollBehavior: 'contain',
          borderRadius: '16px',
          border: '1px solid',
          borderColor: 'divider',
        }}
      >
        {list}
      </Paper>
    </Popper>
  );
}
