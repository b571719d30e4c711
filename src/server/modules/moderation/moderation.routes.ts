import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  auditLogSchema,
  heldJobsSchema,
  idParamsSchema,
  jobDecisionSchema,
  reportActionSchema,
  reportDetailResponseSchema,
  reportQueueQuerySchema,
  reportQueueSchema,
} from '@shared/contracts/moderation';
import type { Services } from '../container';

export async function moderationRoutes(fastify: FastifyInstance, { services }: { services: Services }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = services.moderation;
  const tags = ['moderation'];
  // Refused before anything else is read: signed in, and a moderator.
  const moderatorsOnly = {
    preValidation: async (req: FastifyRequest) => {
      await service.requireModerator(await req.requireUser());
    },
  };

  app.get(
    '/api/moderation/reports',
    {
      ...moderatorsOnly,
      schema: {
        tags,
        summary: 'Reports: the open queue (oldest first) or the handled ones (newest first)',
        querystring: reportQueueQuerySchema,
        response: { 200: reportQueueSchema },
      },
    },
    async (req) => ({ reports: await service.reports(await req.requireUser(), req.query.status) }),
  );

  app.get(
    '/api/moderation/reports/:id',
    {
      ...moderatorsOnly,
      schema: {
        tags,
        summary: 'One report with the messages kept as evidence (the view is logged)',
        params: idParamsSchema,
        response: { 200: reportDetailResponseSchema },
      },
    },
    async (req) => ({ report: await service.report(await req.requireUser(), req.params.id) }),
  );

  app.post(
    '/api/moderation/reports/:id/actions',
    {
      ...moderatorsOnly,
      schema: {
        tags,
        summary: 'Act on a report: dismiss, warn, suspend the reported account, close the conversation',
        params: idParamsSchema,
        body: reportActionSchema,
      },
    },
    async (req, reply) => {
      await service.act(await req.requireUser(), req.params.id, req.body);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/moderation/jobs/held',
    {
      ...moderatorsOnly,
      schema: {
        tags,
        summary: 'Job ads held at publishing, with what the checks found',
        response: { 200: heldJobsSchema },
      },
    },
    async (req) => ({ jobs: await service.heldJobs(await req.requireUser()) }),
  );

  app.post(
    '/api/moderation/jobs/:id/decision',
    {
      ...moderatorsOnly,
      schema: {
        tags,
        summary: 'Approve or reject a held job, or take a live one down (the employer is told)',
        params: idParamsSchema,
        body: jobDecisionSchema,
      },
    },
    async (req, reply) => {
      await service.decideJob(await req.requireUser(), req.params.id, req.body);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/moderation/audit',
    {
      ...moderatorsOnly,
      schema: {
        tags,
        summary: 'The audit log: every view and action, newest first',
        response: { 200: auditLogSchema },
      },
    },
    async (req) => ({ entries: await service.auditLog(await req.requireUser()) }),
  );
}
