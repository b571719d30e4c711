import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fromNodeHeaders } from 'better-auth/node';
import type { Role } from '@shared/contracts/auth';
import { AppError } from '../lib/errors';
import type { Auth } from './auth';

export interface SessionUser {
  id: string;
  email: string;
  role: Role;
  createdAt: Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, resolved once per request. */
    currentUser(): Promise<SessionUser | null>;
    requireUser(): Promise<SessionUser>;
    /** Requires the role, else 403 with the spec's message for this action. */
    requireRole(role: Role, message: string): Promise<SessionUser>;
  }
}

export const sessionPlugin = fp(async (app: FastifyInstance, opts: { auth: Auth }) => {
  const cache = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();
  app.decorateRequest('currentUser', function (this: FastifyRequest) {
    let pending = cache.get(this);
    if (!pending) {
      pending = opts.auth.api.getSession({ headers: fromNodeHeaders(this.headers) }).then((s) =>
        s?.user
          ? {
              id: s.user.id,
              email: s.user.email,
              role: (s.user as unknown as { role: Role }).role,
              createdAt: new Date(s.user.createdAt),
            }
          : null,
      );
      cache.set(this, pending);
    }
    return pending;
  });
  app.decorateRequest('requireUser', async function (this: FastifyRequest) {
    const user = await this.currentUser();
    if (!user) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
    return user;
  });
  app.decorateRequest('requireRole', async function (this: FastifyRequest, role: Role, message: string) {
    const user = await this.requireUser();
    if (user.role !== role) throw new AppError('FORBIDDEN_ROLE', message);
    return user;
  });
});
