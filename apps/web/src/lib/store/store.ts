import { configureStore } from '@reduxjs/toolkit';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  persistReducer,
  persistStore,
  PURGE,
  REGISTER,
  REHYDRATE,
  type Persistor,
} from 'redux-persist';
import { PERSIST_REHYDRATION_TIMEOUT_MS } from '@bazaar/contracts';
import { type WebStorage } from 'redux-persist/es/types';
import { reconcileStoredAppVersion, WEB_APP_VERSION } from '../app-version';
import { createPersistStorage } from './persist-storage';
import { rootReducer } from './root-reducer';

export const PERSIST_KEY = 'bazaar';

/** Only the auth and cart slices survive a reload (spec §4). */
export const PERSISTED_SLICES = ['auth', 'cart'] as const;

export function makePersistConfig(storage: WebStorage = createPersistStorage()) {
  return {
    key: PERSIST_KEY,
    version: 1,
    storage,
    whitelist: [...PERSISTED_SLICES],
    timeout: PERSIST_REHYDRATION_TIMEOUT_MS,
  };
}

export interface MakeStoreOptions {
  /** Where persisted slices are kept; localStorage in the browser by default. */
  storage?: WebStorage;
}

export function makeStore({ storage }: MakeStoreOptions = {}) {
  return configureStore({
    reducer: persistReducer(makePersistConfig(storage), rootReducer),
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];

/**
 * Starts loading the persisted slices; only in the browser, where they are stored. `onRehydrated`
 * runs once they are loaded. Local storage left by another app version is cleared first, so
 * slices of an older shape are never rehydrated.
 */
export function startPersistence(store: AppStore, onRehydrated?: () => void): Persistor | null {
  if (typeof window === 'undefined') return null;
  try {
    reconcileStoredAppVersion(window.localStorage, WEB_APP_VERSION);
  } catch {
    // localStorage itself can be refused (blocked site data): nothing is persisted then anyway.
  }
  return persistStore(store, null, onRehydrated);
}

/** Whether the persisted slices have been loaded (always false while rendering on the server). */
export function selectRehydrated(state: RootState): boolean {
  return state._persist?.rehydrated ?? false;
}
