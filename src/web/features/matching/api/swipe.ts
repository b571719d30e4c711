import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SwipeRequest, SwipeResponse } from '@shared/contracts/matching';
import { api } from '@web/lib/api-client';

export const swipe = (body: SwipeRequest) => api<SwipeResponse>('/api/swipes', { body });

/** Sends one swipe. A like adds the card to favourites on the server, so those lists follow. */
export function useSwipe() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: swipe,
    onSuccess: (res, body) => {
      if (body.action !== 'pass') {
        void qc.invalidateQueries({ queryKey: ['favourites'] });
        void qc.invalidateQueries({ queryKey: ['saved-jobs'] });
        void qc.invalidateQueries({ queryKey: ['favourite-talent'] });
      }
      if (res.isMatch) {
        void qc.invalidateQueries({ queryKey: ['matches'] });
        void qc.invalidateQueries({ queryKey: ['hirer-dashboard'] });
        void qc.invalidateQueries({ queryKey: ['seeker-dashboard'] });
      }
    },
  });
}
