import { MessagesScreen } from '@web/features/messaging/components/messages-screen';

/** /seeker-messages and /seeker-messages/{conversationId} (spec: Seeker messages). */
export function Component() {
  return <MessagesScreen role="seeker" />;
}
