import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { spentCheckRequestSchema, spentCheckResponseSchema } from '@shared/contracts/spent-check';
import { checkRecord, toRecordResult } from '@shared/rules/spent-check';
import { todayInUk } from '@shared/rules/calendar-date';

/**
 * Public tools. The spent checker is open to anyone, stores nothing, and its body is never
 * logged (the request log has the method and path only).
 */
export async function toolsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/tools/spent-check',
    {
      schema: {
        tags: ['tools'],
        summary: 'When is a caution or conviction spent, and what do DBS checks show (England and Wales)',
        body: spentCheckRequestSchema,
        response: { 200: spentCheckResponseSchema },
      },
    },
    async (req, reply) => {
      const { asOf, ...record } = req.body;
      const result = checkRecord(record, asOf ?? todayInUk());
      reply.header('cache-control', 'no-store');
      return {
        cautions: result.cautions.map(toRecordResult),
        convictions: result.convictions.map(toRecordResult),
      };
    },
  );
}
