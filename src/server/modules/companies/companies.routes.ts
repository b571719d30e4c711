import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Services } from '../container';
import {
  companyCreateSchema,
  companyOrNoneResponseSchema,
  companyResponseSchema,
  companyUpdateSchema,
} from '@shared/contracts/company';
import { COMPANY_MESSAGES } from '@shared/contracts/company';

/** Checks the role before the body is validated, so a signed-out or wrong-role request learns only that. */
const hirerOnly = (message: string) => async (req: FastifyRequest) => {
  await req.requireRole('hirer', message);
};

export async function companiesRoutes(fastify: FastifyInstance, { services }: { services: Services }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = services.companies;

  app.post(
    '/api/company',
    {
      preValidation: hirerOnly(COMPANY_MESSAGES.createRole),
      schema: {
        tags: ['companies'],
        summary: 'Create the company profile of the signed-in employer (Company Setup)',
        body: companyCreateSchema,
        response: { 201: companyResponseSchema },
      },
    },
    async (req, reply) => {
      const user = await req.requireRole('hirer', COMPANY_MESSAGES.createRole);
      return reply.status(201).send({ company: await service.create(user.id, req.body) });
    },
  );

  app.get(
    '/api/company',
    {
      preValidation: hirerOnly(COMPANY_MESSAGES.readRole),
      schema: {
        tags: ['companies'],
        summary: "The signed-in employer's company profile (null before Company Setup)",
        response: { 200: companyOrNoneResponseSchema },
      },
    },
    async (req) => {
      const user = await req.requireRole('hirer', COMPANY_MESSAGES.readRole);
      return { company: await service.find(user.id) };
    },
  );

  app.patch(
    '/api/company',
    {
      preValidation: hirerOnly(COMPANY_MESSAGES.updateRole),
      schema: {
        tags: ['companies'],
        summary: 'Update the company profile; only the fields sent change',
        body: companyUpdateSchema,
        response: { 200: companyResponseSchema },
      },
    },
    async (req) => {
      const user = await req.requireRole('hirer', COMPANY_MESSAGES.updateRole);
      return { company: await service.update(user.id, req.body) };
    },
  );
}
