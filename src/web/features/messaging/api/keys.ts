/** Every query key of the messaging feature; invalidations go through these only. */
export const messagingKeys = {
  all: ['messaging'] as const,
  lists: () => [...messagingKeys.all, 'list'] as const,
  list: (search: string) => [...messagingKeys.lists(), search] as const,
  unread: () => [...messagingKeys.all, 'unread'] as const,
  conversation: (id: string) => [...messagingKeys.all, 'conversation', id] as const,
  notificationSettings: () => [...messagingKeys.all, 'notification-settings'] as const,
};
