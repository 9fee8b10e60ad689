import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { openImportingSocket } from '@/lib/realtime-socket';
import { selectAuthToken } from '@/lib/store/auth-slice';
import { useAppSelector } from '@/lib/store/hooks';
import { selectRehydrated } from '@/lib/store/store';
import { placeRunInCache } from './api/get-import-runs';
import { importingKeys } from './api/importing-keys';

/**
 * The importing namespace of the live channel while the page is open: each progress event of a
 * run goes into the cached list, so "n of N" moves as the job works; the list is asked again on
 * every (re)connection for what was missed.
 */
export function useLiveImports(): void {
  const token = useAppSelector(selectAuthToken);
  const rehydrated = useAppSelector(selectRehydrated);
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!rehydrated || !token) return;
    let closed = false;
    const opened = openImportingSocket(token).then((socket) => {
      if (closed) {
        socket.disconnect();
        return socket;
      }
      socket.on('connect', () => {
        void queryClient.invalidateQueries({ queryKey: importingKeys.runs() });
      });
      socket.on('progress', (run) => {
        placeRunInCache(queryClient, run);
        if (run.status === 'done' || run.status === 'failed') {
          void queryClient.invalidateQueries({ queryKey: [...importingKeys.all, 'rows', run.id] });
        }
      });
      return socket;
    });
    return () => {
      closed = true;
      void opened.then((socket) => socket.disconnect());
    };
  }, [rehydrated, token, queryClient]);
}
