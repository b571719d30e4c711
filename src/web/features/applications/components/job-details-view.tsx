import { FairChanceBadges } from '@web/components/ui/fair-chance-badges';
import { SampleBadge } from '@web/components/ui/sample-badge';
import { ShareButton } from '@web/components/ui/share-button';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  Banknote,
  Bookmark,
  BookmarkCheck,
  Building2,
  CalendarDays,
  Clock,
  FileText,
  MapPin,
  ShieldAlert,
} from 'lucide-react';
import type { JobDetails } from '@shared/contracts/applications';
import { closingDay } from '@shared/rules/closing-day';
import { formatPlace, formatSalaryGBP, relativeTime } from '@shared/rules/format';
import { skillName } from '@shared/skills/catalogue';
import { Button } from '@web/components/ui/button';
import { Card, CardTitle } from '@web/components/ui/card';
import { ApiError, errorMessage } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { useApplyToJob, useSetCvAttached } from '../api/seeker-mutations';
import { Checkbox } from '@web/components/ui/checkbox';
import { CompanyLogo } from './company-logo';
import { ContactEmployerDialog } from './contact-employer-dialog';
import { SeekerStatusBadge } from './status-badge';
import { WithdrawDialog } from './withdraw-dialog';

// Only an application with an interview shows it: its code (and the time rules) load then.
const SeekerInterviewLine = lazy(() =>
  import('./interview-line').then((m) => ({ default: m.SeekerInterviewLine })),
);

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/**
 * Job Details (spec 02): the job, Save Job / Remove from Saved, Apply Now; with an application,
 * its status, Withdraw Application and Contact Employer.
 */
