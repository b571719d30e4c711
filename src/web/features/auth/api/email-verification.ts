import { useMutation } from '@tanstack/react-query';
import { EMAIL_VERIFIED_PATH } from '@shared/contracts/auth-paths';
import { api } from '@web/lib/api-client';

/** Sends a new confirmation link to the signed-in user's address. */
export const sendVerificationEmail = (email: string) =>
  api<unknown>('/api/auth/send-verification-email', { body: { email, callbackURL: EMAIL_VERIFIED_PATH } });

export const useSendVerificationEmail = () => useMutation({ mutationFn: sendVerificationEmail });
