/**
 * `npm run stack`: the shape of a real deployment on this machine — nginx (TLS) in front of two
 * NewLeaf server processes sharing a fresh PostgreSQL database, Redis, an S3 bucket (s3rver) and
 * an SMTP sink — until Ctrl-C, which stops it all and drops the database. See scripts/stack/.
 */
import fs from 'node:fs';
import { PIN_HEADER } from './stack/headers';
import { startStack } from './stack/start-stack';

let stopping = false;
/** Set once the stack is up. */
const running: { stop?: () => Promise<void> } = {};
const starting = new AbortController();
const shutdown = (reason: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`\n${reason}: stopping the stack…`);
  // Still starting: startStack stops what it started and rejects (below).
  if (!running.stop) return starting.abort();
  running.stop().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
};
// Handled from the start, so a Ctrl-C while starting still stops what has started.
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
// npm does not pass a SIGTERM on to this process: when npm goes, the stack goes too.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) shutdown('parent gone');
}, 1000).unref();

console.log('Starting the stack…');
const stack = await startStack({ signal: starting.signal }).catch((err: unknown) => {
  if (!stopping) console.error(err instanceof Error ? err.message : err);
  process.exit(stopping ? 0 : 1);
});
running.stop = stack.stop;
const pidOf = (pidFile: string) => fs.readFileSync(pidFile, 'utf8').trim();
console.log(`
NewLeaf is running at ${stack.url} (self-signed certificate), started in ${(stack.startedInMs / 1000).toFixed(1)} s.

  server a  ${stack.servers.a.url}  pid ${pidOf(stack.servers.a.pidFile)}  log ${stack.servers.a.logFile}
  server b  ${stack.servers.b.url}  pid ${pidOf(stack.servers.b.pidFile)}  log ${stack.servers.b.logFile}
  database  ${stack.databaseUrl}
  bucket    ${stack.s3.endpoint}/${stack.s3.bucket}
  e-mail    ${stack.mailDir}/outbox
  nginx     ${stack.accessLog}

Requests go to either server; the header ${PIN_HEADER}: a|b sends one to that server. A server
that is killed (kill -9 <pid>) is started again after 10 s; nginx sends its requests to the other
one meanwhile. Ctrl-C stops everything.`);
