import { useState, type ReactNode } from 'react';
import { Scale } from 'lucide-react';
import type { SeekerDisclosure } from '@shared/contracts/seeker';
import { longDate } from '@shared/rules/calendar-date';
import type { RecordInput } from '@shared/rules/spent-check';
import { Button } from '@web/components/ui/button';
import { Card, CardTitle } from '@web/components/ui/card';
import { errorMessage } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { useRecordCheck } from '../api/record-check';

/**
 * The spent checker inside the disclosure page: check, then save the result to the profile so
 * the spent/unspent answer follows it (and employers without a DBS-checked job see nothing of a
 * spent conviction).
 */
export function RecordCheckCard({
  disclosure,
  spentChecker,
}: {
  disclosure: SeekerDisclosure;
  /** The spent checker (`features/spent-checker`) with these result actions. */
  spentChecker: (resultActions: (record: RecordInput) => ReactNode) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const { save, remove } = useRecordCheck();
  const saved = disclosure.recordCheck;
  return (
    <Card className="flex flex-col gap-3">
      <CardTitle className="flex items-center gap-2">
        <Scale aria-hidden className="h-5 w-5 text-leaf-800" /> When is my record spent?
      </CardTitle>
      {saved ? (
        <p>
          Your saved check says your record is <strong>{saved.status}</strong>
          {saved.spentOn
            ? saved.status === 'spent'
              ? ` (since ${longDate(saved.spentOn)})`
              : ` until ${longDate(saved.spentOn)}, when your answer changes to spent by itself`
            : ''}
          . Your conviction status follows it.
        </p>
      ) : (
        <p className="text-sm text-muted">
          Work out when your cautions and convictions are spent. Save the result and your conviction status
          follows it; a spent conviction is then hidden from employers unless the job needs a DBS check.
        </p>
      )}
      {open ? (
        spentChecker((record) => (
          <Button
            disabled={save.isPending}
            onClick={() =>
              save.mutate(record, {
                onSuccess: (check) => {
                  setOpen(false);
                  notify.success('Saved to your profile', `Your conviction status is now ${check.status}.`);
                },
                onError: (err) => notify.error('Error', errorMessage(err)),
              })
            }
          >
            Save to my profile
          </Button>
        ))
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setOpen(true)}>
            {saved ? 'Check again' : 'Check my record'}
          </Button>
          {saved && (
            <Button
              variant="ghost"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(undefined, {
                  onSuccess: () => notify.success('Saved check removed'),
                  onError: (err) => notify.error('Error', errorMessage(err)),
                })
              }
            >
              Remove saved check
            </Button>
          )}
        </div>
      )}
    </Card>
  );
}
