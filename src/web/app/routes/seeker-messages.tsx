import { MessagesScreen } from '@web/features/messaging/components/messages-screen';
import { messagesLoader } from '../messages-loader';

export const loader = messagesLoader;

/** /seeker-messages and /seeker-messages/{conversationId} (spec: Seeker messages). */
export function Component() {
  return <MessagesScreen role="seeker" />;
}
