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
  children: ReactNode;
}

/** One store per browser tab (and per server render); persisted slices load in the browser only. */
export function StoreProvider({ initialAuth, children }: Props) {
  const [{ store, persistor }] = useState(() => {
    const created = makeStore();
    if (initialAuth) created.dispatch(setAuth(initialAuth));
    return {
      store: created,
      persistor: startPersistence(created, () => reconcileWithCookie(created)),
    };
  });
  return (
    <Provider store={store}>
      <PersistorContext.Provider value={persistor}>{children}</PersistorContext.Provider>
    </Provider>
  );
}
