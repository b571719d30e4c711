import { PageHeader } from '@web/components/ui/page-header';
import { CoachChat } from '@web/features/coach/components/coach-chat';
import { EngineNote } from '@web/features/coach/components/engine-note';
import { NeedHelpNow } from '@web/features/coach/components/need-help-now';

const WELCOME = 'Hello! Ask me anything about finding work, applications, interviews or settling into a job.';

/** /seeker-ai-chat: an open conversation with the model, or the offline coach when there is none. */
export function Component() {
  return (
    <div className="flex flex-col gap-3">
      <PageHeader title="AI Chat" back="/seeker-ai-suite" />
      <EngineNote thread="chat" />
      <NeedHelpNow />
      <CoachChat thread="chat" welcome={WELCOME} />
    </div>
  );
}
