import { MessagesScreen } from '@web/features/messaging/components/messages-screen';
import { messagesLoader } from '../messages-loader';

export const loader = messagesLoader;

/** /hirer-messages and /hirer-messages/{threadId} (spec: Hirer messages and conversation). */
export function Component() {
  return <MessagesScreen role="hirer" />;
}
