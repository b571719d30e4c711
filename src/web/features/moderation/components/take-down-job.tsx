import { jobDecisionSchema } from '@shared/contracts/moderation';
import { errorMessage } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { useDecideJob } from '../api/decide-job';
import { DecisionForm } from './decision-form';

/** Takes one live job down, with the reason the employer is told. */
export function TakeDownJob({ job }: { job: { id: string; title: string } }) {
  const decide = useDecideJob();
  async function submit(reason: string) {
    const parsed = jobDecisionSchema.safeParse({ decision: 'take_down', reason });
    if (!parsed.success) return parsed.error.issues[0]?.message ?? 'Please say why';
    try {
      await decide.mutateAsync({ id: job.id, decision: parsed.data });
      notify.success('Job taken down', 'The employer has been told.');
    } catch (err) {
      notify.error('Error', errorMessage(err));
    }
    return null;
  }
  return (
    <fieldset className="rounded-xl border border-gray-200 p-3">
      <legend className="px-1 font-semibold break-words">{job.title}</legend>
      <DecisionForm
        idPrefix={`take-down-${job.id}`}
        reasonLabel="Why take it down (the employer is told)"
        submitLabel={`Take down ${job.title}`}
        busy={decide.isPending}
        onSubmit={submit}
      />
    </fieldset>
  );
}
