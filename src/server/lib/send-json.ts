import type { FastifyReply } from 'fastify';

/**
 * Sends a JSON body already made (and checked against the route's response contract where it was
 * made, see matching/feeds/deck.ts): Fastify sends a string with a JSON content type as it is, skipping
 * the route's serializer. For hot routes only; everything else returns objects.
 */
export function sendJson(reply: unknown, json: string): FastifyReply {
  return (reply as FastifyReply).type('application/json; charset=utf-8').send(json);
}
