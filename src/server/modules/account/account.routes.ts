import { EMPLOYER_MESSAGES, employerExportSchema } from '@shared/contracts/company';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { meSchema } from '@shared/contracts/auth';
import { deleteAccountSchema, seekerExportSchema } from '@shared/contracts/seeker';
import type { Services } from '../container';
import { SEEKER_MESSAGES } from '../seekers/seekers.service';

/** Session cookies better-auth may have set (plain and __Secure- prefixed). */
const SESSION_COOKIES = ['newleaf.session_token', 'newleaf.session_data', 'newleaf.dont_remember'];

function clearSessionCookies(reply: FastifyReply) {
  for (const name of SESSION_COOKIES) {
    reply.clearCookie(name, { path: '/' });
    reply.clearCookie(`__Secure-${name}`, { path: '/', secure: true });
  }
}

/** Who is signed in, and the flows over the whole account: download my data, delete my account. */
export async function accountRoutes(fastify: FastifyInstance, { services }: { services: Services }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = services.account;

  app.get(
    '/api/me',
    {
      schema: {
        tags: ['account'],
        summary: 'Who is signed in (user null when signed out)',
        response: { 200: meSchema },
      },
    },
    async (req) => {
      const user = await req.currentUser();
      if (!user) return { user: null };
      return {
        user: {
          id: user.id,
          email: user.email,
          role: user.role,
          createdAt: user.createdAt.toISOString(),
          hasProfile: await service.hasProfile(user),
          emailVerified: user.emailVerified,
          moderator: await services.moderation.isModerator(user.id),
        },
      };
    },
  );

  app.get(
    '/api/seeker/export',
    {
      schema: {
        tags: ['seekers'],
        summary: 'Download my data: everything NewLeaf holds about the seeker (JSON file)',
        response: { 200: seekerExportSchema },
      },
    },
    async (req, reply) => {
      const user = await req.requireRole('seeker', SEEKER_MESSAGES.access);
      const data = await service.exportSeeker(user.id);
      const day = data.exportedAt.slice(0, 10);
      reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="newleaf-my-data-${day}.json"`);
      return data;
    },
  );

  app.delete(
    '/api/seeker/account',
    {
      schema: {
        tags: ['seekers'],
        summary: 'Delete my account: every row and image of the seeker, then the session ends',
        body: deleteAccountSchema,
      },
    },
    async (req, reply) => {
      const user = await req.requireRole('seeker', SEEKER_MESSAGES.update);
      await service.deleteSeeker(user.id);
      clearSessionCookies(reply);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/employer/export',
    {
      schema: {
        tags: ['companies'],
        summary: 'Download my data: everything NewLeaf holds about the employer (JSON file)',
        response: { 200: employerExportSchema },
      },
    },
    async (req, reply) => {
      const user = await req.requireRole('hirer', EMPLOYER_MESSAGES.role);
      const data = await service.exportEmployer(user.id);
      reply
        .header('cache-control', 'no-store')
        .header(
          'content-disposition',
          `attachment; filename="newleaf-company-data-${data.exportedAt.slice(0, 10)}.json"`,
        );
      return data;
    },
  );

  app.delete(
    '/api/employer/account',
    {
      schema: {
        tags: ['companies'],
        summary:
          'Delete my employer account: company, jobs, swipes, matches; conversations close for the other side',
        body: deleteAccountSchema,
      },
    },
    async (req, reply) => {
      const user = await req.requireRole('hirer', EMPLOYER_MESSAGES.role);
      await service.deleteEmployer(user.id);
      clearSessionCookies(reply);
      return reply.status(204).send();
    },
  );
}
