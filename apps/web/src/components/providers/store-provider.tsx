'use client';

import { createContext, useContext, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { type Persistor } from 'redux-persist';
import { type SessionAuth } from '@/lib/session/access-token';
import { reconcileWithCookie } from '@/lib/session/session-manager';
import { setAuth } from '@/lib/store/auth-slice';
import { makeStore, startPersistence } from '@/lib/store/store';

const PersistorContext = createContext<Persistor | null>(null);

/** The persistor of the app's store (null while rendering on the server). */
export function usePersistor(): Persistor | null {
  return useContext(PersistorContext);
}

interface Props {
  /** The session the request's access-token cookie stands for, so the first paint knows the user. */
  initialAuth: SessionAuth | null;
  /** The request carried a refresh cookie: a stored session whose token expired may be renewed. */
  canRestoreSession: boolean;
  children: ReactNode;
}

/**
 * One store per browser tab (and per server render); persisted slices load in the browser only.
 * Hydration renders with the state the server rendered with (`serverState`: the store before the
 * saved slices are read), so a saved cart cannot make the first browser render differ from the
 * server's (React #418); the components render again with the saved state right after.
 */
export function StoreProvider({ initialAuth, canRestoreSession, children }: Props) {
  const [{ store, persistor, serverState }] = useState(() => {
    const created = makeStore();
    if (initialAuth) created.dispatch(setAuth(initialAuth));
    const rendered = created.getState();
    return {
      store: created,
      serverState: rendered,
      persistor: startPersistence(created, () => reconcileWithCookie(created, canRestoreSession)),
    };
  });
  return (
    <Provider store={store} serverState={serverState}>
      <PersistorContext.Provider value={persistor}>{children}</PersistorContext.Provider>
    </Provider>
  );
}
