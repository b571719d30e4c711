import { betterAuth } from 'better-auth';
import { APIError } from 'better-auth/api';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { genericOAuth } from 'better-auth/plugins';
import { eq } from 'drizzle-orm';
import { EMAIL_VERIFIED_PATH, roleSchema } from '@shared/contracts/auth';
import { MODERATION_MESSAGES } from '@shared/contracts/moderation';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import type { Mailer } from '../lib/mailer';
import type { SessionCache } from './session-cache';

/** Set by our own bridge (never by the client) after it validated the sign-up body. */
export const SIGNUP_ROLE_HEADER = 'x-newleaf-signup-role';
/** Set by our bridge from Fastify's view of the client address. */
export const CLIENT_IP_HEADER = 'x-newleaf-client-ip';
/** Carries the role chosen before a social sign-in through the provider's redirect. */
export const SOCIAL_ROLE_COOKIE = 'newleaf_social_role';

function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return undefined;
}

export function createAuth(deps: {
  db: Db;
  config: AppConfig;
  secret: string;
  mailer: Mailer;
  sessionCache: SessionCache;
}) {
  const { config, mailer, sessionCache } = deps;
  // A session that ends, or a user that changes or goes, leaves the in-process session cache at
  // once (before the delete, and again after it, so no lookup in between can put it back).
  const forgetSessionOf = async (row: { userId: string }) => {
    sessionCache.forgetUser(row.userId);
  };
  const forgetUser = async (row: { id: string }) => {
    sessionCache.forgetUser(row.id);
  };
  const socialConfigs = (['google', 'linkedin'] as const).flatMap((providerId) => {
    const c = config.social[providerId];
    return c
      ? [
          {
            providerId,
            clientId: c.clientId,
            clientSecret: c.clientSecret,
            discoveryUrl: c.discoveryUrl,
            scopes: ['openid', 'email', 'profile'],
            pkce: true,
          },
        ]
      : [];
  });

  return betterAuth({
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: deps.secret,
    trustedOrigins: config.trustedOrigins,
    database: drizzleAdapter(deps.db, { provider: 'pg', schema }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, url }) => {
        await mailer.send({
          to: user.email,
          subject: 'Reset your NewLeaf password',
          text: `Hello,\n\nSomeone asked to reset the password of your NewLeaf account. If it was you, open this link within one hour to choose a new password:\n\n${url}\n\nIf it was not you, you can ignore this e-mail; your password stays the same.\n\nNewLeaf`,
          link: url,
        });
      },
    },
    // Every new account is sent a link; an employer's jobs go live only once it is followed
    // (job scams are the most common abuse of job boards). Social providers vouch for their own.
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24 * 3,
      sendVerificationEmail: async ({ user, url }) => {
        const link = new URL(url);
        link.searchParams.set('callbackURL', EMAIL_VERIFIED_PATH);
        await mailer.send({
          to: user.email,
          subject: 'Confirm your e-mail address for NewLeaf',
          text: `Hello,\n\nWelcome to NewLeaf. Please confirm that this is your e-mail address by opening this link within three days:\n\n${link.href}\n\nEmployers can publish jobs once their address is confirmed. If you did not create a NewLeaf account, you can ignore this e-mail.\n\nNewLeaf`,
          link: link.href,
        });
      },
    },
    user: {
      additionalFields: {
        role: { type: 'string', required: false, input: false },
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    // Sign-in attempts are limited by our bridge (per account and per IP, in the database);
    // this limiter is a coarse per-IP guard for everything else.
    rateLimit: {
      enabled: true,
      window: 60,
      max: 300,
      storage: 'memory',
      customRules: {
        '/sign-in/email': { window: 60, max: 60 },
        '/sign-up/email': { window: 60, max: config.signInLimits.signUpsPerIpPerMinute },
        '/request-password-reset': { window: 60, max: 5 },
        '/reset-password': { window: 60, max: 10 },
        '/send-verification-email': { window: 60, max: 3 },
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      cookiePrefix: 'newleaf',
      useSecureCookies: config.publicUrl.startsWith('https://'),
    },
    databaseHooks: {
      session: {
        delete: { before: forgetSessionOf, after: forgetSessionOf },
        // Every way in (password, social, verification link) makes a session: a suspended account gets none.
        create: {
          before: async (session) => {
            const [found] = await deps.db
              .select({ suspendedAt: schema.user.suspendedAt })
              .from(schema.user)
              .where(eq(schema.user.id, session.userId));
            if (found?.suspendedAt)
              throw new APIError('FORBIDDEN', { message: MODERATION_MESSAGES.suspended });
          },
        },
      },
      user: {
        update: { after: forgetUser },
        delete: { before: forgetUser, after: forgetUser },
        create: {
          before: async (user, ctx) => {
            const headers = ctx?.headers;
            const raw =
              headers?.get(SIGNUP_ROLE_HEADER) ?? readCookie(headers?.get('cookie'), SOCIAL_ROLE_COOKIE);
            const role = roleSchema.safeParse(raw);
            if (!role.success) throw new APIError('BAD_REQUEST', { message: 'Please select a role first' });
            return { data: { ...user, role: role.data } };
          },
        },
      },
    },
    plugins: socialConfigs.length ? [genericOAuth({ config: socialConfigs })] : [],
  });
}

export type Auth = ReturnType<typeof createAuth>;
