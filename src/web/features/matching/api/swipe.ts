import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SwipeRequest, SwipeResponse } from '@shared/contracts/matching';
import type { DataChange } from '@web/lib/data-changes';
import { api } from '@web/lib/api-client';
import { matchingKeys } from './keys';

export const swipe = (body: SwipeRequest) => api<SwipeResponse>('/api/swipes', { body });

/**
 * Sends one swipe. A like adds the card to favourites on the server (a seeker's Saved Jobs, an
 * employer's Favorite Talent), so those lists follow, and a match moves the dashboards' figures.
 */
export function useSwipe() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: swipe,
    meta: {
      changed: (res: SwipeResponse, body: SwipeRequest): DataChange[] => [
        ...(body.action !== 'pass' && body.targetKind === 'job' ? (['job-liked'] as const) : []),
        ...(res.isMatch ? (['match'] as const) : []),
      ],
    },
    onSuccess: (_res, body) => {
      if (body.action !== 'pass' && body.targetKind === 'seeker') {
        void qc.invalidateQueries({ queryKey: matchingKeys.favouriteTalent });
      }
    },
  });
}