export function JobDetailsView({
  details,
  onToggleSave,
  savePending,
  hasCv,
}: {
  details: JobDetails;
  onToggleSave: (save: boolean) => void;
  savePending: boolean;
  /** The seeker has a CV from the CV builder, which they may attach. */
  hasCv: boolean;
}) {
  const navigate = useNavigate();
  const { job, application, saved } = details;
  const apply = useApplyToJob();
  const attach = useSetCvAttached();
  const [attachCv, setAttachCv] = useState(true);
  const location = formatPlace(job.locationCity, job.locationCountry);
  const salary = formatSalaryGBP(job.salaryMin, job.salaryMax);
  const open = job.status === 'active';
  const closes = open && job.closesAt ? closingDay(job.closesAt) : null;

  const onApply = () =>
    apply.mutate(
      { jobId: job.id, attachCv: hasCv && attachCv },
      {
        onSuccess: (res) => {
          if (res.isMatch) notify.success("It's a Match!", "You've matched with this employer!");
          else notify.success('Application sent', `Your application has been sent to ${job.companyName}.`);
        },
        onError: (err) => {
          if (err instanceof ApiError && err.code === 'PROFILE_NOT_FOUND') {
            notify.error('Complete your profile', err.message);
            navigate('/seeker-setup-step1');
            return;
          }
          notify.error('Error', errorMessage(err, 'Failed to apply. Please try again.'));
        },
      },
    );

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-start gap-3">
        <CompanyLogo url={job.companyLogoUrl} large />
        <div className="min-w-0 flex-1">
          {/* The screen's PageHeader is its one h1. */}
          <h2 className="text-2xl font-bold leading-tight">{job.title}</h2>
          <p className="flex items-center gap-1 font-semibold text-muted">
            <Building2 aria-hidden className="h-4 w-4" /> {job.companyName}
          </p>
          {job.sample && <SampleBadge className="mt-1" />}
        </div>
      </div>
      <FairChanceBadges badges={job.companyFairChance} />

      <ul className="flex flex-col gap-1.5 text-sm text-ink">
        {location && (
          <li className="flex items-center gap-2">
            <MapPin aria-hidden className="h-4 w-4 text-leaf-800" /> {location}
          </li>
        )}
        {salary && (
          <li className="flex items-center gap-2">
            <Banknote aria-hidden className="h-4 w-4 text-leaf-800" /> {`${salary} a year`}
          </li>
        )}
        {job.employmentType && (
          <li className="flex items-center gap-2">
            <Clock aria-hidden className="h-4 w-4 text-leaf-800" /> {job.employmentType}
          </li>
        )}
        <li className="flex items-center gap-2">
          <CalendarDays aria-hidden className="h-4 w-4 text-leaf-800" /> Posted {relativeTime(job.postedAt)}
        </li>
        {closes && (
          <li className="flex items-center gap-2">
            <CalendarDays aria-hidden className="h-4 w-4 text-leaf-800" />{' '}
            {`Closes ${dateFormat.format(closes)}`}
          </li>
        )}
      </ul>

      {application ? (
        <Card className="flex flex-col gap-3" aria-labelledby="application-status-title">
          <div className="flex items-center justify-between gap-2">
            <CardTitle id="application-status-title">Application Status</CardTitle>
            <SeekerStatusBadge status={application.seekerStatus} />
          </div>
          {application.interview && (
            <Suspense fallback={<p className="min-h-11 text-sm">Interview…</p>}>
              <SeekerInterviewLine interview={application.interview} />
            </Suspense>
          )}
          <p className="text-sm text-muted">
            Applied on {dateFormat.format(new Date(application.appliedAt))}
          </p>
          {application.contact && (
            <div className="rounded-xl bg-leaf-50 p-3 text-sm">
              <p className="font-semibold">Your message: {application.contact.subject}</p>
              <p className="whitespace-pre-line text-ink">{application.contact.message}</p>
            </div>
          )}
          {hasCv && (
            <label className="flex min-h-11 items-center gap-3 rounded-xl border border-gray-300 px-3 py-2">
              <Checkbox
                checked={application.cvAttached}
                disabled={attach.isPending}
                onChange={(e) =>
                  attach.mutate(
                    { id: application.id, jobId: job.id, attached: e.target.checked },
                    {
                      onSuccess: (a) =>
                        notify.success(
                          a.cvAttached ? 'CV attached' : 'CV removed',
                          a.cvAttached
                            ? `${job.companyName} can now view your CV.`
                            : `${job.companyName} can no longer view your CV.`,
                        ),
                      onError: (err) => notify.error('Error', errorMessage(err)),
                    },
                  )
                }
              />
              <span className="flex items-center gap-2 font-semibold">
                <FileText aria-hidden className="h-4 w-4" /> My CV is attached to this application
              </span>
            </label>
          )}
          {hasCv && application.cvAttached && application.cvSentAt && (
            // The employer opens the version sent; edits made since reach them only when sent again.
            <div className="flex flex-col gap-2 text-sm">
              <p className="text-muted">
                {job.companyName} sees your CV as it was on{' '}
                {dateFormat.format(new Date(application.cvSentAt))}. Changes you make later are not sent
                unless you send them.
              </p>
              <Button
                variant="secondary"
                className="self-start"
                disabled={attach.isPending}
                onClick={() =>
                  attach.mutate(
                    { id: application.id, jobId: job.id, attached: true },
                    {
                      onSuccess: () =>
                        notify.success('CV sent', `${job.companyName} now sees your current CV.`),
                      onError: (err) => notify.error('Error', errorMessage(err)),
                    },
                  )
                }
              >
                <FileText aria-hidden className="h-4 w-4" /> Send my current CV
              </Button>
            </div>
          )}
          <ContactEmployerDialog applicationId={application.id} companyName={job.companyName} />
          <WithdrawDialog
            applicationId={application.id}
            jobId={job.id}
            jobTitle={job.title}
            trigger={
              <Button variant="danger-ghost" className="w-full">
                Withdraw Application
              </Button>
            }
          />
        </Card>
      ) : open ? (
        <div className="flex flex-col gap-2">
          {hasCv ? (
            <label className="flex min-h-11 items-center gap-3 rounded-xl border border-gray-300 px-3 py-2">
              <Checkbox checked={attachCv} onChange={(e) => setAttachCv(e.target.checked)} />
              <span className="flex items-center gap-2 font-semibold">
                <FileText aria-hidden className="h-4 w-4" /> Attach my CV
              </span>
            </label>
          ) : (
            <p className="text-sm text-muted">
              Tip: build a CV in the CV Builder (AI Suite) and attach it to your applications.
            </p>
          )}
          <Button size="lg" onClick={onApply} disabled={apply.isPending}>
            {apply.isPending ? 'Applying...' : 'Apply Now'}
          </Button>
        </div>
      ) : (
        <p className="rounded-xl bg-gray-100 p-3 text-sm font-semibold text-ink">
          This job is no longer accepting applications.
        </p>
      )}

      {(open || saved) && (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            className="flex-1"
            onClick={() => onToggleSave(!saved)}
            disabled={savePending}
            aria-pressed={saved}
          >
            {saved ? (
              <>
                <BookmarkCheck aria-hidden className="h-5 w-5" /> Remove from Saved
              </>
            ) : (
              <>
                <Bookmark aria-hidden className="h-5 w-5" /> Save Job
              </>
            )}
          </Button>
          {/* The public page exists while the job is live. */}
          {open && (
            <ShareButton
              data={{
                title: job.title,
                text: `${job.title} at ${job.companyName}`,
                url: `${window.location.origin}/jobs/${job.id}`,
              }}
            />
          )}
        </div>
      )}

      {job.subjectToDbsBarring && (
        <p className="flex gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <ShieldAlert aria-hidden className="h-5 w-5 shrink-0" />
          This role is subject to DBS barring: people on a barred list cannot be employed in it.
        </p>
      )}

      {job.description && (
        <Card className="flex flex-col gap-2">
          <CardTitle>About the Role</CardTitle>
          <p className="whitespace-pre-line text-sm text-ink">{job.description}</p>
        </Card>
      )}

      {(job.requirements.length > 0 || job.requiredSkills.length > 0) && (
        <Card className="flex flex-col gap-2">
          <CardTitle>Requirements</CardTitle>
          {job.requirements.length > 0 && (
            <ul className="list-disc space-y-1 pl-5 text-sm text-ink">
              {job.requirements.map((line, i) => (
                <li key={i}>{line}</li>
              ))}
            </ul>
          )}
          {job.requiredSkills.length > 0 && job.requirements.length > 0 && (
            <h3 className="font-semibold">Skills</h3>
          )}
          {job.requiredSkills.length > 0 && (
            <ul className="flex flex-wrap gap-2">
              {job.requiredSkills.map((id) => (
                <li
                  key={id}
                  className="rounded-full bg-leaf-100 px-3 py-1 text-sm font-semibold text-leaf-900"
                >
                  {skillName(id)}
                </li>
              ))}
            </ul>
          )}
        </Card>
      )}

      {job.benefits.length > 0 && (
        <Card className="flex flex-col gap-2">
          <CardTitle>Benefits</CardTitle>
          <ul className="list-disc space-y-1 pl-5 text-sm text-ink">
            {job.benefits.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
        </Card>
      )}

      {(job.category || job.companyIndustry) && (
        <Card className="flex flex-col gap-1 text-sm">
          <CardTitle>About {job.companyName}</CardTitle>
          {job.companyIndustry && <p>Industry: {job.companyIndustry}</p>}
          {job.category && <p>Job category: {job.category}</p>}
          {job.companyWebsiteUrl && (
            <a
              href={job.companyWebsiteUrl}
              target="_blank"
              rel="noreferrer noopener"
              className="font-semibold text-leaf-800 underline underline-offset-2"
            >
              Visit website
            </a>
          )}
        </Card>
      )}
    </div>
  );
}
