import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { publicConfigSchema } from '@shared/contracts/auth';
import { READINESS_CHECKS } from './readiness';

export async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Health check: the server is up and its database answers',
        response: { 200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }) },
      },
    },
    async () => {
      await app.database.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: app.database.kind };
    },
  );

  // For load balancers: cheap, unauthenticated, and naming only which checks fail.
  const checkState = z.enum(['ok', 'failing']);
  const readinessSchema = z.object({
    status: z.enum(['ready', 'not ready']),
    checks: z.object({
      database: checkState,
      migrations: checkState,
      eventBus: checkState,
      feedIndexes: checkState,
    }),
    failing: z.array(z.enum(READINESS_CHECKS)),
  });
  app.get(
    '/api/ready',
    {
      schema: {
        tags: ['system'],
        summary:
          'Readiness: this process can serve (database, migrations, event bus, deck indexes); 503 names the checks failing',
        response: { 200: readinessSchema, 503: readinessSchema },
      },
    },
    async (_req, reply) => {
      const { ready, checks, failing } = await app.readiness();
      reply.header('cache-control', 'no-store');
      return reply
        .status(ready ? 200 : 503)
        .send({ status: ready ? ('ready' as const) : ('not ready' as const), checks, failing });
    },
  );

  app.get(
    '/api/app-config',
    {
      schema: {
        tags: ['system'],
        summary: 'Public settings the web app needs before sign-in (help contacts, social sign-in)',
        response: { 200: publicConfigSchema },
      },
    },
    async () => ({
      help: app.config.help,
      socialProviders: {
        google: Boolean(app.config.social.google),
        linkedin: Boolean(app.config.social.linkedin),
      },
    }),
  );

  // The not-found screen reports the visit so broken links can be found.
  app.post(
    '/api/client-events/not-found',
    {
      schema: {
        tags: ['system'],
        summary: 'Report that the not-found page was shown for a path (to find broken links)',
        body: z.object({ path: z.string().max(500) }),
        response: { 204: z.null() },
      },
    },
    async (req, reply) => {
      req.log.info({ path: req.body.path }, 'not-found page shown');
      return reply.status(204).send(null);
    },
  );
}
