import type { Mutation, QueryClient, QueryKey } from '@tanstack/react-query';
import type { DataChange } from '@web/lib/data-changes';
import { applicationKeys } from '@web/features/applications/api/keys';
import { authKeys } from '@web/features/auth/api/keys';
import { companyKeys } from '@web/features/companies/api/keys';
import { dashboardKeys } from '@web/features/dashboard/api/keys';
import { jobKeys } from '@web/features/jobs/api/keys';
import { savedKeys } from '@web/features/saved/api/keys';

/** The dashboards' and welcome pages' figures (applications, saved jobs, matches, messages). */
export const FIGURE_KEYS: readonly QueryKey[] = [dashboardKeys.seeker, companyKeys.hirerFigures];

/** For each change, the queries of other features that show it (the feature refreshes its own). */
const REFRESHES: Record<DataChange, readonly QueryKey[]> = {
  'job-liked': [savedKeys.jobs, dashboardKeys.seeker],
  'job-saved': [applicationKeys.allJobDetails, dashboardKeys.seeker],
  application: FIGURE_KEYS,
  match: FIGURE_KEYS,
  job: [companyKeys.hirerFigures],
  company: [jobKeys.all],
  'profile-created': [authKeys.me],
};

/** Refreshes (in the background) what other features show of what a mutation changed. */
export function refreshChanged(
  queryClient: QueryClient,
  data: unknown,
  variables: unknown,
  mutation: Mutation<unknown, unknown, unknown>,
) {
  const changed = mutation.meta?.changed;
  const changes = typeof changed === 'function' ? changed(data, variables) : (changed ?? []);
  for (const change of changes) {
    for (const queryKey of REFRESHES[change]) void queryClient.invalidateQueries({ queryKey });
  }
}
