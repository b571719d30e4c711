import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { publicConfigSchema } from '@shared/contracts/auth';

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
