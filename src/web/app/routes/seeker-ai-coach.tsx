import { Link } from 'react-router';
import { COACH_WELCOME, QUICK_TOPICS, quickTopicPrompt } from '@shared/coach/welcome';
import { PageHeader } from '@web/components/ui/page-header';
import { CoachChat } from '@web/features/coach/components/coach-chat';
import { EngineNote, useCoachTitle } from '@web/features/coach/components/engine-note';
import { DisclosureConsent } from '@web/features/coach/components/disclosure-consent';
import { NeedHelpNow } from '@web/features/coach/components/need-help-now';

/**
 * /seeker-ai-coach: the coach, with "Need help now?", Quick Topics and the disclosure consent.
 * Called "AI Coach" only when a model answers; NewLeaf's guide answers otherwise, and the note says so.
 */
export function Component() {
  return (
    <div className="flex flex-col gap-3">
      <PageHeader title={useCoachTitle()} back="/seeker-ai-suite" />
      <EngineNote thread="coach" />
      <NeedHelpNow />
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
