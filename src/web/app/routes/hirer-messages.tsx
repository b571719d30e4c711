import { MessagesScreen } from '@web/features/messaging/components/messages-screen';
import { useInterviewLive } from '@web/features/interviews/api/use-interview-live';
import { renderInterviewCard } from '@web/features/interviews/components/lazy-interview-card';
import { ProposeInterviewAction } from '@web/features/interviews/components/propose-interview-action';
import type { Conversation } from '@shared/contracts/messaging';
import { messagesLoader } from '../messages-loader';

export const loader = messagesLoader;

const proposeAction = (conversation: Conversation) => <ProposeInterviewAction conversation={conversation} />;

/** /hirer-messages and /hirer-messages/{threadId} (spec: Hirer messages and conversation), with interviews. */
export function Component() {
  useInterviewLive();
  return (
    <MessagesScreen role="hirer" renderInterview={renderInterviewCard} conversationActions={proposeAction} />
  );
}
