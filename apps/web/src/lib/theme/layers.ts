import { type Theme } from '@mui/material/styles';

/**
 * How the shell's floating parts stack, from the bottom: the app bars, the invitation banners
 * (channel, install), then the search suggestions, which a visitor is using while the banners
 * only wait to be read; MUI's drawers, dialogs and toasts stay above all of them.
 */
export const shellLayers = {
  banners: (theme: Theme) => theme.zIndex.appBar + 50,
  searchBackdrop: (theme: Theme) => theme.zIndex.appBar + 60,
  searchSuggestions: (theme: Theme) => theme.zIndex.appBar + 61,
} as const;
