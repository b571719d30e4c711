import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  conversationListQuerySchema,
  conversationListSchema,
  conversationParamsSchema,
  conversationSchema,
  markReadSchema,
  notificationSettingsSchema,
  notificationSettingsUpdateSchema,
  unsubscribeQuerySchema,
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
      // Asked again (past the session cache) when the user's sessions change somewhere.
      const stillSignedIn = async () =>
        (await app.auth.api.getSession({ headers: fromNodeHeaders(req.headers) }))?.user.id === user.id;
      await hub.connect(user, socket, stillSignedIn);
    },
  );

  app.get(
    '/api/notifications/settings',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'Whether e-mails about unread messages and new matches are on',
        response: { 200: notificationSettingsSchema },
      },
    },
    async (req) => service.notificationSettings(await req.requireUser()),
  );

  app.put(
    '/api/notifications/settings',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'Turn e-mails about unread messages and new matches, or interview reminders, on or off',
        body: notificationSettingsUpdateSchema,
        response: { 200: notificationSettingsSchema },
      },
    },
    async (req) => service.setNotificationSettings(await req.requireUser(), req.body),
  );

  // The one-click link in e-mails: works signed out (the secret in the link names the account).
  app.get(
    '/api/notifications/unsubscribe',
    {
      schema: {
        tags,
        summary: 'Turn message e-mails off from the link in one',
        querystring: unsubscribeQuerySchema,
      },
    },
    async (req, reply) => {
      const what = req.query.what ?? 'messages';
      const done = await service.unsubscribe(req.query.token, what);
      const text = done
        ? what === 'messages'
          ? "You won't get e-mails about messages and matches any more. You can turn them on again on your profile page."
          : "You won't get interview reminders any more. You can turn them on again on your profile page."
        : 'This link is not valid any more. You can change your e-mail choices on your profile page.';
      return reply
        .status(done ? 200 : 404)
        .type('text/html; charset=utf-8')
        .send(
          `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>NewLeaf e-mails</title></head>` +
            `<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1c2a22"><h1>NewLeaf</h1><p>${text}</p><p><a href="/">Open NewLeaf</a></p></body></html>`,
        );
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
      schema: {
        tags,
        summary: 'One of your conversations, with its read and block state',
        params: conversationParamsSchema,
        response: { 200: conversationSchema },
      },
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
        summary: 'Mark the conversation read up to a message',
        params: conversationParamsSchema,
        body: markReadSchema,
        response: { 200: z.object({ lastReadId: z.number().int() }) },
      },
    },
    async (req) => service.markRead(await req.requireUser(), req.params.id, req.body.lastMessageId),
  );

  app.post(
    '/api/conversations/:id/block',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'Block the conversation (only who blocked can unblock)',
        params: conversationParamsSchema,
      },
    },
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
