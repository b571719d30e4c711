import { useEffect, useRef } from 'react';
import { Check } from 'lucide-react';
import { type Interview } from '@shared/contracts/interviews';
import { ADJUSTMENT_OPTIONS } from '@shared/options/interviews';
import { optionLabel } from '@shared/options/option';
import { Button } from '@web/components/ui/button';
import { useAcknowledgeAdjustments } from '../api/acknowledge-adjustments';

/**
 * The seeker's adjustment request, shown to both parties (and no one else), with whether the
 * employer has acknowledged it; the employer acknowledges it here.
 */
export function AdjustmentsPanel({ interview, canAct }: { interview: Interview; canAct: boolean }) {
  const acknowledge = useAcknowledgeAdjustments();
  const done = useRef<HTMLParagraphElement>(null);
  const clicked = useRef(false);
  const request = interview.adjustments;
  const acknowledged = Boolean(request?.acknowledgedAt);

  // The button goes once it has worked: the focus moves to what replaced it.
  useEffect(() => {
    if (acknowledged && clicked.current) {
      clicked.current = false;
      done.current?.focus();
    }
  }, [acknowledged]);

  if (!request || (request.items.length === 0 && !request.note)) return null;
  const seeker = interview.myRole === 'seeker';
  return (
    <div className="mt-3 rounded-xl border border-gray-200 bg-gray-50 p-2 text-sm">
      <h4 className="font-semibold">{seeker ? 'Adjustments you asked for' : 'Adjustments asked for'}</h4>
      {request.items.length > 0 && (
        <ul className="mt-1 list-disc pl-5">
          {request.items.map((item) => (
            <li key={item}>{optionLabel(ADJUSTMENT_OPTIONS, item, item)}</li>
          ))}
        </ul>
      )}
      {request.note && (
        <p className="mt-1 whitespace-pre-wrap [overflow-wrap:anywhere]">
          <span className="font-semibold">In {seeker ? 'your' : 'their'} own words:</span> {request.note}
        </p>
      )}
      {acknowledged ? (
        <p ref={done} tabIndex={-1} className="mt-2 flex items-center gap-1 font-semibold text-leaf-900">
          <Check aria-hidden className="h-4 w-4" />
          {seeker ? `Acknowledged by ${interview.companyName}` : 'Acknowledged'}
        </p>
      ) : seeker ? (
        <p className="mt-2 text-muted">Only {interview.companyName} sees this. Not acknowledged yet.</p>
      ) : (
        canAct &&
        interview.status === 'booked' && (
          <Button
            className="mt-2"
            disabled={acknowledge.isPending}
            onClick={() => {
              clicked.current = true;
              acknowledge.mutate(interview.id, { onError: () => (clicked.current = false) });
            }}
          >
            Acknowledge adjustments
          </Button>
        )
      )}
    </div>
  );
}
