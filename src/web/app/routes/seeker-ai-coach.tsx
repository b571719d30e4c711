import { Link } from 'react-router';
import { COACH_WELCOME, QUICK_TOPICS, quickTopicPrompt } from '@shared/coach/engine';
import { PageHeader } from '@web/components/ui/page-header';
import { CoachChat } from '@web/features/coach/components/coach-chat';
import { DisclosureConsent } from '@web/features/coach/components/disclosure-consent';

/** /seeker-ai-coach: the coach, with Quick Topics and the disclosure consent. */
export function Component() {
  return (
    <div className="flex flex-col gap-3">
      <PageHeader title="AI Coach" back="/seeker-ai-suite" />
      <CoachChat
        thread="coach"
        welcome={COACH_WELCOME}
        quickTopics={QUICK_TOPICS}
        quickTopicPrompt={quickTopicPrompt}
      />
      <DisclosureConsent />
      <p className="text-sm text-muted">
        Want an open conversation instead?{' '}
        <Link to="/seeker-ai-chat" className="font-semibold text-leaf-900 underline">
          Try AI Chat
        </Link>
      </p>
    </div>
  );
}
