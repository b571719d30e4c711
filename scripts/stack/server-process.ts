import fs from 'node:fs';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { spawnOwned } from './owned-process';
import { answersOk, waitFor } from './wait';

export type ServerName = 'a' | 'b';

interface ServerOptions {
  name: ServerName;
  root: string;
  port: number;
  dataDir: string;
  env: NodeJS.ProcessEnv;
  /** A server that dies on its own is started again after this long, as a process manager would. */
  restartDelayMs: number;
}

/**
 * One NewLeaf server process (started as `npm start` starts it, without the build step), its log
 * in DATA_DIR/server.log and its pid in DATA_DIR/server.pid (kept current across restarts, so a
 * test in another process can find it).
 */
export function serverProcess(options: ServerOptions) {
  const { name, root, port, dataDir } = options;
  const url = `http://127.0.0.1:${port}`;
  const logFile = path.join(dataDir, 'server.log');
  const pidFile = path.join(dataDir, 'server.pid');
  let child: ChildProcess | undefined;
  let stopping = false;
  let restartTimer: ReturnType<typeof setTimeout> | undefined;

  function spawnServer() {
    const log = fs.openSync(logFile, 'a');
    const started = spawnOwned(
      process.execPath,
      ['--max-semi-space-size=64', '--heap-growing-percent=100', '--import', 'tsx', 'src/server/main.ts'],
      {
        cwd: root,
        env: { ...options.env, PORT: String(port), DATA_DIR: dataDir },
        stdio: ['ignore', log, log],
      },
    );
    fs.closeSync(log);
    fs.writeFileSync(pidFile, String(started.pid));
    started.once('exit', (code, signal) => {
      if (child === started) child = undefined;
      if (stopping) return;
      const seconds = options.restartDelayMs / 1000;
      console.log(`Server ${name} stopped (${signal ?? `exit ${code}`}); starting it again in ${seconds} s`);
      restartTimer = setTimeout(() => {
        restartTimer = undefined;
        if (stopping) return;
        spawnServer();
        waitHealthy().then(
          () => console.log(`Server ${name} is back (pid ${child?.pid})`),
          (err: Error) => stopping || console.error(`Server ${name} did not come back: ${err.message}`),
        );
      }, options.restartDelayMs);
    });
    child = started;
  }

  async function waitHealthy(path = '/api/health') {
    await waitFor(`server ${name} (${url}${path})`, async () => {
      if (!child) throw new Error('not running');
      return answersOk(`${url}${path}`);
    }).catch((err: Error) => {
      const tail = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').slice(-3000) : '';
      throw new Error(`${err.message}\n--- ${logFile} (end) ---\n${tail}`);
    });
  }

  return {
    name,
    url,
    port,
    dataDir,
    logFile,
    pidFile,
    async start() {
      spawnServer();
      await waitHealthy();
    },
    waitReady: () => waitHealthy('/api/ready'),
    /** Ends the process at once, as a crash or a lost machine would (it comes back after the delay). */
    kill() {
      child?.kill('SIGKILL');
    },
    /** Stops it for good: SIGTERM (a graceful shutdown), SIGKILL past `graceMs`. */
    async stop(graceMs: number) {
      stopping = true;
      clearTimeout(restartTimer);
      const running = child;
      if (!running) return;
      const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()));
      running.kill('SIGTERM');
      const timer = setTimeout(() => running.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

export type ServerProcess = ReturnType<typeof serverProcess>;
