import { useState } from 'react';
import { Link } from 'react-router';
import { Briefcase, Heart } from 'lucide-react';
import type { SavedJob } from '@shared/contracts/saved';
import { formatPlace, formatSalaryGBP, relativeTime } from '@shared/rules/format';
import { SampleBadge } from '@web/components/ui/sample-badge';

/** One saved job: tapping opens Job Details; the heart removes it from saved. */
export function SavedJobCard({
  item,
  onRemove,
  removing,
}: {
  item: SavedJob;
  onRemove: () => void;
  removing: boolean;
}) {
  const { job } = item;
  const [logoFailed, setLogoFailed] = useState(false);
  const location = formatPlace(job.locationCity, job.locationCountry);
  const salary = formatSalaryGBP(job.salaryMin, job.salaryMax);
  return (
    <article className="relative flex gap-3 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm focus-within:border-leaf-700 hover:border-leaf-700">
      <span className="flex h-12 w-12 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-leaf-50 text-leaf-800">
        {job.companyLogoUrl && !logoFailed ? (
          <img
            src={job.companyLogoUrl}
            alt=""
            className="h-full w-full object-cover"
            onError={() => setLogoFailed(true)}
          />
        ) : (
          <Briefcase aria-hidden className="h-6 w-6" />
        )}
      </span>
      <div className="min-w-0 flex-1 pr-10">
        <h2 className="text-base font-bold leading-snug">
          <Link to={`/seeker-job/${job.id}`} className="after:absolute after:inset-0 after:content-['']">
            {job.title}
          </Link>
        </h2>
        <p className="text-sm font-semibold text-muted">{job.companyName}</p>
        {job.sample && <SampleBadge className="mt-1" />}
        <p className="mt-1 text-sm text-ink">{[location, job.employmentType].filter(Boolean).join(' · ')}</p>
        {salary && <p className="text-sm text-ink">{salary}</p>}
        <p className="mt-1 text-xs text-muted">
          {job.status === 'active'
            ? `Posted ${relativeTime(job.postedAt)}`
            : 'No longer accepting applications'}
        </p>
      </div>
      <button
        type="button"
        onClick={onRemove}
        disabled={removing}
        aria-label={`Remove ${job.title} from saved`}
        className="absolute right-2 top-2 z-10 rounded-xl p-2.5 text-red-700 hover:bg-red-50 disabled:opacity-60"
      >
        <Heart aria-hidden className="h-6 w-6 fill-current" />
      </button>
    </article>
  );
}
