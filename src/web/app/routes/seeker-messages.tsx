import { MessagesScreen } from '@web/features/messaging/components/messages-screen';
import { useInterviewLive } from '@web/features/interviews/api/use-interview-live';
import { renderInterviewCard } from '@web/features/interviews/components/lazy-interview-card';
import { messagesLoader } from '../messages-loader';

export const loader = messagesLoader;

/** /seeker-messages and /seeker-messages/{conversationId} (spec: Seeker messages), with interview cards. */
export function Component() {
  useInterviewLive();
  return <MessagesScreen role="seeker" renderInterview={renderInterviewCard} />;
}
