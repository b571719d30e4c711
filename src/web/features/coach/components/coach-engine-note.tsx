import { Info } from 'lucide-react';
import { useCoachHistory } from '../api/get-coach-history';

/** The coach screen's title: "AI Coach" only when a model answers, else "NewLeaf Coach". */
export function useCoachTitle() {
  const { data } = useCoachHistory('coach');
  return data?.engine === 'model' ? 'AI Coach' : 'NewLeaf Coach';
}

/** Says where the coach's answers come from: NewLeaf's reviewed guide, or a model grounded in it. */
export function CoachEngineNote() {
  const { data } = useCoachHistory('coach');
  if (!data) return <p className="min-h-10 text-sm" aria-hidden />;
  return (
    <p className="flex min-h-10 items-start gap-2 rounded-xl bg-leaf-50 p-2 text-sm text-ink">
      <Info aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-leaf-800" />
      {data.engine === 'model'
        ? "Answers come from an AI model grounded in NewLeaf's guide to work in the UK. It can make mistakes, so check anything important."
        : "Answers come from NewLeaf's reviewed guide to work in the UK, not from AI."}
    </p>
  );
}
