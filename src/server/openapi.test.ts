import { describe, expect, it } from 'vitest';
import { TEST_ORIGIN, getTestApp } from './test/app';

/** The OpenAPI document served at /api/docs: every operation says what it does, sign-in included. */

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

interface JsonSchema {
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

interface Operation {
  summary?: string;
  tags?: string[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  parameters?: { name: string; in: string }[];
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

async function operations() {
  const { app } = await getTestApp();
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  const doc = res.json() as { paths: Record<string, Partial<Record<string, Operation>>> };
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    METHODS.flatMap((method) => {
      const op = ops[method];
      return op ? [{ id: `${method.toUpperCase()} ${path}`, op }] : [];
    }),
  );
}

/** The required fields the documented 200 answer names that the real answer lacks (nested once). */
function missingFields(op: Operation | undefined, answer: Record<string, unknown>) {
  const schema = op?.responses?.['200']?.content?.['application/json']?.schema ?? {};
  const missing = (schema.required ?? []).filter((k) => !(k in answer));
  for (const [key, sub] of Object.entries(schema.properties ?? {})) {
    const value = answer[key];
    if (value && typeof value === 'object') {
      missing.push(...(sub.required ?? []).filter((k) => !(k in value)).map((k) => `${key}.${k}`));
    }
  }
  return missing;
}

function bodyFields(op: Operation | undefined) {
  return Object.keys(op?.requestBody?.content?.['application/json']?.schema?.properties ?? {}).sort();
}

describe('OpenAPI document', () => {
  it('gives every operation a summary and a tag', async () => {
    const ops = await operations();
    expect(ops.length).toBeGreaterThan(30);
    const noSummary = ops.filter(({ op }) => !op.summary?.trim()).map(({ id }) => id);
    expect(noSummary).toEqual([]);
    const noTag = ops.filter(({ op }) => !op.tags?.length).map(({ id }) => id);
    expect(noTag).toEqual([]);
  });

  it('documents the sign-in, sign-up and other auth operations a client uses', async () => {
    const ops = new Map((await operations()).map(({ id, op }) => [id, op]));
    for (const id of [
      'POST /api/auth/sign-up/email',
      'POST /api/auth/sign-in/email',
      'POST /api/auth/sign-in/social',
      'POST /api/auth/sign-out',
      'GET /api/auth/get-session',
      'POST /api/auth/request-password-reset',
      'GET /api/auth/reset-password/{token}',
      'POST /api/auth/reset-password',
      'POST /api/auth/send-verification-email',
      'GET /api/auth/verify-email',
    ]) {
      expect(ops.get(id), id).toBeDefined();
      expect(ops.get(id)?.tags, id).toEqual(['auth']);
    }
    // The bodies are the ones our bridge accepts (src/shared/contracts/auth.ts), not better-auth's.
    expect(bodyFields(ops.get('POST /api/auth/sign-up/email'))).toEqual(['email', 'password', 'role']);
    expect(bodyFields(ops.get('POST /api/auth/sign-in/email'))).toEqual(['email', 'password']);
    expect(bodyFields(ops.get('POST /api/auth/sign-in/social'))).toEqual(['callbackURL', 'provider', 'role']);
    expect(bodyFields(ops.get('POST /api/auth/request-password-reset'))).toEqual(['email']);
    expect(bodyFields(ops.get('POST /api/auth/reset-password'))).toEqual(['newPassword', 'token']);
    const verify = ops.get('GET /api/auth/verify-email')?.parameters ?? [];
    expect(verify.map((p) => `${p.in}:${p.name}`)).toContain('query:token');
  });

  it('describes the answers sign-up and sign-in really give', async () => {
    const { app } = await getTestApp();
    const ops = new Map((await operations()).map(({ id, op }) => [id, op]));
    const credentials = { email: `docs-${Date.now()}@example.org`, password: 'green-leaf-42' };
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: TEST_ORIGIN },
      payload: { ...credentials, role: 'seeker' },
      remoteAddress: '10.250.0.1',
    });
    expect(signUp.statusCode, signUp.body).toBe(200);
    expect(missingFields(ops.get('POST /api/auth/sign-up/email'), signUp.json())).toEqual([]);
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN },
      payload: credentials,
      remoteAddress: '10.250.0.1',
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    expect(missingFields(ops.get('POST /api/auth/sign-in/email'), signIn.json())).toEqual([]);
    const cookie = [signIn.headers['set-cookie']]
      .flat()
      .map((c) => String(c).split(';')[0])
      .join('; ');
    const session = await app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
    expect(session.statusCode).toBe(200);
    expect(missingFields(ops.get('GET /api/auth/get-session'), session.json())).toEqual([]);
  });

  it('keeps the bridge’s own validation messages on documented auth routes', async () => {
    const { app } = await getTestApp();
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'not-an-email', password: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Please enter a valid email address',
    });
  });
});
