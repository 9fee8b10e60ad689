import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminMessageHistory } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { adminMessagePath, adminMessagesKeys } from './admin-messages-keys';

export function useAdminMessageHistory() {
  return useQuery(
    queryOptions({
      queryKey: adminMessagesKeys.history(),
      queryFn: ({ signal }) =>
        apiRequest(adminMessagePath(), { schema: adminMessageHistory, signal }),
      // Counts grow while batches run and recipients read; a message due now is followed closely.
      refetchInterval: (query) =>
        query.state.data?.some(
          (message) =>
            message.status === 'sending' ||
            (message.status === 'scheduled' && Date.parse(message.send_at) <= Date.now()),
        )
          ? 2_000
          : 10_000,
      // The interval pauses in a background tab: coming back (from a recipient's tab, say)
      // shows the current states at once.
      refetchOnWindowFocus: true,
    }),
  );
}
