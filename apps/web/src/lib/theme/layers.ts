import { type Theme } from '@mui/material/styles';

/**
 * How the shell's floating parts stack, from the bottom: the app bars, then the search
 * suggestions; MUI's drawers, dialogs and toasts stay above all of them.
 */
export const shellLayers = {
  searchBackdrop: (theme: Theme) => theme.zIndex.appBar + 60,
  searchSuggestions: (theme: Theme) => theme.zIndex.appBar + 61,
} as const;
