import { Link } from 'react-router';
import { CalendarDays, MapPin, Trash2 } from 'lucide-react';
import type { SeekerApplication } from '@shared/contracts/applications';
import { SampleBadge } from '@web/components/ui/sample-badge';
import { CompanyLogo } from './company-logo';
import { InterviewLine, seekerInterviewHref } from './interview-line';
import { SeekerStatusBadge } from './status-badge';
import { WithdrawDialog } from './withdraw-dialog';
import { formatPlace } from '@shared/rules/format';

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** One of My Applications: tapping opens Job Details; the bin withdraws it. */
export function ApplicationCard({ application }: { application: SeekerApplication }) {
  const { job } = application;
  const location = formatPlace(job.locationCity, job.locationCountry);
  return (
    <article className="relative flex gap-3 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm focus-within:border-leaf-700 hover:border-leaf-700">
      <CompanyLogo url={job.companyLogoUrl} />
      <div className="min-w-0 flex-1 pr-10">
        <h2 className="text-base font-bold leading-snug">
          <Link to={`/seeker-job/${job.id}`} className="after:absolute after:inset-0 after:content-['']">
            {job.title}
          </Link>
        </h2>
        <p className="text-sm font-semibold text-muted">{job.companyName}</p>
        <div className="mt-1.5 flex flex-wrap gap-1.5">
          <SeekerStatusBadge status={application.seekerStatus} />
          {job.sample && <SampleBadge />}
        </div>
        {application.interview && (
          // Above the card's own link (its ::after covers the card), like the bin.
          <InterviewLine
            interview={application.interview}
            proposedText="Interview proposed: choose a time"
            href={seekerInterviewHref(application.interview)}
            hidden={` (${job.title})`}
            className="relative z-10"
          />
        )}
        <ul className="mt-1.5 flex flex-col gap-0.5 text-sm text-ink">
          {location && (
            <li className="flex items-center gap-1.5">
              <MapPin aria-hidden className="h-4 w-4 text-leaf-800" /> {location}
            </li>
          )}
          <li className="flex items-center gap-1.5">
            <CalendarDays aria-hidden className="h-4 w-4 text-leaf-800" /> Applied{' '}
            {dateFormat.format(new Date(application.appliedAt))}
          </li>
        </ul>
      </div>
      <WithdrawDialog
        applicationId={application.id}
        jobId={job.id}
        jobTitle={job.title}
        trigger={
          <button
            type="button"
            aria-label={`Remove application for ${job.title}`}
            className="absolute right-2 top-2 z-10 rounded-xl p-2.5 text-red-700 hover:bg-red-50"
          >
            <Trash2 aria-hidden className="h-5 w-5" />
          </button>
        }
      />
    </article>
  );
}
