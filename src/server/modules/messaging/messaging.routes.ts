import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  conversationListQuerySchema,
  conversationListSchema,
  conversationParamsSchema,
  conversationSchema,
  markReadSchema,
  messageSchema,
  messagesPageSchema,
  messagesQuerySchema,
  openConversationResponseSchema,
  openConversationSchema,
  reportSchema,
  sendMessageSchema,
  unreadCountsSchema,
} from '@shared/contracts/messaging';
import type { Services } from '../container';
import { AppError } from '../../lib/errors';

const tags = ['messaging'];

/** Signed-in users only, checked before the input is looked at. */
const signedIn = async (req: FastifyRequest) => {
  await req.requireUser();
};

export async function messagingRoutes(fastify: FastifyInstance, { services }: { services: Services }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = services.messaging;
  const hub = services.liveHub;
  const allowedOrigins = new Set(app.config.trustedOrigins);

  // One WebSocket per signed-in tab: live messages, read receipts, typing, presence.
  app.get(
    '/api/ws',
    {
      websocket: true,
      schema: { hide: true },
      preValidation: async (req) => {
        const origin = req.headers.origin;
        if (!origin || !allowedOrigins.has(origin)) {
          throw new AppError('FORBIDDEN', 'This origin may not open a connection');
        }
        await req.requireUser();
      },
    },
    async (socket, req) => {
      const user = await req.requireUser();
      await hub.connect(user, socket);
    },
  );

  app.get(
    '/api/conversations',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary:
          "The signed-in user's conversations, newest first; search covers names, job titles and messages",
        querystring: conversationListQuerySchema,
        response: { 200: conversationListSchema },
      },
    },
    async (req) => service.list(await req.requireUser(), req.query.search),
  );

  app.get(
    '/api/conversations/unread',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'Unread messages for the menu and dashboards',
        response: { 200: unreadCountsSchema },
      },
    },
    async (req) => service.unreadCounts(await req.requireUser()),
  );

  app.post(
    '/api/conversations/open',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'The conversation for a match, an application, or a connected candidate (created if new)',
        body: openConversationSchema,
        response: { 200: openConversationResponseSchema },
      },
    },
    async (req) => service.open(await req.requireUser(), req.body),
  );

  app.get(
    '/api/conversations/:id',
    {
      preValidation: signedIn,
      schema: { tags, params: conversationParamsSchema, response: { 200: conversationSchema } },
    },
    async (req) => service.get(await req.requireUser(), req.params.id),
  );

  app.get(
    '/api/conversations/:id/messages',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'A page of messages, oldest first: before an id (scrolling up) or after one (catching up)',
        params: conversationParamsSchema,
        querystring: messagesQuerySchema,
        response: { 200: messagesPageSchema },
      },
    },
    async (req) => service.messages(await req.requireUser(), req.params.id, req.query),
  );

  app.post(
    '/api/conversations/:id/messages',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'Send a message (a resend with the same clientId is stored once)',
        params: conversationParamsSchema,
        body: sendMessageSchema,
        response: { 201: messageSchema },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await service.send(await req.requireUser(), req.params.id, req.body)),
  );

  app.post(
    '/api/conversations/:id/read',
    {
      preValidation: signedIn,
      schema: {
        tags,
        params: conversationParamsSchema,
        body: markReadSchema,
        response: { 200: z.object({ lastReadId: z.number().int() }) },
      },
    },
    async (req) => service.markRead(await req.requireUser(), req.params.id, req.body.lastMessageId),
  );

  app.post(
    '/api/conversations/:id/block',
    { preValidation: signedIn, schema: { tags, params: conversationParamsSchema } },
    async (req, reply) => {
      await service.block(await req.requireUser(), req.params.id);
      return reply.status(204).send();
    },
  );

  app.delete(
    '/api/conversations/:id/block',
    {
      preValidation: signedIn,
      schema: { tags, summary: 'Unblock (only by who blocked)', params: conversationParamsSchema },
    },
    async (req, reply) => {
      await service.unblock(await req.requireUser(), req.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/conversations/:id/report',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'Report the conversation (kept with its last 20 messages; also blocks)',
        params: conversationParamsSchema,
        body: reportSchema,
        response: { 201: z.object({ id: z.string() }) },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await service.report(await req.requireUser(), req.params.id, req.body)),
  );
}
