import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Services } from '../container';
import {
  MATCHING_MESSAGES,
  candidateProfileResponseSchema,
  discoverFeedResponseSchema,
  matchListResponseSchema,
  seekerUserIdParamsSchema,
  seekersFeedQuerySchema,
  swipeRequestSchema,
  swipeResponseSchema,
} from '@shared/contracts/matching';
import { jobSearchQuerySchema, searchFromQuery } from '@shared/contracts/job-search';
import { AppError } from '../../lib/errors';
import { sendJson } from '../../lib/send-json';

export async function matchingRoutes(fastify: FastifyInstance, { services }: { services: Services }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = services.matching;
  const tags = ['matching'];

  app.get(
    '/api/feed/jobs',
    {
      schema: {
        tags,
        summary:
          'Discover deck for a seeker: active jobs ranked by match, filtered by the search (keywords, category, place, type, benefits, fair-chance employers only)',
        querystring: jobSearchQuerySchema,
        response: { 200: discoverFeedResponseSchema },
      },
    },
    async (req, reply) => {
      const seeker = await req.requireRole('seeker', MATCHING_MESSAGES.jobsFeedRole);
      const search = searchFromQuery(req.query);
      if (!search.success) {
        throw new AppError(
          'VALIDATION_FAILED',
          search.error.issues[0]?.message ?? 'Please check the filters',
        );
      }
      return sendJson(reply, (await service.jobsFeed(seeker, search.data)).json);
    },
  );

  app.get(
    '/api/feed/seekers',
    {
      schema: {
        tags,
        summary:
          "Discover deck for an employer: seekers ranked against the employer's active jobs (or one of them)",
        querystring: seekersFeedQuerySchema,
        response: { 200: discoverFeedResponseSchema },
      },
    },
    async (req, reply) => {
      const hirer = await req.requireRole('hirer', MATCHING_MESSAGES.seekersFeedRole);
      return sendJson(reply, (await service.seekersFeed(hirer, req.query.contextJobId)).json);
    },
  );

  app.post(
    '/api/swipes',
    {
      schema: {
        tags,
        summary: 'Swipe on a job or a seeker (a like may complete a match)',
        body: swipeRequestSchema,
        response: { 200: swipeResponseSchema },
      },
    },
    async (req) => {
      const user = await req.currentUser();
      if (!user) throw new AppError('UNAUTHENTICATED', MATCHING_MESSAGES.swipeUnauthenticated);
      return service.swipe(user, req.body);
    },
  );

  app.get(
    '/api/matches',
    { schema: { tags, summary: 'Your matches', response: { 200: matchListResponseSchema } } },
    async (req) => {
      const user = await req.currentUser();
      if (!user) throw new AppError('UNAUTHENTICATED', MATCHING_MESSAGES.matchesUnauthenticated);
      return { matches: await service.listMatches(user) };
    },
  );

  app.get(
    '/api/candidates/:seekerUserId',
    {
      schema: {
        tags,
        summary: "A candidate's profile, as an employer may see it",
        params: seekerUserIdParamsSchema,
        response: { 200: candidateProfileResponseSchema },
      },
    },
    async (req) => {
      const hirer = await req.requireRole('hirer', MATCHING_MESSAGES.candidateRole);
      return { candidate: await service.candidateProfile(hirer, req.params.seekerUserId) };
    },
  );
}
