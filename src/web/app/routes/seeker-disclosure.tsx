import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Download, Scale, ShieldCheck, Trash2 } from 'lucide-react';
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
import { longDate } from '@shared/rules/calendar-date';
import { Button, buttonVariants } from '@web/components/ui/button';
import { Card, CardTitle } from '@web/components/ui/card';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@web/components/ui/dialog';
import { PageHeader } from '@web/components/ui/page-header';
import { RadioGroup } from '@web/components/ui/radio-group';
import { Skeleton } from '@web/components/ui/skeleton';
import { notify } from '@web/lib/notify';
import { storage } from '@web/lib/storage';
import { EXPORT_URL, deleteAccount } from '@web/features/seekers/api/account';
import { useAccessLog, useDisclosure, useUpdateSharing } from '@web/features/seekers/api/disclosure';
import { cn } from '@web/lib/cn';
import { errorMessage } from '@web/lib/api-client';
import { useRecordCheck } from '@web/features/seekers/api/record-check';
import { SpentChecker } from '@web/features/records/components/spent-checker';

export function Component() {
  const disclosure = useDisclosure();
  useEffect(() => {
    if (disclosure.isError) notify.error('Error', 'Failed to load profile data');
  }, [disclosure.isError]);

  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="Disclosure Status" back="/seeker-dashboard" />
      {disclosure.isPending ? (
        <div className="flex flex-col gap-3" aria-busy="true">
          <span className="sr-only" role="status">
            Loading
          </span>
          <Skeleton className="h-16" />
          <Skeleton className="h-40" />
          <Skeleton className="h-40" />
        </div>
      ) : disclosure.isError ? (
        <Card className="flex flex-col items-center gap-3 text-center">
          <p>We could not load your disclosure.</p>
          <Button onClick={() => void disclosure.refetch()}>Try again</Button>
        </Card>
      ) : !disclosure.data ? (
        <Card className="flex flex-col items-center gap-3 py-6 text-center">
          <h2 className="text-xl font-bold">Profile Not Found</h2>
          <p className="text-muted">Complete your profile setup to manage your disclosure.</p>
          <Link to="/seeker-setup-step1" className={buttonVariants()}>
            Complete Profile Setup
          </Link>
        </Card>
      ) : (
        <DisclosureDetails disclosure={disclosure.data} />
      )}
      <YourData />
    </div>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
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

function DisclosureDetails({ disclosure }: { disclosure: SeekerDisclosure }) {
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
      <RecordCheckCard disclosure={disclosure} />
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
      <Card className="flex gap-3 bg-leaf-50">
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

function YourData() {
  const [deleting, setDeleting] = useState(false);
  const onDelete = async () => {
    setDeleting(true);
    try {
      await deleteAccount();
      for (const key of ['selectedRole', 'currentUser', 'isAuthenticated']) storage.remove(key);
      try {
        for (const key of Object.keys(localStorage)) if (key.startsWith('seekerDraft:')) storage.remove(key);
      } catch {
        // storage unavailable
      }
      window.location.replace('/');
    } catch {
      setDeleting(false);
      notify.error('Error', 'Failed to delete your account. Please try again.');
    }
  };
  return (
    <Card className="flex flex-col gap-3">
      <CardTitle>Your data</CardTitle>
      <p className="text-sm text-muted">
        Download a copy of everything NewLeaf holds about you, or delete your account and all of your data.
      </p>
      <a href={EXPORT_URL} download className={buttonVariants({ variant: 'secondary' })}>
        <Download aria-hidden className="h-4 w-4" /> Download my data
      </a>
      <Dialog>
        <DialogTrigger className={buttonVariants({ variant: 'destructive' })}>
          <Trash2 aria-hidden className="h-4 w-4" /> Delete my account
        </DialogTrigger>
        <DialogContent
          title="Delete your account?"
          description="This deletes your account, profile, answers, photos, saved jobs, applications and matches for good. It cannot be undone."
        >
          <div className="flex flex-col gap-2">
            <Button variant="destructive" disabled={deleting} onClick={() => void onDelete()}>
              {deleting ? 'Deleting...' : 'Yes, delete my account'}
            </Button>
            <DialogClose className={buttonVariants({ variant: 'secondary' })} disabled={deleting}>
              Cancel
            </DialogClose>
          </div>
        </DialogContent>
      </Dialog>
    </Card>
  );
}

/**
 * The spent checker inside the disclosure page: check, then save the result to the profile so
 * the spent/unspent answer follows it (and employers without a DBS-checked job see nothing of a
 * spent conviction).
 */
function RecordCheckCard({ disclosure }: { disclosure: SeekerDisclosure }) {
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
        <SpentChecker
          headingLevel={3}
          resultActions={(record) => (
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
          )}
        />
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
