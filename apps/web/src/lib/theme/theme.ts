'use client';

import { createTheme, alpha } from '@mui/material/styles';
import { breakpoints, TOOLTIP_DELAY_MS } from '@bazaar/contracts';

const fontFamily = [
  'Inter',
  'ui-sans-serif',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"Noto Sans"',
  'sans-serif',
].join(',');

/**
 * Headings: German compounds ("Benutzerverwaltung") are wider than a phone at the large sizes;
 * they are hyphenated where the browser knows the language, and broken rather than cut off.
 */
const longWords = { overflowWrap: 'break-word', hyphens: 'auto' } as const;

/** The brand: a deep teal with a warm coral accent. */
export const brand = {
  teal: '#0b7a6c',
  tealLight: '#2cc2a9',
  coral: '#f2643d',
  coralLight: '#ff8a65',
} as const;

/**
 * Bazaar's one theme. Colours are CSS variables switched by a class on <html> (`.light` or
 * `.dark`), which InitColorSchemeScript sets before the first paint, so there is no flash.
 */
export const theme = createTheme({
  cssVariables: { colorSchemeSelector: 'class', cssVarPrefix: 'bz' },
  breakpoints: { values: { ...breakpoints } },
  colorSchemes: {
    light: {
      palette: {
        primary: { main: brand.teal, contrastText: '#ffffff' },
        // Dark text: white on the coral is below the WCAG AA contrast of 4.5:1 (axe, overlays.spec).
        secondary: { main: brand.coral, contrastText: '#2a0d04' },
        background: { default: '#f5f6f8', paper: '#ffffff' },
        text: { primary: '#101828', secondary: '#546071' },
        divider: 'rgba(16, 24, 40, 0.09)',
        success: { main: '#12805c' },
        error: { main: '#d92d20' },
        // Darker than MUI's defaults, so their white text keeps 4.5:1 on small chips (axe).
        warning: { main: '#b54708', contrastText: '#ffffff' },
        info: { main: '#175cd3', contrastText: '#ffffff' },
      },
    },
    dark: {
      palette: {
        primary: { main: brand.tealLight, contrastText: '#04201b' },
        secondary: { main: brand.coralLight, contrastText: '#2a0d04' },
        background: { default: '#0b1016', paper: '#131a23' },
        text: { primary: '#eef2f6', secondary: '#9aa6b5' },
        divider: 'rgba(238, 242, 246, 0.10)',
        success: { main: '#3ccb8f' },
        error: { main: '#f97066' },
      },
    },
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily,
    h1: { fontWeight: 800, letterSpacing: '-0.025em', lineHeight: 1.1, ...longWords },
    h2: { fontWeight: 800, letterSpacing: '-0.02em', lineHeight: 1.15, ...longWords },
    h3: { fontWeight: 700, letterSpacing: '-0.015em', ...longWords },
    h4: { fontWeight: 700, letterSpacing: '-0.01em', ...longWords },
    h5: { fontWeight: 700 },
    h6: { fontWeight: 700 },
    subtitle1: { fontWeight: 600 },
    subtitle2: { fontWeight: 600 },
    button: { fontWeight: 600, textTransform: 'none', letterSpacing: 0 },
    overline: { fontWeight: 700, letterSpacing: '0.08em' },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        body: { WebkitFontSmoothing: 'antialiased', MozOsxFontSmoothing: 'grayscale' },
        'a:focus-visible, button:focus-visible': { outlineOffset: 2 },
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: { borderRadius: 10 },
        sizeLarge: { paddingInline: 22, minHeight: 48 },
      },
    },
    MuiCard: {
      defaultProps: { elevation: 0 },
      styleOverrides: {
        root: ({ theme: t }) => ({
          border: `1px solid ${t.vars.palette.divider}`,
          borderRadius: 16,
        }),
      },
    },
    MuiChip: { styleOverrides: { root: { fontWeight: 600 } } },
    // MUI's unselected toggle is 54% black: 4.3:1 on the page's grey, below AA.
    MuiToggleButton: {
      styleOverrides: { root: ({ theme: t }) => ({ color: t.vars.palette.text.secondary }) },
    },
    MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
    MuiTooltip: {
      defaultProps: { enterDelay: TOOLTIP_DELAY_MS, leaveDelay: TOOLTIP_DELAY_MS, arrow: true },
    },
    MuiOutlinedInput: {
      styleOverrides: {
        root: ({ theme: t }) => ({
          backgroundColor: t.vars.palette.background.paper,
          '&.Mui-focused': { boxShadow: `0 0 0 4px ${alpha(brand.teal, 0.18)}` },
        }),
      },
    },
  },
});
