import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignUpInput } from '@shared/contracts/auth';
import { api } from '@web/lib/api-client';
import { authKeys } from './keys';

export const signUp = (input: SignUpInput) => api<unknown>('/api/auth/sign-up/email', { body: input });

export function useSignUp() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: () => qc.invalidateQueries({ queryKey: authKeys.me }),
  });
}
