import type { CompleteProfileInput, CompleteProfileResponse } from '@shared/contracts/seeker';
import { api } from '@web/lib/api-client';

export const completeProfile = (input: CompleteProfileInput) =>
  api<CompleteProfileResponse>('/api/seeker/profile/complete', { method: 'POST', body: input });
