import { Info } from 'lucide-react';
import { useCoachHistory } from '../api/get-coach-history';

/** Says who answers in AI chat: a model, or (with none configured) the offline coach. */
export function ChatEngineNote() {
  const { data } = useCoachHistory('chat');
  if (!data) return <p className="min-h-10 text-sm" aria-hidden />;
  return (
    <p className="flex min-h-10 items-start gap-2 rounded-xl bg-leaf-50 p-2 text-sm text-ink">
      <Info aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-leaf-800" />
      {data.engine === 'model'
        ? 'Answers come from an AI model. It can make mistakes, so check anything important.'
        : "No AI model is set up on this NewLeaf server, so NewLeaf's offline coach answers here."}
    </p>
  );
}
