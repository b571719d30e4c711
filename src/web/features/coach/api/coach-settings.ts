import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CoachSettings } from '@shared/contracts/coach';
import { api } from '@web/lib/api-client';
import { coachKeys } from './keys';

export const coachSettingsQueryOptions = () =>
  queryOptions({ queryKey: coachKeys.settings(), queryFn: () => api<CoachSettings>('/api/coach/settings') });

export const useCoachSettings = () => useQuery(coachSettingsQueryOptions());

export const useSetCoachSettings = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: CoachSettings) =>
      api<CoachSettings>('/api/coach/settings', { method: 'PUT', body: settings }),
    onSuccess: (settings) => client.setQueryData(coachKeys.settings(), settings),
  });
};
