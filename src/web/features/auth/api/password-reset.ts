import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export const requestPasswordReset = (email: string) =>
  api<unknown>('/api/auth/request-password-reset', { body: { email } });

export const resetPassword = (input: { token: string; newPassword: string }) =>
  api<unknown>('/api/auth/reset-password', { body: input });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
