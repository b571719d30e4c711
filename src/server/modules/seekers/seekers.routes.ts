import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { savedRecordCheckSchema, savedRecordSchema } from '@shared/contracts/spent-check';
import type { Services } from '../container';
import {
  accessLogResponseSchema,
  completeProfileResponseSchema,
  completeProfileSchema,
  saveDraftResponseSchema,
  saveDraftSchema,
  seekerDisclosureSchema,
  seekerProfileSchema,
  sharingSchema,
  updateSeekerProfileSchema,
  updateSharingSchema,
  wizardDraftsSchema,
} from '@shared/contracts/seeker';
import { SEEKER_MESSAGES } from './seekers.service';

const tags = ['seekers'];

/** The seeker's own profile. Every route is for the signed-in seeker about themself only. */
export async function seekersRoutes(fastify: FastifyInstance, { services }: { services: Services }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = services.seekers;

  app.get(
    '/api/seeker/drafts',
    {
      schema: {
        tags,
        summary: 'Setup wizard: every step’s saved form state',
        response: { 200: wizardDraftsSchema },
      },
    },
    async (req) => {
      const user = await req.requireRole('seeker', SEEKER_MESSAGES.access);
      return service.getDrafts(user.id);
    },
  );

  app.put(
    '/api/seeker/drafts',
    {
      schema: {
        tags,
        summary: 'Setup wizard: save one step’s form state',
        body: saveDraftSchema,
        response: { 200: saveDraftResponseSchema },
      },
    },
    async (req) => {
      const user = await req.requireRole('seeker', SEEKER_MESSAGES.create);
      return service.saveDraft(user.id, req.body);
    },
  );

  app.post(
    '/api/seeker/profile/complete',
    {
      schema: {
        tags,
        summary: 'Complete setup: store the profile and disclosure answers',
        body: completeProfileSchema,
        response: { 200: completeProfileResponseSchema },
      },
    },
    async (req) => {
      const user = await req.requireRole('seeker', SEEKER_MESSAGES.complete);
      return service.completeSetup(user.id, req.body);
    },
  );

  app.get(
    '/api/seeker/profile',
    { schema: { tags, summary: 'The seeker’s own profile', response: { 200: seekerProfileSchema } } },
    async (req) => {
      const user = await req.requireRole('seeker', SEEKER_MESSAGES.access);
      return service.getProfile(user.id);
    },
  );

  app.patch(
    '/api/seeker/profile',
    {
      schema: {
        tags,
        summary: 'Edit the seeker’s own profile',
        body: updateSeekerProfileSchema,
        response: { 200: seekerProfileSchema },
      },
    },
    async (req) => {
      const user = await req.requireRole('seeker', SEEKER_MESSAGES.update);
      return service.updateProfile(user.id, req.body);
    },
  );

  app.get(
    '/api/seeker/disclosure',
    {
      schema: {
        tags,
        summary: 'The seeker’s own disclosure answers and sharing choice',
        response: { 200: seekerDisclosureSchema },
      },
    },
    async (req, reply) => {
      const user = await req.requireRole('seeker', SEEKER_MESSAGES.access);
      reply.header('cache-control', 'no-store');
      return service.getDisclosure(user.id);
    },
  );

  app.put(
    '/api/seeker/record-check',
    {
      schema: {
        tags,
        summary: 'Save a spent check to the profile: the spent/unspent answer follows it',
        body: savedRecordSchema,
        response: { 200: savedRecordCheckSchema },
      },
    },
    async (req, reply) => {
      const user = await req.requireRole('seeker', SEEKER_MESSAGES.update);
      reply.header('cache-control', 'no-store');
      return service.saveRecordCheck(user.id, req.body);
    },
  );

  app.delete(
    '/api/seeker/record-check',
    { schema: { tags, summary: 'Remove the saved spent check' } },
    async (req, reply) => {
      const user = await req.requireRole('seeker', SEEKER_MESSAGES.update);
      await service.removeRecordCheck(user.id);
      return reply.status(204).send();
    },
  );

  app.put(
    '/api/seeker/disclosure/sharing',
    {
      schema: {
        tags,
        summary: 'Who may see the conviction and the health answers',
        body: updateSharingSchema,
        response: { 200: sharingSchema },
      },
    },
    async (req) => {
      const user = await req.requireRole('seeker', SEEKER_MESSAGES.update);
      return service.updateSharing(user.id, req.body);
    },
  );

  app.get(
    '/api/seeker/disclosure/access-log',
    {
      schema: {
        tags,
        summary: 'Each time an employer was shown the disclosure answers',
        response: { 200: accessLogResponseSchema },
      },
    },
    async (req) => {
      const user = await req.requireRole('seeker', SEEKER_MESSAGES.access);
      return { items: await service.getAccessLog(user.id) };
    },
  );
}
