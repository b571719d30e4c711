import type { FastifyInstance } from 'fastify';

/**
 * Stops one server process: `app.close()` stops accepting connections and answers 503 to new
 * requests on open ones, lets requests in flight finish, tells live connections to reconnect
 * elsewhere (close code 1012, app.ts) and stops the queues and the bus (its onClose hooks); then
 * the database closes. 'timed out' when that took longer than `timeoutMs`: the caller exits anyway.
 */
export async function shutDown(
  app: FastifyInstance,
  opts: { closeDatabase: () => Promise<void>; timeoutMs: number },
): Promise<'closed' | 'timed out'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'timed out'>((resolve) => {
    timer = setTimeout(() => resolve('timed out'), opts.timeoutMs);
  });
  const closed = (async () => {
    await app.close();
    await opts.closeDatabase();
    return 'closed' as const;
  })();
  try {
    return await Promise.race([closed, late]);
  } finally {
    clearTimeout(timer);
  }
}
