import { localStorageKeys } from '@bazaar/contracts';

/** The mode (light, dark or system) is stored under contracts' theme-mode key. */
export const MODE_STORAGE_KEY = localStorageKeys.themeMode;

/** Which scheme each mode resolves to; MUI appends `-light` / `-dark`. */
export const COLOR_SCHEME_STORAGE_KEY = `${localStorageKeys.themeMode}_scheme`;

/** The class on <html> that selects the colour scheme (`.light` / `.dark`). */
export const COLOR_SCHEME_ATTRIBUTE = 'class';
