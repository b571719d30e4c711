import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignInInput } from '@shared/contracts/auth';
import { api } from '@web/lib/api-client';
import { authKeys } from './keys';

export const signIn = (input: SignInInput) => api<unknown>('/api/auth/sign-in/email', { body: input });

export function useSignIn() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: () => qc.invalidateQueries({ queryKey: authKeys.me }),
  });
}
