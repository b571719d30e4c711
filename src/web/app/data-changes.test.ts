import { describe, expect, it } from 'vitest';
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { applicationKeys } from '@web/features/applications/api/keys';
import { authKeys } from '@web/features/auth/api/keys';
import { companyKeys } from '@web/features/companies/api/keys';
import { dashboardKeys } from '@web/features/dashboard/api/keys';
import { jobKeys } from '@web/features/jobs/api/keys';
import { savedKeys } from '@web/features/saved/api/keys';
import { refreshChanged } from './data-changes';

const KEYS: QueryKey[] = [
  savedKeys.jobs,
  applicationKeys.jobDetails('j1'),
  dashboardKeys.seeker,
  companyKeys.hirerFigures,
  jobKeys.one('j1'),
  authKeys.me,
];

/** Runs a mutation with this meta and returns the keys it left stale. */
async function staleAfter(meta: object, variables: unknown = {}, data: unknown = {}) {
  const client = new QueryClient();
  for (const key of KEYS) client.setQueryData(key, 'fresh');
  const mutation = client.getMutationCache().build(client, { mutationFn: async () => data, meta });
  refreshChanged(client, data, variables, mutation);
  return KEYS.filter((key) => client.getQueryState(key)?.isInvalidated).map((key) => key.join('/'));
}

describe('refreshChanged', () => {
  it('refreshes the other features that show a change', async () => {
    expect(await staleAfter({ changed: ['job-saved'] })).toEqual(['job-details/j1', 'seeker-dashboard']);
    expect(await staleAfter({ changed: ['job-liked'] })).toEqual(['saved-jobs', 'seeker-dashboard']);
    expect(await staleAfter({ changed: ['application'] })).toEqual(['seeker-dashboard', 'hirer-figures']);
    expect(await staleAfter({ changed: ['job'] })).toEqual(['hirer-figures']);
    expect(await staleAfter({ changed: ['company'] })).toEqual(['jobs/one/j1']);
    expect(await staleAfter({ changed: ['profile-created'] })).toEqual(['me']);
  });

  it('reads a change that depends on the answer, and nothing without meta', async () => {
    const changed = (data: { isMatch: boolean }) => (data.isMatch ? ['match'] : []);
    expect(await staleAfter({ changed }, {}, { isMatch: true })).toEqual([
      'seeker-dashboard',
      'hirer-figures',
    ]);
    expect(await staleAfter({ changed }, {}, { isMatch: false })).toEqual([]);
    expect(await staleAfter({})).toEqual([]);
  });
});
