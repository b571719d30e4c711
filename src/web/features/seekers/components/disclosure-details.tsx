import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ShieldCheck } from 'lucide-react';
import {
  DISCLOSURE_SECTION_LABELS,
  type HealthDraft,
  type LegalDraft,
  type SeekerDisclosure,
  type Sharing,
} from '@shared/contracts/seeker';
import { CONVICTION_STATUS, CONVICTION_TYPES } from '@shared/options/conviction';
import { DISABILITY_TYPES, WORKPLACE_ADJUSTMENTS } from '@shared/options/health';
import { optionLabel } from '@shared/options/option';
import { SHARING_CHOICES, type SharingChoice } from '@shared/rules/disclosure-sharing';
import {
  criminalRecordLabel,
  disabilityLabel,
  mappaLabel,
  overallDisclosureStatus,
  triStateLabel,
} from '@shared/rules/disclosure-status';
import { relativeTime } from '@shared/rules/format';
import { buttonVariants } from '@web/components/ui/button';
import { Card, CardTitle } from '@web/components/ui/card';
import { RadioGroup } from '@web/components/ui/radio-group';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { notify } from '@web/lib/notify';
import { useAccessLog, useUpdateSharing } from '../api/disclosure';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 border-b border-gray-100 py-2 last:border-0 sm:flex-row sm:justify-between">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="font-semibold sm:text-right">{children}</dd>
    </div>
  );
}

const list = (values: readonly string[], options: Parameters<typeof optionLabel>[0]) =>
  values.length ? values.map((v) => optionLabel(options, v, v)).join(', ') : 'None';

function LegalSection({ legal }: { legal: LegalDraft }) {
  return (
    <dl>
      <Row label="Criminal record">{criminalRecordLabel(legal.sentenceCompleted)}</Row>
      <Row label="Conviction types">{list(legal.convictionTypes, CONVICTION_TYPES)}</Row>
      {legal.convictionOtherDetails && <Row label="Other conviction">{legal.convictionOtherDetails}</Row>}
      <Row label="Conviction status">
        {optionLabel(CONVICTION_STATUS, legal.convictionStatus, 'Not disclosed')}
      </Row>
      <Row label="Barred from regulated work">{triStateLabel(legal.barredFromRegulatedWork)}</Row>
      <Row label="On DBS barring list">{triStateLabel(legal.onDbsBarringList)}</Row>
      <Row label="Relevant for safeguarding checks">{triStateLabel(legal.relevantForSafeguardingChecks)}</Row>
      <Row label="MAPPA level">{mappaLabel(legal.mappaLevel)}</Row>
    </dl>
  );
}

function HealthSection({ health }: { health: HealthDraft }) {
  return (
    <dl>
      <Row label="Disability">{disabilityLabel(health.hasDisability)}</Row>
      {health.hasDisability === true && (
        <>
          <Row label="Disability types">{list(health.disabilityTypes, DISABILITY_TYPES)}</Row>
          {health.disabilityOtherDetails && (
            <Row label="Other disability">{health.disabilityOtherDetails}</Row>
          )}
          <Row label="Workplace adjustments">{list(health.workplaceAdjustments, WORKPLACE_ADJUSTMENTS)}</Row>
          {health.workplaceAdjustmentsOther && (
            <Row label="Other adjustments">{health.workplaceAdjustmentsOther}</Row>
          )}
        </>
      )}
    </dl>
  );
}

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
 * saved spent check's card, which the route screen composes with the records feature.
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
      <Card className="flex flex-col gap-3">
        <CardTitle>Legal Information</CardTitle>
        <LegalSection legal={disclosure.legal} />
        <Link to="/seeker-setup-step2" className={buttonVariants({ variant: 'secondary' })}>
          Update Legal Information
        </Link>
      </Card>
      {recordCheck}
      <Card className="flex flex-col gap-3">
        <CardTitle>Health & Accessibility</CardTitle>
        <HealthSection health={disclosure.health} />
        <Link to="/seeker-setup-step3" className={buttonVariants({ variant: 'secondary' })}>
          Update Health & Accessibility
        </Link>
      </Card>
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
