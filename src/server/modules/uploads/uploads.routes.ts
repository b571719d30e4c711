import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Services } from '../container';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { UPLOAD_KINDS, type UploadKind } from './uploads.service';

const ROLE_FOR_KIND: Record<UploadKind, { role: 'seeker' | 'hirer'; message: string }> = {
  'profile-photo': { role: 'seeker', message: 'Only job seekers can upload a profile photo' },
  'company-logo': { role: 'hirer', message: 'Only hirers can upload a company logo' },
};

export async function uploadsRoutes(fastify: FastifyInstance, { services }: { services: Services }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = services.uploads;

  app.post(
    '/api/uploads/image',
    {
      schema: {
        tags: ['uploads'],
        summary: 'Upload an image (multipart: field `kind`, then file field `file`, at most 3 MB)',
        consumes: ['multipart/form-data'],
        response: { 201: z.object({ url: z.string(), bytes: z.number() }) },
      },
    },
    async (req, reply) => {
      const user = await req.requireUser();
      if (!req.isMultipart())
        throw new AppError('VALIDATION_FAILED', 'Send the image as multipart/form-data');
      const file = await req.file();
      if (!file) throw new AppError('VALIDATION_FAILED', 'Please select an image file');
      const kindField = file.fields.kind;
      const kindValue =
        kindField && !Array.isArray(kindField) && 'value' in kindField ? kindField.value : undefined;
      const kind = z.enum(UPLOAD_KINDS).safeParse(kindValue);
      if (!kind.success) {
        file.file.resume();
        throw new AppError(
          'VALIDATION_FAILED',
          `kind must be one of: ${UPLOAD_KINDS.join(', ')} (sent before the file)`,
        );
      }
      const rule = ROLE_FOR_KIND[kind.data];
      if (user.role !== rule.role) {
        file.file.resume();
        throw new AppError('FORBIDDEN_ROLE', rule.message);
      }
      const data = await file.toBuffer(); // throws 413 past the 3 MB limit
      const stored = await service.storeImage({ ownerUserId: user.id, kind: kind.data, data });
      return reply.status(201).send({ url: stored.url, bytes: stored.bytes });
    },
  );

  app.get(
    '/uploads/:key',
    { schema: { hide: true, params: z.object({ key: z.string().max(80) }) } },
    async (req, reply) => {
      const found = await service.read(req.params.key);
      if (!found) throw new AppError('NOT_FOUND', 'Image not found');
      if (found.redirect) return reply.redirect(found.redirect, 302);
      if (!found.data) throw new AppError('NOT_FOUND', 'Image not found');
      // The name is a hash of the content: it never changes, so it may be cached for a year.
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(found.data);
    },
  );
}
