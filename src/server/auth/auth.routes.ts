import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { callbackPath } from './callback-path';
import { z } from 'zod';
import {
  forgotPasswordSchema,
  passwordSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
  roleSchema,
  socialProviderSchema,
} from '@shared/contracts/auth';
import { AppError } from '../lib/errors';
import { CLIENT_IP_HEADER, SIGNUP_ROLE_HEADER, SOCIAL_ROLE_COOKIE, type Auth } from './auth';
import type { createSignInLimiter } from './sign-in-limits';

const socialSignInSchema = z.object({
  provider: socialProviderSchema,
  /** The role a new account gets (required when the provider's account is new here). */
  role: roleSchema.optional(),
  /** Where to land after sign-in: a path on this site (anything else lands on `/`). */
  callbackURL: z.string().max(500).optional(),
});

// ---- What /api/docs shows ---------------------------------------------------------------------
// The bodies are validated in each handler with `parse` (the shared contracts' own messages,
// which Fastify's validator would prefix with the field); on the routes that pass through to
// better-auth, better-auth validates. The schemas on these routes are therefore documentation
// only: `documentationOnly` keeps Fastify from validating against them.

const tags = ['auth'];
const documentationOnly = { validatorCompiler: () => (value: unknown) => ({ value }) };

/** The account as better-auth returns it (the fields a client reads; a few more may follow). */
const authUserSchema = z.looseObject({
  id: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  role: roleSchema,
  createdAt: z.string(),
});
const signedInSchema = z.object({
  /** The session token; the session itself travels in the HTTP-only cookie set with it. */
  token: z.string(),
  user: authUserSchema,
});
const statusSchema = z.object({ status: z.boolean() });
/** The password rule (src/shared/rules/password-strength.ts), which a JSON schema cannot express. */
const newPasswordDoc = passwordSchema.describe(
  '8 to 128 characters, with at least one letter and one number, and not a commonly used password',
);

function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body ?? {});
  if (!result.success) {
    throw new AppError(
      'VALIDATION_FAILED',
      result.error.issues[0]?.message ?? 'Invalid input',
      result.error.issues,
    );
  }
  return result.data;
}

/** Maps better-auth's error codes to our stable codes and the spec's wording. */
function toAppError(status: number, body: { code?: string; message?: string }): AppError {
  const code = body.code ?? '';
  if (code === 'USER_ALREADY_EXISTS' || code === 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL') {
    return new AppError('EMAIL_TAKEN', 'User with this email already exists');
  }
  if (code === 'INVALID_EMAIL_OR_PASSWORD')
    return new AppError('UNAUTHENTICATED', 'Invalid email or password');
  if (code === 'INVALID_TOKEN') {
    return new AppError(
      'VALIDATION_FAILED',
      'This reset link is invalid or has expired. Please ask for a new one.',
    );
  }
  if (status === 429)
    return new AppError('RATE_LIMITED', 'Too many requests. Please wait a moment and try again.');
  if (status === 401) return new AppError('UNAUTHENTICATED', body.message || 'Please sign in');
  if (status === 403) return new AppError('FORBIDDEN', body.message || 'Not allowed');
  if (status === 404) return new AppError('NOT_FOUND', body.message || 'Not found');
  if (status >= 400 && status < 500)
    return new AppError('VALIDATION_FAILED', body.message || 'Invalid request');
  return new AppError('INTERNAL', 'Something went wrong. Please try again.');
}

/**
 * The bridge between Fastify and better-auth. Bodies we understand are validated with the shared
 * contracts first, so every bad input gets our 4xx and message; the role chosen at sign-up travels
 * in a header only this bridge sets.
 */
