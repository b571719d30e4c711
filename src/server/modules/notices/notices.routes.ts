import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema, noticesSchema } from '@shared/contracts/moderation';
import type { Services } from '../container';

export async function noticesRoutes(fastify: FastifyInstance, { services }: { services: Services }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = services.notices;
  const tags = ['notices'];

  app.get(
    '/api/notices',
    {
      schema: {
        tags,
        summary: 'Unread notices from the NewLeaf team, oldest first',
        response: { 200: noticesSchema },
      },
    },
    async (req) => ({ notices: await service.unread(await req.requireUser()) }),
  );

  app.post(
    '/api/notices/:id/read',
    { schema: { tags, summary: 'Mark a notice read (it leaves the dashboard)', params: idParamsSchema } },
    async (req, reply) => {
      await service.markRead(await req.requireUser(), req.params.id);
      return reply.status(204).send(null);
    },
  );
}
