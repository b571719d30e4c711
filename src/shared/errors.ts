/** Stable error codes the API answers with; the web maps them to messages the user sees. */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN_ROLE',
  'FORBIDDEN',
  'EMAIL_NOT_VERIFIED',
  'NOT_FOUND',
  'PROFILE_NOT_FOUND',
  'COMPANY_NOT_FOUND',
  'JOB_NOT_FOUND',
  'CONFLICT',
  'EMAIL_TAKEN',
  'INVALID_STATE',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INTERNAL',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** The body of every error answer. */
export interface ApiErrorBody {
  error: { code: ErrorCode | string; message: string; details?: unknown };
  /** The id the server's log lines of this request carry (a 5xx's reference). */
  requestId?: string;
}
