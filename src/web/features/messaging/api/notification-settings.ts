import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettings } from '@shared/contracts/messaging';
import { api } from '@web/lib/api-client';
import { messagingKeys } from './keys';

export const notificationSettingsQueryOptions = () =>
  queryOptions({
    queryKey: messagingKeys.notificationSettings(),
    queryFn: () => api<NotificationSettings>('/api/notifications/settings'),
  });
export const useNotificationSettings = () => useQuery(notificationSettingsQueryOptions());

export function useSetNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    // Each switch sends only its own setting, so two quick changes never undo each other.
    mutationFn: (input: Partial<NotificationSettings>) =>
      api<NotificationSettings>('/api/notifications/settings', { method: 'PUT', body: input }),
    onSuccess: (saved) => queryClient.setQueryData(messagingKeys.notificationSettings(), saved),
  });
}
