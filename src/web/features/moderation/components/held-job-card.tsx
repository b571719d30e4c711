import { useState } from 'react';
import { jobDecisionSchema, type HeldJob, type JobDecision } from '@shared/contracts/moderation';
import { Card } from '@web/components/ui/card';
import { RadioGroup } from '@web/components/ui/radio-group';
import { notify } from '@web/lib/notify';
import { errorMessage } from '@web/lib/api-client';
import { useDecideJob } from '../api/decide-job';
import { DecisionForm } from './decision-form';

const CHOICES = [
  { value: 'approve', label: 'Approve: the job goes live' },
  { value: 'reject', label: 'Reject: it is not published' },
] as const;

/** A held job ad: what the checks found, the whole ad, and the moderator's decision. */
export function HeldJobCard({ held }: { held: HeldJob }) {
  const { job, findings } = held;
  const [decision, setDecision] = useState<'approve' | 'reject'>('approve');
  const decide = useDecideJob();
  const headingId = `held-${job.id}`;

  async function submit(reason: string) {
    const parsed = jobDecisionSchema.safeParse({ decision, reason } satisfies JobDecision);
    if (!parsed.success) return parsed.error.issues[0]?.message ?? 'Please say why';
    try {
      await decide.mutateAsync({ id: job.id, decision: parsed.data });
      notify.success(decision === 'approve' ? 'Job approved' : 'Job rejected', 'The employer has been told.');
    } catch (err) {
      notify.error('Error', errorMessage(err));
    }
    return null;
  }

  return (
    <Card className="flex flex-col gap-3" role="article" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-bold break-words">
        {job.title} <span className="font-normal text-muted">at {job.companyName}</span>
      </h2>
      <ul className="flex flex-col gap-2" aria-label="What the checks found">
        {findings.map((f) => (
          <li key={f.sign} className="rounded-lg bg-amber-50 p-2 text-sm text-amber-950">
            <p>{f.message}</p>
            <p className="mt-1 font-mono text-xs break-words">“{f.evidence}”</p>
          </li>
        ))}
      </ul>
      <details className="text-sm">
        <summary className="min-h-10 cursor-pointer py-2 font-semibold">Read the whole ad</summary>
        <p className="whitespace-pre-wrap break-words">{job.description ?? 'No description.'}</p>
      </details>
      <DecisionForm
        idPrefix={`held-${job.id}`}
        reasonLabel="Why (the employer is told if you reject it)"
        submitLabel="Confirm decision"
        busy={decide.isPending}
        onSubmit={submit}
      >
        <RadioGroup
          legend="Decision"
          name={`decision-${job.id}`}
          options={CHOICES}
          value={decision}
          onChange={setDecision}
        />
      </DecisionForm>
    </Card>
  );
}
