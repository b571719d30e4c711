import { ApiError } from '@web/lib/api-client';

/**
 * The toast when posting a job fails: the spec's generic text, except when the employer must
 * first confirm their e-mail address (then the server's reason, which says what to do).
 */
export function postFailureToast(err: unknown): [title: string, message: string] {
  if (err instanceof ApiError && err.code === 'EMAIL_NOT_VERIFIED')
    return ['Confirm your e-mail address', err.message];
  return ['Error', 'Failed to post job. Please try again.'];
}
