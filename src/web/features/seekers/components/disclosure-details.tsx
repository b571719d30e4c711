import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ShieldCheck } from 'lucide-react';
import { DISCLOSURE_SECTION_LABELS, type SeekerDisclosure, type Sharing } from '@shared/contracts/seeker';
import { SHARING_CHOICES, type SharingChoice } from '@shared/rules/disclosure-sharing';
import { overallDisclosureStatus } from '@shared/rules/disclosure-status';
import { relativeTime } from '@shared/rules/format';
import { DisclosureSummary } from '@web/components/disclosure-summary';
import { buttonVariants } from '@web/components/ui/button';
import { Card, CardTitle } from '@web/components/ui/card';
import { RadioGroup } from '@web/components/ui/radio-group';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { notify } from '@web/lib/notify';
import { useAccessLog, useUpdateSharing } from '../api/disclosure';

function SharingControl({
  field,
  legend,
  sharing,
}: {
  field: keyof Sharing;
  legend: string;
  sharing: Sharing;
}) {
  const update = useUpdateSharing();
  const [value, setValue] = useState<SharingChoice>(sharing[field]);
  useEffect(() => setValue(sharing[field]), [sharing, field]);
  const onChange = async (next: SharingChoice) => {
    const before = value;
    setValue(next);
    try {
      await update.mutateAsync({ [field]: next });
      notify.success('Sharing updated', 'Your sharing choice has been saved.');
    } catch {
      setValue(before);
      notify.error('Error', 'Failed to save your sharing choice. Please try again.');
    }
  };
  return (
    <RadioGroup
      legend={legend}
      name={field}
      options={SHARING_CHOICES}
      value={value}
      onChange={(v) => void onChange(v)}
    />
  );
}

/**
 * The seeker's disclosure (spec 02, Disclosure Status): the answers, who may see them (each choice
 * saves as it is made, so there is no form to submit), and who has seen them. `recordCheck` is the
 * saved spent check's card, which the route screen composes with `features/spent-checker`.
 */
export function DisclosureDetails({
  disclosure,
  recordCheck,
}: {
  disclosure: SeekerDisclosure;
  recordCheck: ReactNode;
}) {
  const status = overallDisclosureStatus({
    sentenceCompleted: disclosure.legal.sentenceCompleted,
    hasDisability: disclosure.health.hasDisability,
  });
  return (
    <>
      <Card className="flex items-center justify-between gap-3">
        <CardTitle>Overall status</CardTitle>
        <span
          className={cn(
            'rounded-full px-3 py-1 text-sm font-bold',
            status === 'Complete' ? 'bg-leaf-100 text-leaf-900' : 'bg-amber-100 text-amber-900',
          )}
        >
          {status}
        </span>
      </Card>
      <DisclosureSummary section="conviction" answers={disclosure.legal}>
        <Link to="/seeker-setup-step2" className={buttonVariants({ variant: 'secondary' })}>
          Update Legal Information
        </Link>
      </DisclosureSummary>
      {recordCheck}
      <DisclosureSummary section="health" answers={disclosure.health}>
        <Link to="/seeker-setup-step3" className={buttonVariants({ variant: 'secondary' })}>
          Update Health & Accessibility
        </Link>
      </DisclosureSummary>
      <Card className="flex flex-col gap-4">
        <div>
          <CardTitle>Who can see your answers</CardTitle>
          <p className="text-sm text-muted">
            Employers never see these answers in search results or feeds. Choose who may see them on your
            profile.
          </p>
        </div>
        <SharingControl field="convictionSharing" legend="Legal information" sharing={disclosure.sharing} />
        <SharingControl field="healthSharing" legend="Health & accessibility" sharing={disclosure.sharing} />
      </Card>
      <AccessLog />
      <Card tone="leaf" className="flex gap-3">
        <ShieldCheck aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-leaf-800" />
        <p className="text-sm">
          You control what is shared and when. Your answers are only shown as your choices above allow, you
          can change them at any time, and every time an employer is shown them it is recorded here.
        </p>
      </Card>
    </>
  );
}

function AccessLog() {
  const log = useAccessLog();
  return (
    <Card className="flex flex-col gap-2">
      <CardTitle>Who has seen your answers</CardTitle>
      {log.isPending ? (
        <Skeleton className="h-12" />
      ) : log.isError ? (
        <p className="text-sm text-muted">We could not load this list.</p>
      ) : log.data.items.length === 0 ? (
        <p className="text-sm text-muted">No employer has seen your answers yet.</p>
      ) : (
        <ul className="flex flex-col">
          {log.data.items.map((entry) => (
            <li key={entry.id} className="border-b border-gray-100 py-2 last:border-0">
              <p className="font-semibold">{entry.companyName}</p>
              <p className="text-sm text-muted">
                Saw: {entry.sections.map((s) => DISCLOSURE_SECTION_LABELS[s]).join(' and ')} ·{' '}
                <time dateTime={entry.viewedAt} title={new Date(entry.viewedAt).toLocaleString('en-GB')}>
                  {relativeTime(entry.viewedAt)}
                </time>
              </p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
