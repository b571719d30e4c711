import { Info } from 'lucide-react';
import type { CoachThread } from '@shared/contracts/coach';
import { useCoachHistory } from '../api/get-coach-history';

/** The coach screen's title: "AI Coach" only when a model answers, else "NewLeaf Coach". */
export function useCoachTitle() {
  const { data } = useCoachHistory('coach');
  return data?.engine === 'model' ? 'AI Coach' : 'NewLeaf Coach';
}

const NOTES: Record<CoachThread, { model: string; offline: string }> = {
  coach: {
    model:
      "Answers come from an AI model grounded in NewLeaf's guide to work in the UK. It can make mistakes, so check anything important.",
    offline: "Answers come from NewLeaf's reviewed guide to work in the UK, not from AI.",
  },
  chat: {
    model: 'Answers come from an AI model. It can make mistakes, so check anything important.',
    offline: "No AI model is set up on this NewLeaf server, so NewLeaf's offline coach answers here.",
  },
};

/** Says who answers in a thread: a model (grounded in the guide), or NewLeaf's offline coach. */
export function EngineNote({ thread }: { thread: CoachThread }) {
  const { data } = useCoachHistory(thread);
  if (!data) return <p className="min-h-10 text-sm" aria-hidden />;
  return (
    <p className="flex min-h-10 items-start gap-2 rounded-xl bg-leaf-50 p-2 text-sm text-ink">
      <Info aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-leaf-800" />
      {NOTES[thread][data.engine]}
    </p>
  );
}
