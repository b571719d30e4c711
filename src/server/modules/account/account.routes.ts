import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { meSchema } from '@shared/contracts/auth';
import { accountService } from './account.service';

export async function accountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = accountService(app.database.db);

  app.get('/api/me', { schema: { tags: ['account'], response: { 200: meSchema } } }, async (req) => {
    const user = await req.currentUser();
    if (!user) return { user: null };
    return {
      user: {
        id: user.id,
        email: user.email,
        role: user.role,
        createdAt: user.createdAt.toISOString(),
        hasProfile: await service.hasProfile(user),
      },
    };
  });
}
