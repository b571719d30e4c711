import { useState } from 'react';
import { Sparkles } from 'lucide-react';
import type { CvSuggestInput, CvSuggestResponse } from '@shared/contracts/cv';
import { Button } from '@web/components/ui/button';
import { errorMessage } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { useSuggestCvText } from '../api/suggest';

/** "Suggest": asks for rewrites and lets the seeker pick one (or none). */
export function SuggestButton({
  input,
  label,
  onPick,
}: {
  input: CvSuggestInput;
  label: string;
  onPick: (text: string) => void;
}) {
  const suggest = useSuggestCvText();
  const [result, setResult] = useState<CvSuggestResponse | null>(null);
  return (
    <div className="flex flex-col gap-2">
      <Button
        type="button"
        variant="secondary"
        size="sm"
        className="self-start"
        disabled={suggest.isPending}
        aria-label={label}
        onClick={() =>
          suggest.mutate(input, {
            onSuccess: setResult,
            onError: (err) => notify.error('Error', errorMessage(err)),
          })
        }
      >
        <Sparkles aria-hidden className="h-4 w-4" /> {suggest.isPending ? 'Thinking…' : 'Suggest'}
      </Button>
      {result && (
        <div
          className="rounded-xl border border-leaf-700 bg-leaf-50 p-2 text-sm"
          role="region"
          aria-label="Suggestions"
        >
          {result.notice && <p className="mb-1 text-muted">{result.notice}</p>}
          {result.hint && <p className="mb-1 font-semibold">{result.hint}</p>}
          <ul className="flex flex-col gap-1">
            {result.suggestions.map((s) => (
              <li key={s}>
                <button
                  type="button"
                  className="w-full rounded-lg p-2 text-left hover:bg-white"
                  onClick={() => {
                    onPick(s);
                    setResult(null);
                  }}
                >
                  {s}
                </button>
              </li>
            ))}
          </ul>
          <Button type="button" variant="link" size="sm" onClick={() => setResult(null)}>
            Close suggestions
          </Button>
        </div>
      )}
    </div>
  );
}
