import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moderationCaseDetail, type ModerationCaseDetail } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { moderationKeys } from './moderation-keys';

export type ModerationDecision = 'request-revision' | 'approve' | 'block';

export interface ModerationDecisionInput {
  decision: ModerationDecision;
  reason?: string;
}

/** `POST /api/admin/moderation/listings/:id/<decision>`: asks for a revision, approves or blocks. */
export function decideModerationCase(
  listingId: string,
  { decision, reason }: ModerationDecisionInput,
): Promise<ModerationCaseDetail> {
  return apiRequest<ModerationCaseDetail>(
    `/admin/moderation/listings/${encodeURIComponent(listingId)}/${decision}`,
    {
      method: 'POST',
      body: reason === undefined ? undefined : { reason },
      schema: moderationCaseDetail,
    },
  );
}

/** The decision; the queue and the case are read again. */
export function useModerationDecision(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ModerationDecisionInput) => decideModerationCase(listingId, input),
    onSuccess: (detail) => {
      queryClient.setQueryData(moderationKeys.case(listingId), detail);
      return queryClient.invalidateQueries({ queryKey: moderationKeys.all });
    },
  });
}
