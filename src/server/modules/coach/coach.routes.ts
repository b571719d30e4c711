import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  COACH_MESSAGES as M,
  coachHistoryQuerySchema,
  coachHistorySchema,
  coachParamsSchema,
  coachSettingsSchema,
  sendCoachMessageSchema,
  type CoachStreamEvent,
} from '@shared/contracts/coach';
import type { Services } from '../container';

const tags = ['coach'];

const seekersOnly = async (req: FastifyRequest) => {
  await req.requireRole('seeker', M.seekersOnly);
};

export async function coachRoutes(fastify: FastifyInstance, { services }: { services: Services }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = services.coach;

  app.get(
    '/api/coach/settings',
    {
      preValidation: seekersOnly,
      schema: {
        tags,
        summary: 'Whether the coach may use your disclosure answers to personalise coaching',
        response: { 200: coachSettingsSchema },
      },
    },
    async (req) => service.settings((await req.requireUser()).id),
  );

  app.put(
    '/api/coach/settings',
    {
      preValidation: seekersOnly,
      schema: {
        tags,
        summary: 'Turn "Use my disclosure answers to personalise coaching" on or off',
        body: coachSettingsSchema,
        response: { 200: coachSettingsSchema },
      },
    },
    async (req) => service.setSettings((await req.requireUser()).id, req.body),
  );

  app.get(
    '/api/coach/:thread/messages',
    {
      preValidation: seekersOnly,
      schema: {
        tags,
        summary: 'A page of the coach or AI chat history, oldest first (`before` pages back)',
        params: coachParamsSchema,
        querystring: coachHistoryQuerySchema,
        response: { 200: coachHistorySchema },
      },
    },
    async (req) => service.history((await req.requireUser()).id, req.params.thread, req.query.before),
  );

  app.post(
    '/api/coach/:thread/messages',
    {
      preValidation: seekersOnly,
      // Compression would hold the pieces of the reply back until the end.
      compress: false,
      schema: {
        tags,
        summary: 'Send a message; the answer streams back as newline-delimited JSON events',
        description:
          'Events: `user` (the stored message), `delta` (a piece of the reply), `reset` (drop the pieces), `done` (the stored reply). See coachStreamEventSchema.',
        params: coachParamsSchema,
        body: sendCoachMessageSchema,
      },
    },
    async (req, reply) => {
      const user = await req.requireUser();
      const events = await service.send(user.id, req.params.thread, req.body.content);
      const line = (event: CoachStreamEvent) => JSON.stringify(event) + '\n';
      // An answer known at once goes in one write; a model's reply streams as it is written.
      const body = Array.isArray(events)
        ? events.map(line).join('')
        : Readable.from(
            (async function* () {
              for await (const event of events) yield line(event);
            })(),
          );
      return reply
        .header('content-type', 'application/x-ndjson; charset=utf-8')
        .header('x-accel-buffering', 'no')
        .send(body);
    },
  );

  app.delete(
    '/api/coach/:thread/messages',
    {
      preValidation: seekersOnly,
      schema: { tags, summary: 'Clear the conversation', params: coachParamsSchema },
    },
    async (req, reply) => {
      await service.clear((await req.requireUser()).id, req.params.thread);
      return reply.status(204).send();
    },
  );
}
