import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Services } from '../container';
import { hirerDashboardSchema, seekerDashboardSchema } from '@shared/contracts/dashboard';
import type { Role } from '@shared/contracts/auth';
import { DASHBOARD_MESSAGES as M } from './dashboard.service';

const only = (role: Role, message: string) => async (req: FastifyRequest) => {
  await req.requireRole(role, message);
};

export async function dashboardRoutes(fastify: FastifyInstance, { services }: { services: Services }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = services.dashboard;
  const tags = ['dashboard'];

  app.get(
    '/api/dashboard/hirer',
    {
      preValidation: only('hirer', M.hirerRole),
      schema: {
        tags,
        summary: "The employer's figures and recent activity",
        response: { 200: hirerDashboardSchema },
      },
    },
    async (req) => {
      const user = await req.requireRole('hirer', M.hirerRole);
      return service.hirer(user.id);
    },
  );

  app.get(
    '/api/dashboard/seeker',
    {
      preValidation: only('seeker', M.seekerRole),
      schema: {
        tags,
        summary: "The seeker's figures and recent activity",
        response: { 200: seekerDashboardSchema },
      },
    },
    async (req) => {
      const user = await req.requireRole('seeker', M.seekerRole);
      return service.seeker(user.id);
    },
  );
}
