import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { getTestApp, signUp, type TestUser } from '../test/app';
import { insertHirer, insertJob, insertSeeker } from '../test/fixtures';

/**
 * Every documented endpoint, fed arbitrary input by every kind of caller, answers with a status
 * below 500: bad input is the caller's error (4xx with a message), never the server's.
 */

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
const METHODS: Method[] = ['get', 'post', 'put', 'patch', 'delete'];

async function documentedRoutes(app: FastifyInstance) {
  const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Partial<Record<Method, unknown>>>;
  };
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    METHODS.filter((m) => ops[m]).map((method) => ({ path, method })),
  );
}

// Path segments a caller might send: ids that do not exist, malformed ids, traversal, junk.
const segment = fc.oneof(
  fc.uuid(),
  fc.constantFrom('1', '-1', '0', 'null', '..%2F..', '%00', "'; drop table job; --", 'a'.repeat(300)),
  fc.string({ minLength: 1, maxLength: 20 }).map(encodeURIComponent),
);
const query = fc.dictionary(
  fc.constantFrom('filter', 'jobId', 'sort', 'status', 'q', 'limit', 'contextJobId', 'page'),
  fc.oneof(fc.string({ maxLength: 40 }), fc.constant(''), fc.integer().map(String)),
  { maxKeys: 3 },
);

describe('bad input on every endpoint', () => {
  it('never answers 5xx, whoever asks and whatever they send', async () => {
    const { app } = await getTestApp();
    const hirer = await insertHirer(app, 'Fuzz Foods Ltd');
    await insertJob(app, hirer.companyId, { title: 'Kitchen Porter' });
    const seeker = await insertSeeker(app, { firstName: 'Fay', lastName: 'Zed' });
    const hirerWithoutCompany = await signUp(app, 'hirer');
    const anonymous: TestUser = {
      id: '',
      email: '',
      cookie: '',
      inject: (opts) => app.inject(opts),
    };
    const callers = [seeker, hirer, hirerWithoutCompany, anonymous];

    // Signing out or deleting the account would end the callers' sessions mid-run.
    const routes = (await documentedRoutes(app)).filter(
      (r) => !/sign-out|\/account$/.test(r.path) && !r.path.startsWith('/api/docs'),
    );
    expect(routes.length).toBeGreaterThan(30);

    const failures: string[] = [];
    for (const route of routes) {
      await fc
        .assert(
          fc.asyncProperty(
            fc.constantFrom(...callers),
            fc.array(segment, { minLength: 4, maxLength: 4 }),
            query,
            fc.option(fc.jsonValue({ maxDepth: 3 }), { nil: undefined }),
            async (caller, segments, q, body) => {
              let i = 0;
              const url = route.path.replace(/\{[^}]+\}/g, () => segments[i++]!);
              const res = await caller.inject({
                method: route.method.toUpperCase() as 'GET',
                url,
                query: q,
                ...(body !== undefined && route.method !== 'get' ? { payload: body as object } : {}),
              });
              if (res.statusCode >= 500) {
                failures.push(
                  `${route.method.toUpperCase()} ${url} → ${res.statusCode} ${res.body.slice(0, 200)}`,
                );
              }
              return res.statusCode < 500;
            },
          ),
          { numRuns: 12 },
        )
        .catch(() => undefined);
    }
    expect(failures).toEqual([]);
  }, 240_000);

  it('refuses a NUL character anywhere in the path, query or body with 400', async () => {
    const { app } = await getTestApp();
    const hirer = await insertHirer(app);
    const seeker = await insertSeeker(app);
    const routes = (await documentedRoutes(app)).filter((r) => !r.path.startsWith('/api/docs'));
    for (const caller of [hirer, seeker]) {
      for (const route of routes) {
        const method = route.method.toUpperCase() as 'GET';
        const inPath = route.path.includes('{');
        const res = await caller.inject({
          method,
          url: route.path.replace(/\{[^}]+\}/g, '%00'),
          query: inPath ? {} : { q: 'a\u0000b' },
          ...(route.method !== 'get' ? { payload: { text: 'a\u0000b' } } : {}),
        });
        expect(res.statusCode, `${method} ${route.path}`).toBe(400);
      }
    }
  });
});
