import { useNavigate } from 'react-router';
import {
  Banknote,
  Bookmark,
  BookmarkCheck,
  Building2,
  CalendarDays,
  Clock,
  MapPin,
  ShieldAlert,
} from 'lucide-react';
import type { JobDetails } from '@shared/contracts/applications';
import { formatSalaryGBP, relativeTime } from '@shared/rules/format';
import { skillName } from '@shared/skills/catalogue';
import { Button } from '@web/components/ui/button';
import { Card, CardTitle } from '@web/components/ui/card';
import { ApiError, errorMessage } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { useApplyToJob } from '../api/seeker-mutations';
import { CompanyLogo } from './company-logo';
import { ContactEmployerDialog } from './contact-employer-dialog';
import { SeekerStatusBadge } from './status-badge';
import { WithdrawDialog } from './withdraw-dialog';

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/**
 * Job Details (spec 02): the job, Save Job / Remove from Saved, Apply Now; with an application,
 * its status, Withdraw Application and Contact Employer.
 */
export function JobDetailsView({
  details,
  onToggleSave,
  savePending,
}: {
  details: JobDetails;
  onToggleSave: (save: boolean) => void;
  savePending: boolean;
}) {
  const navigate = useNavigate();
  const { job, application, saved } = details;
  const apply = useApplyToJob();
  const location = [job.locationCity, job.locationCountry].filter(Boolean).join(', ');
  const salary = formatSalaryGBP(job.salaryMin, job.salaryMax);
  const open = job.status === 'active';

  const onApply = () =>
    apply.mutate(job.id, {
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
    });

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-start gap-3">
        <CompanyLogo url={job.companyLogoUrl} className="h-14 w-14" />
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-bold leading-tight">{job.title}</h1>
          <p className="flex items-center gap-1 font-semibold text-muted">
            <Building2 aria-hidden className="h-4 w-4" /> {job.companyName}
          </p>
        </div>
      </div>

      <ul className="flex flex-col gap-1.5 text-sm text-ink">
        {location && (
          <li className="flex items-center gap-2">
            <MapPin aria-hidden className="h-4 w-4 text-leaf-800" /> {location}
          </li>
        )}
        {salary && (
          <li className="flex items-center gap-2">
            <Banknote aria-hidden className="h-4 w-4 text-leaf-800" /> {salary} a year
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
      </ul>

      {application ? (
        <Card className="flex flex-col gap-3" aria-labelledby="application-status-title">
          <div className="flex items-center justify-between gap-2">
            <CardTitle id="application-status-title">Application Status</CardTitle>
            <SeekerStatusBadge status={application.seekerStatus} />
          </div>
          <p className="text-sm text-muted">
            Applied on {dateFormat.format(new Date(application.appliedAt))}
          </p>
          {application.contact && (
            <div className="rounded-xl bg-leaf-50 p-3 text-sm">
              <p className="font-semibold">Your message: {application.contact.subject}</p>
              <p className="whitespace-pre-line text-ink">{application.contact.message}</p>
            </div>
          )}
          <ContactEmployerDialog applicationId={application.id} companyName={job.companyName} />
          <WithdrawDialog
            applicationId={application.id}
            jobId={job.id}
            jobTitle={job.title}
            trigger={
              <Button variant="ghost" className="w-full text-red-800 hover:bg-red-50">
                Withdraw Application
              </Button>
            }
          />
        </Card>
      ) : open ? (
        <Button size="lg" onClick={onApply} disabled={apply.isPending}>
          {apply.isPending ? 'Applying...' : 'Apply Now'}
        </Button>
      ) : (
        <p className="rounded-xl bg-gray-100 p-3 text-sm font-semibold text-ink">
          This job is no longer accepting applications.
        </p>
      )}

      {(open || saved) && (
        <Button
          variant="secondary"
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

      {job.requiredSkills.length > 0 && (
        <Card className="flex flex-col gap-2">
          <CardTitle>Requirements</CardTitle>
          <ul className="flex flex-wrap gap-2">
            {job.requiredSkills.map((id) => (
              <li key={id} className="rounded-full bg-leaf-100 px-3 py-1 text-sm font-semibold text-leaf-900">
                {skillName(id)}
              </li>
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
