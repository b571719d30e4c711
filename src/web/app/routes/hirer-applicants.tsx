import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { RefreshCw, Users } from 'lucide-react';
import {
  APPLICANT_SORTS,
  parseApplicantSort,
  sortApplicants,
  type ApplicantSort,
} from '@shared/rules/applications';
import type { UpdateApplicantInput } from '@shared/contracts/applications';
import { PageHeader } from '@web/components/ui/page-header';
import { Skeleton } from '@web/components/ui/skeleton';
import { Card } from '@web/components/ui/card';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { Select } from '@web/components/ui/select';
import { errorMessage } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { STORAGE_KEYS, storage } from '@web/lib/storage';
import { cn } from '@web/lib/cn';
import { useApplicants, useUpdateApplicant } from '@web/features/applications/api/applicants';
import { ApplicantCard } from '@web/features/applications/components/applicant-card';
import { FilterChips } from '@web/features/applications/components/filter-chips';

/** The candidate profile screen of the matching work (View More). */
const candidateProfilePath = (seekerUserId: string) => `/hirer-candidate/${encodeURIComponent(seekerUserId)}`;

const ALL_JOBS = 'all';

// Inviting to interview is no status change here: it proposes times in the conversation.
const STATUS_TOASTS: Record<UpdateApplicantInput['status'], [string, string?]> = {
  shortlisted: ['Applicant shortlisted'],
  rejected: ['Applicant rejected'],
};

/** /hirer-applicants (optional ?filter=new): applicants to the employer's jobs. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const onlyNew = params.get('filter') === 'new';
  const [jobId, setJobId] = useState<string>(ALL_JOBS);
  const [sort, setSortState] = useState<ApplicantSort>(() =>
    parseApplicantSort(storage.get(STORAGE_KEYS.hirerApplicantsSort)),
  );
  const applicants = useApplicants(
    { jobId: jobId === ALL_JOBS ? undefined : jobId, filter: onlyNew ? 'new' : undefined },
    { errorToast: 'Failed to load applicants' },
  );
  const update = useUpdateApplicant();

  const setSort = (value: ApplicantSort) => {
    setSortState(value);
    storage.set(STORAGE_KEYS.hirerApplicantsSort, value);
  };

  const jobs = applicants.data?.jobs ?? [];
  // A job chosen earlier that is no longer active falls back to All Jobs.
  const chosen = jobId === ALL_JOBS || jobs.some((j) => j.id === jobId) ? jobId : ALL_JOBS;
  const chips = [
    { value: ALL_JOBS, label: 'All Jobs' },
    ...jobs.map((j) => ({ value: j.id, label: j.title })),
  ];
  const items = sortApplicants(applicants.data?.items ?? [], sort);

  const setStatus = (id: string, status: UpdateApplicantInput['status']) =>
    update.mutate(
      { id, status },
      {
        onSuccess: () => notify.success(...STATUS_TOASTS[status]),
        onError: (err) => notify.error('Error', errorMessage(err)),
      },
    );

  return (
    <div className="flex flex-col gap-3">
      <PageHeader
        title="Applicants"
        back="/hirer-dashboard"
        actions={
          <Button
            variant="ghost"
            size="icon"
            aria-label="Refresh"
            disabled={applicants.isFetching}
            onClick={() => void applicants.refetch()}
          >
            <RefreshCw aria-hidden className={cn('h-5 w-5', applicants.isFetching && 'animate-spin')} />
          </Button>
        }
      />
      <div>
        <Label htmlFor="applicants-sort">Sort by</Label>
        <Select
          id="applicants-sort"
          options={APPLICANT_SORTS}
          value={sort}
          onChange={(e) => setSort(parseApplicantSort(e.target.value))}
        />
      </div>
      <FilterChips label="Filter by job" options={chips} value={chosen} onChange={setJobId} />
      {onlyNew && (
        <p className="flex items-center justify-between gap-2 rounded-xl bg-sky-50 px-3 py-2 text-sm text-sky-950">
          Showing new applicants only
          <Button variant="link" size="sm" onClick={() => setParams({}, { replace: true })}>
            Show all
          </Button>
        </p>
      )}
      {applicants.isPending ? (
        <div className="flex flex-col gap-3" role="status" aria-label="Loading applicants">
          <Skeleton className="h-44" />
          <Skeleton className="h-44" />
        </div>
      ) : items.length === 0 ? (
        <Card className="flex flex-col items-center gap-2 py-8 text-center">
          <Users aria-hidden className="h-10 w-10 text-leaf-800" />
          <h2 className="text-lg font-bold">No applicants found</h2>
        </Card>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Applicants">
          {items.map((applicant) => (
            <li key={applicant.id}>
              <ApplicantCard
                applicant={applicant}
                profileHref={candidateProfilePath(applicant.seekerUserId)}
                onStatus={(status) => setStatus(applicant.id, status)}
                pending={update.isPending && update.variables?.id === applicant.id}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
