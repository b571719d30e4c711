import type { Role } from '@shared/contracts/auth';

/** The signed-in user as every module sees it (resolved from the session cookie). */
export interface SessionUser {
  id: string;
  email: string;
  role: Role;
  createdAt: Date;
  emailVerified: boolean;
}
