import type { QueryClient } from '@tanstack/react-query';
import type { Interview } from '@shared/contracts/interviews';
import { interviewKeys } from './keys';

/**
 * After a change of ours: the answer is the interview as it is now; its conversation's list and
 * the dashboards' upcoming list are read again (a reschedule also cancelled the old one there).
 */
export function storeInterview(queryClient: QueryClient, interview: Interview) {
  queryClient.setQueryData(interviewKeys.detail(interview.id), interview);
  if (interview.conversationId)
    void queryClient.invalidateQueries({ queryKey: interviewKeys.conversation(interview.conversationId) });
  void queryClient.invalidateQueries({ queryKey: interviewKeys.upcoming() });
}
