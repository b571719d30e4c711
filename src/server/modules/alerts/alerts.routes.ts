import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  pushEndpointSchema,
  pushKeyResponseSchema,
  pushSubscriptionSchema,
  savedSearchCreateSchema,
  savedSearchIdParamsSchema,
  savedSearchListResponseSchema,
  savedSearchResponseSchema,
  savedSearchUpdateSchema,
} from '@shared/contracts/job-search';
import type { Services } from '../container';
import { ALERTS_MESSAGES as M } from './alerts.service';
import { unsubscribePage } from './alerts.mail';

const searchesOnly = async (req: FastifyRequest) => {
  await req.requireRole('seeker', M.seekersOnly);
};
const pushOnly = async (req: FastifyRequest) => {
  await req.requireRole('seeker', M.pushSeekersOnly);
};

/** The unsubscribe link's secret (a missing or unknown one gets the "not valid" page). */
const unsubscribeQuerySchema = z.object({ token: z.string().optional() });

export async function alertsRoutes(fastify: FastifyInstance, { services }: { services: Services }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = services.alerts;
  const tags = ['alerts'];

  app.get(
    '/api/saved-searches',
    {
      preValidation: searchesOnly,
      schema: {
        tags,
        summary: "The seeker's saved searches, oldest first",
        response: { 200: savedSearchListResponseSchema },
      },
    },
    async (req) => ({ searches: await service.list(await req.requireRole('seeker', M.seekersOnly)) }),
  );

  app.post(
    '/api/saved-searches',
    {
      preValidation: searchesOnly,
      schema: {
        tags,
        summary:
          'Save a search, with e-mail digests (daily, weekly or off) and/or push for new jobs that match',
        body: savedSearchCreateSchema,
        response: { 201: savedSearchResponseSchema },
      },
    },
    async (req, reply) => {
      const user = await req.requireRole('seeker', M.seekersOnly);
      return reply.status(201).send({ search: await service.create(user, req.body) });
    },
  );

  app.patch(
    '/api/saved-searches/:id',
    {
      preValidation: searchesOnly,
      schema: {
        tags,
        summary: 'Change a saved search: its name, filters, how often to e-mail, or push',
        params: savedSearchIdParamsSchema,
        body: savedSearchUpdateSchema,
        response: { 200: savedSearchResponseSchema },
      },
    },
    async (req) => {
      const user = await req.requireRole('seeker', M.seekersOnly);
      return { search: await service.update(user, req.params.id, req.body) };
    },
  );

  app.delete(
    '/api/saved-searches/:id',
    {
      preValidation: searchesOnly,
      schema: {
        tags,
        summary: 'Delete a saved search (its alerts stop)',
        params: savedSearchIdParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (req, reply) => {
      const user = await req.requireRole('seeker', M.seekersOnly);
      await service.remove(user, req.params.id);
      return reply.status(204).send(null);
    },
  );

  // The one-click link in digests: works signed out (the secret in the link names the search).
  // POST is RFC 8058's one-click unsubscribe, which mail providers send with a form body.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_req, body, done) => done(null, body),
  );
  const unsubscribe = async (token: string | undefined, reply: FastifyReply) => {
    const name = await service.emailsOff(token);
    return reply
      .status(name === null ? 404 : 200)
      .type('text/html; charset=utf-8')
      .send(unsubscribePage(name));
  };
  app.get(
    '/api/saved-searches/unsubscribe',
    {
      schema: {
        tags,
        summary: "Turn a saved search's e-mails off from the link in one (an HTML page)",
        querystring: unsubscribeQuerySchema,
      },
    },
    async (req, reply) => unsubscribe(req.query.token, reply),
  );
  app.post(
    '/api/saved-searches/unsubscribe',
    {
      schema: {
        tags,
        summary: "One-click unsubscribe (RFC 8058): turn a saved search's e-mails off",
        querystring: unsubscribeQuerySchema,
      },
    },
    async (req, reply) => unsubscribe(req.query.token, reply),
  );

  app.get(
    '/api/push/key',
    {
      schema: {
        tags,
        summary: "The server's VAPID public key, for PushManager.subscribe",
        response: { 200: pushKeyResponseSchema },
      },
    },
    async () => ({ publicKey: service.publicKey() }),
  );

  app.post(
    '/api/push/subscriptions',
    {
      preValidation: pushOnly,
      schema: {
        tags,
        summary: "Keep this browser's push subscription for job alerts (by its endpoint)",
        body: pushSubscriptionSchema,
        response: { 204: z.null() },
      },
    },
    async (req, reply) => {
      const user = await req.requireRole('seeker', M.pushSeekersOnly);
      await service.subscribe(user, req.body);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/push/subscriptions',
    {
      preValidation: pushOnly,
      schema: {
        tags,
        summary: "Forget this browser's push subscription",
        body: pushEndpointSchema,
        response: { 204: z.null() },
      },
    },
    async (req, reply) => {
      const user = await req.requireRole('seeker', M.pushSeekersOnly);
      await service.unsubscribe(user, req.body.endpoint);
      return reply.status(204).send(null);
    },
  );
}
