import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Services } from '../container';
import { z } from 'zod';
import {
  applicantResponseSchema,
  applicantsQuerySchema,
  applicantsResponseSchema,
  applicationIdParamsSchema,
  applicationResponseSchema,
  applyBodySchema,
  attachCvSchema,
  applyResponseSchema,
  contactEmployerSchema,
  jobDetailsParamsSchema,
  jobDetailsSchema,
  seekerApplicationsResponseSchema,
  updateApplicantSchema,
} from '@shared/contracts/applications';
import type { Role } from '@shared/contracts/auth';
import { APPLICATION_MESSAGES as M } from './applications.service';

/** Checks the role before the input is validated, so a signed-out or wrong-role request learns only that. */
const only = (role: Role, message: string) => async (req: FastifyRequest) => {
  await req.requireRole(role, message);
};

export async function applicationsRoutes(fastify: FastifyInstance, { services }: { services: Services }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = services.applications;
  const tags = ['applications'];

  // ---- seekers ----

  app.post(
    '/api/applications',
    {
      preValidation: only('seeker', M.applyRole),
      schema: {
        tags,
        summary: 'Apply to an active job (counts as a like: may complete a match)',
        body: applyBodySchema,
        response: { 201: applyResponseSchema },
      },
    },
    async (req, reply) => {
      const user = await req.requireRole('seeker', M.applyRole);
      return reply
        .status(201)
        .send(await service.apply(user, req.body.jobId, { attachCv: req.body.attachCv }));
    },
  );

  app.put(
    '/api/applications/:id/cv',
    {
      preValidation: only('seeker', M.seekerRole),
      schema: {
        tags,
        summary: 'Attach your CV to an application, or take it off',
        params: applicationIdParamsSchema,
        body: attachCvSchema,
        response: { 200: applicationResponseSchema },
      },
    },
    async (req) => {
      const user = await req.requireRole('seeker', M.seekerRole);
      return { application: await service.setCvAttached(user.id, req.params.id, req.body.attached) };
    },
  );

  app.get(
    '/api/applications',
    {
      preValidation: only('seeker', M.seekerRole),
      schema: {
        tags,
        summary: "The seeker's own applications",
        response: { 200: seekerApplicationsResponseSchema },
      },
    },
    async (req) => {
      const user = await req.requireRole('seeker', M.seekerRole);
      return { items: await service.listForSeeker(user.id) };
    },
  );

  app.delete(
    '/api/applications/:id',
    {
      preValidation: only('seeker', M.seekerRole),
      schema: {
        tags,
        summary: 'Withdraw (remove) one of your applications',
        params: applicationIdParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (req, reply) => {
      const user = await req.requireRole('seeker', M.seekerRole);
      await service.withdraw(user.id, req.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/applications/:id/contact',
    {
      preValidation: only('seeker', M.seekerRole),
      schema: {
        tags,
        summary: 'Contact Employer: subject and message, kept on the application',
        params: applicationIdParamsSchema,
        body: contactEmployerSchema,
        response: { 200: applicationResponseSchema },
      },
    },
    async (req) => {
      const user = await req.requireRole('seeker', M.seekerRole);
      return { application: await service.contactEmployer(user.id, req.params.id, req.body) };
    },
  );

  app.get(
    '/api/job-details/:jobId',
    {
      preValidation: only('seeker', M.jobDetailsRole),
      schema: {
        tags,
        summary: 'Job Details for a seeker: the job, saved or not, and your application',
        params: jobDetailsParamsSchema,
        response: { 200: jobDetailsSchema },
      },
    },
    async (req) => {
      const user = await req.requireRole('seeker', M.jobDetailsRole);
      return service.jobDetails(user.id, req.params.jobId);
    },
  );

  // ---- hirers ----

  app.get(
    '/api/applicants',
    {
      preValidation: only('hirer', M.applicantsRole),
      schema: {
        tags,
        summary: "Applicants to the employer's jobs (filter by job, or only new ones)",
        querystring: applicantsQuerySchema,
        response: { 200: applicantsResponseSchema },
      },
    },
    async (req) => {
      const user = await req.requireRole('hirer', M.applicantsRole);
      return service.listApplicants(user.id, req.query);
    },
  );

  app.patch(
    '/api/applicants/:id',
    {
      preValidation: only('hirer', M.updateApplicantRole),
      schema: {
        tags,
        summary: 'Shortlist, reject or invite an applicant to interview',
        params: applicationIdParamsSchema,
        body: updateApplicantSchema,
        response: { 200: applicantResponseSchema },
      },
    },
    async (req) => {
      const user = await req.requireRole('hirer', M.updateApplicantRole);
      return { applicant: await service.updateApplicant(user.id, req.params.id, req.body.status) };
    },
  );
}
