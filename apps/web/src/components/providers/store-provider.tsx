'use client';

import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { makeStore, startPersistence } from '@/lib/store/store';

/** One store per browser tab (and per server render); persisted slices load in the browser only. */
export function StoreProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() => {
    const created = makeStore();
    startPersistence(created);
    return created;
  });
  return <Provider store={store}>{children}</Provider>;
}