export async function authRoutes(
  app: FastifyInstance,
  opts: { auth: Auth; limiter: ReturnType<typeof createSignInLimiter> },
) {
  const { auth, limiter } = opts;

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, body),
  );

  const forward = async (req: FastifyRequest, body: unknown, extraHeaders: Record<string, string> = {}) => {
    const url = new URL(req.url, app.config.publicUrl);
    const headers = new Headers();
    for (const [key, value] of Object.entries(req.headers)) {
      if (value === undefined || key === SIGNUP_ROLE_HEADER || key === CLIENT_IP_HEADER) continue;
      if (key === 'content-length' || key === 'host') continue;
      headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    headers.set(CLIENT_IP_HEADER, req.ip);
    for (const [k, v] of Object.entries(extraHeaders)) headers.set(k, v);
    let payload: string | undefined;
    if (req.method !== 'GET' && req.method !== 'HEAD' && body !== undefined) {
      payload = typeof body === 'string' ? body : JSON.stringify(body);
      if (typeof body !== 'string') headers.set('content-type', 'application/json');
    }
    const response = await auth.handler(new Request(url, { method: req.method, headers, body: payload }));
    return response;
  };

  const send = async (reply: FastifyReply, response: Response) => {
    const text = await response.text();
    if (response.status >= 400) {
      let body: { code?: string; message?: string } = {};
      try {
        body = JSON.parse(text);
      } catch {
        // not JSON: keep the default message
      }
      throw toAppError(response.status, body);
    }
    reply.status(response.status);
    response.headers.forEach((value, key) => {
      if (key === 'set-cookie' || key === 'content-length' || key === 'content-encoding') return;
      reply.header(key, value);
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length) reply.header('set-cookie', cookies);
    return reply.send(text);
  };

  /** For the routes better-auth answers as it is (listed so that /api/docs shows them). */
  const passThrough = (req: FastifyRequest, reply: FastifyReply) =>
    forward(req, req.body).then((response) => send(reply, response));

  app.post(
    '/api/auth/sign-up/email',
    {
      ...documentationOnly,
      schema: {
        tags,
        summary: 'Create an account with e-mail and password, and sign in (sends a confirmation link)',
        body: signUpSchema.extend({ password: newPasswordDoc }),
        response: { 200: signedInSchema },
      },
    },
    async (req, reply) => {
      const input = parse(signUpSchema, req.body);
      const response = await forward(
        req,
        // No name from the e-mail address: its local part is often the person's work address
        // (an employer's contact name is asked at Company Setup, a seeker's at step 1).
        { email: input.email, password: input.password, name: '' },
        { [SIGNUP_ROLE_HEADER]: input.role },
      );
      return send(reply, response);
    },
  );

  app.post(
    '/api/auth/sign-in/email',
    {
      ...documentationOnly,
      schema: {
        tags,
        summary: 'Sign in with e-mail and password (attempts are limited per account and address)',
        body: signInSchema,
        response: { 200: signedInSchema.extend({ redirect: z.boolean() }) },
      },
    },
    async (req, reply) => {
      const input = parse(signInSchema, req.body);
      try {
        await limiter.assertAllowed(input.email, req.ip);
      } catch (err) {
        reply.header('retry-after', String(limiter.retryAfterSeconds));
        throw err;
      }
      const response = await forward(req, { email: input.email, password: input.password, rememberMe: true });
      if (response.status === 200 || response.status === 401) {
        await limiter.record(input.email, req.ip, response.status === 200);
      }
      return send(reply, response);
    },
  );

  app.post(
    '/api/auth/request-password-reset',
    {
      ...documentationOnly,
      schema: {
        tags,
        summary: 'Forgot password: e-mail a reset link (the answer is the same whether the account exists)',
        body: forgotPasswordSchema,
        response: { 200: statusSchema.extend({ message: z.string() }) },
      },
    },
    async (req, reply) => {
      const input = parse(forgotPasswordSchema, req.body);
      const response = await forward(req, { email: input.email, redirectTo: '/reset-password' });
      return send(reply, response);
    },
  );

  app.get(
    '/api/auth/reset-password/:token',
    {
      ...documentationOnly,
      schema: {
        tags,
        summary: 'Open a reset link from the e-mail: redirects to the reset page with the token',
        description:
          'Redirects (302) to `callbackURL` with `?token=`, or with `?error=INVALID_TOKEN` when the link is unknown or expired.',
        params: z.object({ token: z.string() }),
        querystring: z.object({ callbackURL: z.string() }),
      },
    },
    passThrough,
  );

  app.post(
    '/api/auth/reset-password',
    {
      ...documentationOnly,
      schema: {
        tags,
        summary: 'Choose a new password with the token from a reset link (ends every session)',
        body: resetPasswordSchema.extend({ newPassword: newPasswordDoc }),
        response: { 200: statusSchema },
      },
    },
    async (req, reply) => {
      const input = parse(resetPasswordSchema, req.body);
      return send(reply, await forward(req, input));
    },
  );

  app.post(
    '/api/auth/sign-in/social',
    {
      ...documentationOnly,
      schema: {
        tags,
        summary: 'Start signing in with Google or LinkedIn: answers the provider URL to open',
        description:
          'Answers 404 when the provider is not set up on this server. The provider sends the user back to this server, which then redirects to `callbackURL`.',
        body: socialSignInSchema,
        response: { 200: z.object({ url: z.string(), redirect: z.boolean() }) },
      },
    },
    async (req, reply) => {
      const input = parse(socialSignInSchema, req.body);
      if (!app.config.social[input.provider]) {
        throw new AppError(
          'NOT_FOUND',
          `Sign-in with ${input.provider === 'google' ? 'Google' : 'LinkedIn'} is not set up on this server.`,
        );
      }
      const callbackURL = callbackPath(input.callbackURL);
      const response = await forward(
        req,
        {
          provider: input.provider,
          callbackURL,
          errorCallbackURL: '/auth?social_error=' + input.provider,
        },
        {},
      );
      // The provider sends the user back to us; the role chosen before leaving rides in a short cookie.
      if (input.role) {
        reply.setCookie(SOCIAL_ROLE_COOKIE, input.role, {
          path: '/api/auth',
          httpOnly: true,
          sameSite: 'lax',
          maxAge: 600,
          secure: app.config.publicUrl.startsWith('https://'),
        });
      }
      return send(reply, response);
    },
  );

  app.post(
    '/api/auth/sign-out',
    {
      ...documentationOnly,
      schema: {
        tags,
        summary: 'Sign out: ends the session and clears its cookie',
        response: { 200: z.object({ success: z.boolean() }) },
      },
    },
    passThrough,
  );

  app.get(
    '/api/auth/get-session',
    {
      ...documentationOnly,
      schema: {
        tags,
        summary: 'The current session and its user (null when signed out)',
        response: {
          200: z
            .object({
              session: z.looseObject({ id: z.string(), userId: z.string(), expiresAt: z.string() }),
              user: authUserSchema,
            })
            .nullable(),
        },
      },
    },
    passThrough,
  );

  app.post(
    '/api/auth/send-verification-email',
    {
      ...documentationOnly,
      schema: {
        tags,
        summary: 'Send the e-mail confirmation link again',
        body: z.object({
          email: z.email(),
          /** Where the link lands once followed (the web app sends `/email-verified`). */
          callbackURL: z.string().optional(),
        }),
        response: { 200: statusSchema },
      },
    },
    passThrough,
  );

  app.get(
    '/api/auth/verify-email',
    {
      ...documentationOnly,
      schema: {
        tags,
        summary: 'Open the confirmation link from the e-mail: confirms the address and signs in',
        description:
          'With `callbackURL` (as in the e-mails) it redirects (302) there, adding `?error=` when the link is invalid or expired.',
        querystring: z.object({ token: z.string(), callbackURL: z.string().optional() }),
        response: { 200: statusSchema.extend({ user: authUserSchema.nullable() }) },
      },
    },
    passThrough,
  );

  // Everything else better-auth serves (OAuth callbacks, its other endpoints) passes through.
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    handler: async (req, reply) => {
      return send(reply, await forward(req, req.body));
    },
  });
}
