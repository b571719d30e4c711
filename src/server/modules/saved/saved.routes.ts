import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Services } from '../container';
import {
  favouriteStateSchema,
  favouriteTalentParamsSchema,
  favouriteTalentResponseSchema,
  savedJobParamsSchema,
  savedJobsResponseSchema,
  savedStateSchema,
} from '@shared/contracts/saved';
import type { Role } from '@shared/contracts/auth';
import { SAVED_MESSAGES as M } from './saved.service';

const only = (role: Role, message: string) => async (req: FastifyRequest) => {
  await req.requireRole(role, message);
};

export async function savedRoutes(fastify: FastifyInstance, { services }: { services: Services }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = services.saved;

  // ---- saved jobs (seekers) ----
  const jobs = { preValidation: only('seeker', M.savedJobsRole) };
  const tags = ['saved'];

  app.get(
    '/api/saved-jobs',
    {
      ...jobs,
      schema: {
        tags,
        summary: "The seeker's saved jobs, newest first",
        response: { 200: savedJobsResponseSchema },
      },
    },
    async (req) => {
      const user = await req.requireRole('seeker', M.savedJobsRole);
      return { items: await service.listSavedJobs(user.id) };
    },
  );

  app.put(
    '/api/saved-jobs/:jobId',
    {
      ...jobs,
      schema: {
        tags,
        summary: 'Save a job (idempotent)',
        params: savedJobParamsSchema,
        response: { 200: savedStateSchema },
      },
    },
    async (req) => {
      const user = await req.requireRole('seeker', M.savedJobsRole);
      await service.saveJob(user.id, req.params.jobId);
      return { saved: true };
    },
  );

  app.delete(
    '/api/saved-jobs/:jobId',
    {
      ...jobs,
      schema: {
        tags,
        summary: 'Remove a job from saved (idempotent)',
        params: savedJobParamsSchema,
        response: { 200: savedStateSchema },
      },
    },
    async (req) => {
      const user = await req.requireRole('seeker', M.savedJobsRole);
      await service.unsaveJob(user.id, req.params.jobId);
      return { saved: false };
    },
  );

  // ---- favourite talent (hirers) ----
  const talent = { preValidation: only('hirer', M.favouriteTalentRole) };

  app.get(
    '/api/favourite-talent',
    {
      ...talent,
      schema: {
        tags,
        summary: "The employer's favourite talent, newest first",
        response: { 200: favouriteTalentResponseSchema },
      },
    },
    async (req) => {
      const user = await req.requireRole('hirer', M.favouriteTalentRole);
      return { items: await service.listFavouriteTalent(user.id) };
    },
  );

  app.put(
    '/api/favourite-talent/:seekerUserId',
    {
      ...talent,
      schema: {
        tags,
        summary: 'Add a seeker to favourite talent (idempotent)',
        params: favouriteTalentParamsSchema,
        response: { 200: favouriteStateSchema },
      },
    },
    async (req) => {
      const user = await req.requireRole('hirer', M.favouriteTalentRole);
      await service.addFavouriteTalent(user.id, req.params.seekerUserId);
      return { favourite: true };
    },
  );

  app.delete(
    '/api/favourite-talent/:seekerUserId',
    {
      ...talent,
      schema: {
        tags,
        summary: 'Remove a seeker from favourite talent (idempotent)',
        params: favouriteTalentParamsSchema,
        response: { 200: favouriteStateSchema },
      },
    },
    async (req) => {
      const user = await req.requireRole('hirer', M.favouriteTalentRole);
      await service.removeFavouriteTalent(user.id, req.params.seekerUserId);
      return { favourite: false };
    },
  );
}
