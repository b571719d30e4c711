import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  forgotPasswordSchema,
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
  role: roleSchema.optional(),
  callbackURL: z.string().max(500).optional(),
});

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

  app.post('/api/auth/sign-up/email', { schema: { hide: true } }, async (req, reply) => {
    const input = parse(signUpSchema, req.body);
    const response = await forward(
      req,
      { email: input.email, password: input.password, name: input.email.split('@')[0] },
      { [SIGNUP_ROLE_HEADER]: input.role },
    );
    return send(reply, response);
  });

  app.post('/api/auth/sign-in/email', { schema: { hide: true } }, async (req, reply) => {
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
  });

  app.post('/api/auth/request-password-reset', { schema: { hide: true } }, async (req, reply) => {
    const input = parse(forgotPasswordSchema, req.body);
    const response = await forward(req, { email: input.email, redirectTo: '/reset-password' });
    return send(reply, response);
  });

  app.post('/api/auth/reset-password', { schema: { hide: true } }, async (req, reply) => {
    const input = parse(resetPasswordSchema, req.body);
    return send(reply, await forward(req, input));
  });

  app.post('/api/auth/sign-in/social', { schema: { hide: true } }, async (req, reply) => {
    const input = parse(socialSignInSchema, req.body);
    if (!app.config.social[input.provider]) {
      throw new AppError(
        'NOT_FOUND',
        `Sign-in with ${input.provider === 'google' ? 'Google' : 'LinkedIn'} is not set up on this server.`,
      );
    }
    const callbackURL = input.callbackURL?.startsWith('/') ? input.callbackURL : '/';
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
  });

  // Everything else better-auth serves (session, sign-out, callbacks, reset link) passes through.
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    handler: async (req, reply) => {
      return send(reply, await forward(req, req.body));
    },
  });
}
