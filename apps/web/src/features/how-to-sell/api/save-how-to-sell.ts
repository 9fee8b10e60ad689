import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  howToSellEditorGuides,
  type HowToSellEditorGuides,
  type SaveHowToSellBody,
} from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { howToSellKeys } from './how-to-sell-keys';

/** `PUT /api/admin/how-to-sell` (administrators): both languages' lists as they should be. */
export function saveHowToSell(body: SaveHowToSellBody): Promise<HowToSellEditorGuides> {
  return apiRequest('/admin/how-to-sell', {
    method: 'PUT',
    body,
    schema: howToSellEditorGuides,
    // The editor shows what went wrong beside the steps.
    handled: true,
  });
}

export function useSaveHowToSell() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveHowToSell,
    onSuccess: (saved) => {
      queryClient.setQueryData(howToSellKeys.editor(), saved);
      void queryClient.invalidateQueries({ queryKey: howToSellKeys.all });
    },
  });
}
