import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import type { Services } from '../modules/container';

/**
 * Operator commands (`npm run backup`, `npm run moderator`, `npm run demo:remove`) read or change an
 * installation's data. The embedded database belongs to the running server process, so a command
 * hands its work to that process (a request file in DATA_DIR, then SIGUSR2) and waits for the
 * answer; with PostgreSQL, or when no server runs, the command opens the database itself.
 */

/**
 * A command's work: what it prints on success; a thrown Error's message is printed on failure.
 * `services` are the server's own when it runs there, or built for the command (see `servicesFor`).
 */
export type OperatorCommand = (database: Database, args: string[], services?: Services) => Promise<string>;
export type OperatorCommands = Record<string, OperatorCommand>;

interface Request {
  command: string;
  args: string[];
}
type Answer = { ok: true; output: string } | { ok: false; error: string };

export const pidFileOf = (config: AppConfig) => path.join(config.dataDir, 'server.pid');
const REQUEST_PREFIX = 'operator-request-';

/** The pid of the server that holds the embedded database, or null (none, or PostgreSQL). */
function runningEmbeddedServer(config: AppConfig): number | null {
  const file = pidFileOf(config);
  if (config.database.kind !== 'pglite' || !fs.existsSync(file)) return null;
  const pid = Number(fs.readFileSync(file, 'utf8'));
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null; // a stale file from a server that did not stop cleanly
  }
}

async function run(
  commands: OperatorCommands,
  database: Database,
  request: Request,
  services?: Services,
): Promise<string> {
  const command = commands[request.command];
  if (!command) throw new Error(`Unknown command: ${request.command}`);
  return command(database, request.args, services);
}

export interface RunOptions {
  timeoutMs?: number;
  /** For a command that needs the services, when no running server does it: builds them. */
  servicesFor?: (database: Database) => Promise<{ services: Services; close: () => Promise<void> }>;
}

/** Runs a command where the data lives, and returns what it printed (throws its error). */
export async function runOperatorCommand(
  config: AppConfig,
  commands: OperatorCommands,
  request: Request,
  options: RunOptions = {},
): Promise<string> {
  const { timeoutMs = 300_000, servicesFor } = options;
  const pid = runningEmbeddedServer(config);
  if (!pid) {
    const database = await openDatabase(config.database);
    try {
      if (!servicesFor) return await run(commands, database, request);
      const built = await servicesFor(database);
      try {
        return await run(commands, database, request, built.services);
      } finally {
        await built.close();
      }
    } finally {
      await database.close();
    }
  }
  const file = path.join(config.dataDir, `${REQUEST_PREFIX}${crypto.randomUUID()}.json`);
  const answerFile = `${file}.answer`;
  fs.writeFileSync(file, JSON.stringify(request), { mode: 0o600 });
  process.kill(pid, 'SIGUSR2');
  const deadline = Date.now() + timeoutMs;
  while (!fs.existsSync(answerFile)) {
    if (Date.now() > deadline) {
      fs.rmSync(file, { force: true });
      throw new Error(`The running server did not answer within ${Math.round(timeoutMs / 1000)} s.`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const answer = JSON.parse(fs.readFileSync(answerFile, 'utf8')) as Answer;
  fs.rmSync(answerFile, { force: true });
  if (!answer.ok) throw new Error(answer.error);
  return answer.output;
}

/**
 * In the server that holds the embedded database: writes its pid, and on SIGUSR2 runs every
 * waiting request, one at a time, answering each beside it. Returns a function that stops.
 */
export function serveOperatorCommands(
  config: AppConfig,
  database: Database,
  commands: OperatorCommands,
  log: FastifyBaseLogger,
  services?: Services,
): () => void {
  const pidFile = pidFileOf(config);
  fs.writeFileSync(pidFile, String(process.pid));
  let queue = Promise.resolve();
  const handle = () => {
    queue = queue.then(async () => {
      const waiting = fs
        .readdirSync(config.dataDir)
        .filter((name) => name.startsWith(REQUEST_PREFIX) && name.endsWith('.json'));
      for (const name of waiting) {
        const file = path.join(config.dataDir, name);
        let answer: Answer;
        try {
          const request = JSON.parse(fs.readFileSync(file, 'utf8')) as Request;
          fs.rmSync(file, { force: true });
          answer = { ok: true, output: await run(commands, database, request, services) };
          log.info({ command: request.command }, 'operator command done');
        } catch (err) {
          fs.rmSync(file, { force: true });
          log.error({ err }, 'operator command failed');
          answer = { ok: false, error: err instanceof Error ? err.message : String(err) };
        }
        fs.writeFileSync(`${file}.answer`, JSON.stringify(answer), { mode: 0o600 });
      }
    });
  };
  process.on('SIGUSR2', handle);
  return () => {
    process.off('SIGUSR2', handle);
    fs.rmSync(pidFile, { force: true });
  };
}
