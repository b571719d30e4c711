import type { CoachThread } from '@shared/contracts/coach';

export const coachKeys = {
  all: ['coach'] as const,
  history: (thread: CoachThread) => ['coach', 'history', thread] as const,
  settings: () => ['coach', 'settings'] as const,
};
