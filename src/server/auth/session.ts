import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fromNodeHeaders } from 'better-auth/node';
import type { Role } from '@shared/contracts/auth';
import { isRole } from '@shared/options/auth';
import { AppError } from '../lib/errors';
import type { Auth } from './auth';
import type { SessionCache } from './session-cache';
import type { SessionUser } from './session-user';

export type { SessionUser } from './session-user';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, resolved once per request. */
    currentUser(): Promise<SessionUser | null>;
    requireUser(): Promise<SessionUser>;
    /** Requires the role, else 403 with the spec's message for this action. */
    requireRole(role: Role, message: string): Promise<SessionUser>;
  }
}

export const sessionPlugin = fp(async (app: FastifyInstance, opts: { auth: Auth; cache: SessionCache }) => {
  const perRequest = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();
  const { auth, cache } = opts;
  const cookieName = (await auth.$context).authCookies.sessionToken.name;

  async function resolve(req: FastifyRequest): Promise<SessionUser | null> {
    const signed = req.cookies[cookieName];
    if (!signed) return null;
    const cached = cache.get(signed);
    if (cached) return cached;
    const epoch = cache.begin();
    const s = await auth.api.getSession({ headers: fromNodeHeaders(req.headers) });
    if (!s?.user) return null;
    // Typed from auth.ts's additionalFields as an optional string; the column is never empty and
    // only ever set to a role, but an account without a known one gets no access.
    const { role } = s.user;
    if (!isRole(role)) return null;
    const user: SessionUser = {
      id: s.user.id,
      email: s.user.email,
      role,
      createdAt: new Date(s.user.createdAt),
      emailVerified: s.user.emailVerified,
    };
    cache.set(signed, user, new Date(s.session.expiresAt), epoch);
    return user;
  }

  app.decorateRequest('currentUser', function (this: FastifyRequest) {
    let pending = perRequest.get(this);
    if (!pending) {
      pending = resolve(this);
      perRequest.set(this, pending);
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
