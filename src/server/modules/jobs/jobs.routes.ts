import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Services } from '../container';
import { z } from 'zod';
import {
  jobCountsSchema,
  jobCreateSchema,
  jobIdParamsSchema,
  jobListResponseSchema,
  jobResponseSchema,
  jobUpdateSchema,
  myJobsQuerySchema,
} from '@shared/contracts/jobs';
import { JOB_ROLE_MESSAGES } from './jobs.service';

/** Checks who is asking before the input is validated. */
const hirerOnly = (message: string) => async (req: FastifyRequest) => {
  await req.requireRole('hirer', message);
};
const signedIn = async (req: FastifyRequest) => {
  await req.requireUser();
};

export async function jobsRoutes(fastify: FastifyInstance, { services }: { services: Services }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = services.jobs;
  const tags = ['jobs'];
  const access = hirerOnly(JOB_ROLE_MESSAGES.access);

  app.post(
    '/api/jobs',
    {
      preValidation: hirerOnly(JOB_ROLE_MESSAGES.create),
      schema: {
        tags,
        summary: 'Create a job posting: status draft (Save as Draft) or active (Post Job)',
        body: jobCreateSchema,
        response: { 201: jobResponseSchema },
      },
    },
    async (req, reply) => {
      const user = await req.requireRole('hirer', JOB_ROLE_MESSAGES.create);
      return reply.status(201).send({ job: await service.create(user, req.body) });
    },
  );

  app.get(
    '/api/jobs/mine',
    {
      preValidation: access,
      schema: {
        tags,
        summary: "The signed-in employer's jobs, optionally of one status, sorted",
        querystring: myJobsQuerySchema,
        response: { 200: jobListResponseSchema },
      },
    },
    async (req) => {
      const user = await req.requireRole('hirer', JOB_ROLE_MESSAGES.access);
      return { jobs: await service.listMine(user, req.query) };
    },
  );

  app.get(
    '/api/jobs/counts',
    {
      preValidation: access,
      schema: {
        tags,
        summary: "How many of the employer's jobs are in each status (notArchived = Active Jobs figure)",
        response: { 200: jobCountsSchema },
      },
    },
    async (req) => {
      const user = await req.requireRole('hirer', JOB_ROLE_MESSAGES.access);
      return service.countsMine(user);
    },
  );

  app.get(
    '/api/jobs/:id',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary:
          'One job: an active job for anyone signed in; drafts and archived jobs for their company only',
        params: jobIdParamsSchema,
        response: { 200: jobResponseSchema },
      },
    },
    async (req) => {
      const user = await req.requireUser();
      return { job: await service.read(user, req.params.id) };
    },
  );

  app.patch(
    '/api/jobs/:id',
    {
      preValidation: access,
      schema: {
        tags,
        summary: 'Edit a job of the employer; only the fields sent change',
        params: jobIdParamsSchema,
        body: jobUpdateSchema,
        response: { 200: jobResponseSchema },
      },
    },
    async (req) => {
      const user = await req.requireRole('hirer', JOB_ROLE_MESSAGES.access);
      return { job: await service.update(user, req.params.id, req.body) };
    },
  );

  app.post(
    '/api/jobs/:id/publish',
    {
      preValidation: access,
      schema: {
        tags,
        summary: 'Publish a draft (draft -> active)',
        params: jobIdParamsSchema,
        response: { 200: jobResponseSchema },
      },
    },
    async (req) => {
      const user = await req.requireRole('hirer', JOB_ROLE_MESSAGES.access);
      return { job: await service.publish(user, req.params.id) };
    },
  );

  app.post(
    '/api/jobs/:id/archive',
    {
      preValidation: access,
      schema: {
        tags,
        summary: 'Archive an active job (active -> archived)',
        params: jobIdParamsSchema,
        response: { 200: jobResponseSchema },
      },
    },
    async (req) => {
      const user = await req.requireRole('hirer', JOB_ROLE_MESSAGES.access);
      return { job: await service.archive(user, req.params.id) };
    },
  );

  app.delete(
    '/api/jobs/:id',
    {
      preValidation: access,
      schema: {
        tags,
        summary: 'Delete a draft (only drafts can be deleted)',
        params: jobIdParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (req, reply) => {
      const user = await req.requireRole('hirer', JOB_ROLE_MESSAGES.access);
      await service.remove(user, req.params.id);
      return reply.status(204).send(null);
    },
  );
}
