import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bookInterviewSchema,
  cancelInterviewSchema,
  interviewOutcomeSchema,
  interviewParamsSchema,
  interviewResponseSchema,
  proposeInterviewSchema,
  upcomingInterviewsSchema,
} from '@shared/contracts/interviews';
import { conversationParamsSchema } from '@shared/contracts/messaging';
import type { Services } from '../container';

const tags = ['interviews'];

/** Signed-in users only, checked before the input is looked at; the service checks the party. */
const signedIn = async (req: FastifyRequest) => {
  await req.requireUser();
};

export async function interviewsRoutes(fastify: FastifyInstance, { services }: { services: Services }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = services.interviews;
  const one = { params: interviewParamsSchema, response: { 200: interviewResponseSchema } };

  app.post(
    '/api/conversations/:id/interviews',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'Propose an interview: 1–5 times, the kind and where (the employer in the conversation)',
        params: conversationParamsSchema,
        body: proposeInterviewSchema,
        response: { 200: interviewResponseSchema },
      },
    },
    async (req) => ({
      interview: await service.propose(await req.requireUser(), req.params.id, req.body),
    }),
  );

  app.get(
    '/api/conversations/:id/interviews',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: "The conversation's interviews, oldest first (its two participants only)",
        params: conversationParamsSchema,
        response: { 200: upcomingInterviewsSchema },
      },
    },
    async (req) => ({ items: await service.listForConversation(await req.requireUser(), req.params.id) }),
  );

  app.get(
    '/api/interviews/upcoming',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'Booked interviews in the next 7 days, soonest first',
        response: { 200: upcomingInterviewsSchema },
      },
    },
    async (req) => ({ items: await service.upcoming(await req.requireUser()) }),
  );

  app.get(
    '/api/interviews/:id',
    { preValidation: signedIn, schema: { tags, summary: 'One interview (its two parties only)', ...one } },
    async (req) => ({ interview: await service.get(await req.requireUser(), req.params.id) }),
  );

  app.post(
    '/api/interviews/:id/book',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'Book one of the offered times, asking for adjustments if needed (the candidate)',
        body: bookInterviewSchema,
        ...one,
      },
    },
    async (req) => ({ interview: await service.book(await req.requireUser(), req.params.id, req.body) }),
  );

  app.post(
    '/api/interviews/:id/cancel',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'Cancel, with a reason the other side sees (either side)',
        body: cancelInterviewSchema,
        ...one,
      },
    },
    async (req) => ({
      interview: await service.cancel(await req.requireUser(), req.params.id, req.body.reason),
    }),
  );

  app.post(
    '/api/interviews/:id/reschedule',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'Offer new times: this interview is cancelled and a new one proposed (the employer)',
        body: proposeInterviewSchema,
        ...one,
      },
    },
    async (req) => ({
      interview: await service.reschedule(await req.requireUser(), req.params.id, req.body),
    }),
  );

  app.post(
    '/api/interviews/:id/acknowledge',
    {
      preValidation: signedIn,
      schema: { tags, summary: "Acknowledge the candidate's adjustment request (the employer)", ...one },
    },
    async (req) => ({ interview: await service.acknowledge(await req.requireUser(), req.params.id) }),
  );

  app.post(
    '/api/interviews/:id/outcome',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'Record the outcome once the time has come; "hired" can close the job (the employer)',
        body: interviewOutcomeSchema,
        ...one,
      },
    },
    async (req) => ({
      interview: await service.recordOutcome(await req.requireUser(), req.params.id, req.body),
    }),
  );

  app.get(
    '/api/interviews/:id/invite.ics',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'The calendar invite (RFC 5545): the booking, or its cancellation',
        params: interviewParamsSchema,
        response: { 200: z.string() },
      },
    },
    async (req, reply) => {
      const ics = await service.invite(await req.requireUser(), req.params.id);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'attachment; filename="newleaf-interview.ics"')
        .header('cache-control', 'no-store')
        .send(ics);
    },
  );
}
