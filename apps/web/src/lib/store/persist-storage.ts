import createWebStorage from 'redux-persist/lib/storage/createWebStorage';
import { type WebStorage } from 'redux-persist/es/types';

/** Storage that keeps nothing: used while rendering on the server, where there is no localStorage. */
export const noopStorage: WebStorage = {
  getItem: () => Promise.resolve(null),
  setItem: () => Promise.resolve(),
  removeItem: () => Promise.resolve(),
};

/** localStorage in the browser, nothing on the server. */
export function createPersistStorage(): WebStorage {
  return typeof window === 'undefined' ? noopStorage : createWebStorage('local');
}
