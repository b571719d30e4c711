import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CV_MESSAGES as M,
  cvFormatParamsSchema,
  cvResponseSchema,
  cvSuggestResponseSchema,
  cvSuggestSchema,
  saveCvSchema,
} from '@shared/contracts/cv';
import { seekerUserIdParamsSchema } from '@shared/contracts/matching';
import type { Services } from '../container';

const tags = ['cv'];
const seekersOnly = async (req: FastifyRequest) => {
  await req.requireRole('seeker', M.seekersOnly);
};

function sendFile(reply: FastifyReply, file: { body: Buffer; contentType: string; fileName: string }) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .send(file.body);
}

export async function cvRoutes(fastify: FastifyInstance, { services }: { services: Services }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = services.cv;

  app.get(
    '/api/cv',
    {
      preValidation: seekersOnly,
      schema: {
        tags,
        summary: 'Your CV (or what a new one starts from)',
        response: { 200: cvResponseSchema },
      },
    },
    async (req) => service.get((await req.requireUser()).id),
  );

  app.put(
    '/api/cv',
    {
      preValidation: seekersOnly,
      schema: {
        tags,
        summary: 'Save the CV as a wizard step is left',
        body: saveCvSchema,
        response: { 200: cvResponseSchema },
      },
    },
    async (req) => service.save((await req.requireUser()).id, req.body),
  );

  app.get(
    '/api/cv/download/:format',
    {
      preValidation: seekersOnly,
      schema: {
        tags,
        summary: 'Your CV as a PDF (in its template), a DOCX or a text file',
        params: cvFormatParamsSchema,
      },
    },
    async (req, reply) =>
      sendFile(reply, await service.download((await req.requireUser()).id, req.params.format)),
  );

  app.post(
    '/api/cv/suggest',
    {
      preValidation: seekersOnly,
      schema: {
        tags,
        summary: 'Suggestions for the summary or an achievement',
        body: cvSuggestSchema,
        response: { 200: cvSuggestResponseSchema },
      },
    },
    async (req) => service.suggest((await req.requireUser()).id, req.body),
  );

  app.get(
    '/api/candidates/:seekerUserId/cv',
    {
      schema: {
        tags,
        summary: "An applicant's CV as a PDF, when they attached it to an application to one of your jobs",
        params: seekerUserIdParamsSchema,
      },
    },
    async (req, reply) => {
      const hirer = await req.requireRole('hirer', M.noAccess);
      return sendFile(reply, await service.downloadForEmployer(hirer.id, req.params.seekerUserId));
    },
  );
}
