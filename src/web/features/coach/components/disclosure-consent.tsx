import { Checkbox } from '@web/components/ui/checkbox';
import { errorMessage } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { useCoachSettings, useSetCoachSettings } from '../api/coach-settings';

/** "Use my disclosure answers to personalise coaching": off by default, one sentence, revocable. */
export function DisclosureConsent() {
  const settings = useCoachSettings();
  const save = useSetCoachSettings();
  const checked = save.isPending
    ? (save.variables?.useDisclosure ?? false)
    : (settings.data?.useDisclosure ?? false);
  return (
    <div className="flex items-start gap-3 rounded-2xl border border-gray-200 bg-white p-3">
      <Checkbox
        id="coach-use-disclosure"
        className="mt-0.5"
        checked={checked}
        disabled={settings.isPending || save.isPending}
        aria-describedby="coach-use-disclosure-help"
        onChange={(e) =>
          save.mutate(
            { useDisclosure: e.target.checked },
            { onError: (err) => notify.error('Error', errorMessage(err)) },
          )
        }
      />
      <div>
        <label htmlFor="coach-use-disclosure" className="font-semibold">
          Use my disclosure answers to personalise coaching
        </label>
        <p id="coach-use-disclosure-help" className="text-sm text-muted">
          When on, the coach can see whether you told NewLeaf about a conviction or a disability (never the
          details), so its advice fits you; turn it off at any time.
        </p>
      </div>
    </div>
  );
}
