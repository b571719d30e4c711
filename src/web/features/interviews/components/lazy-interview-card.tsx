import { lazy, Suspense } from 'react';
import type { Conversation, Message } from '@shared/contracts/messaging';
import { Spinner } from '@web/components/ui/spinner';

// Loaded with the first card a thread shows: the messages screens stay within their scripts
// budget, and a conversation without an interview never loads it.
const InterviewCard = lazy(() => import('./interview-card').then((m) => ({ default: m.InterviewCard })));

/** For the messages screens' `renderInterview`: the card of a message carrying an interview. */
export const renderInterviewCard = (message: Pick<Message, 'interviewId'>, conversation: Conversation) =>
  message.interviewId ? (
    <Suspense
      fallback={
        <div className="flex min-h-40 w-full items-center justify-center rounded-2xl border border-leaf-700 bg-white">
          <Spinner label="Loading interview" />
        </div>
      }
    >
      <InterviewCard interviewId={message.interviewId} conversation={conversation} />
    </Suspense>
  ) : null;
