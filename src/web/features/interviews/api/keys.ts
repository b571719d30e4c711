/** Every query key of the interviews feature; invalidations go through these only. */
export const interviewKeys = {
  all: ['interviews'] as const,
  conversation: (conversationId: string) => [...interviewKeys.all, 'conversation', conversationId] as const,
  detail: (id: string) => [...interviewKeys.all, 'detail', id] as const,
  upcoming: () => [...interviewKeys.all, 'upcoming'] as const,
};
