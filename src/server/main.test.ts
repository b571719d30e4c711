import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The server processes started by `pid` (its other children, such as esbuild's, left out). */
const children = (pid: number) => {
  try {
    return execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .filter((line) => line.includes('src/server/main.ts'))
      .map((line) => line.trim().split(/\s+/)[0]!);
  } catch {
    return []; // ps exits 1 when there are none
  }
};

async function until<T>(what: string, check: () => Promise<T | undefined> | T | undefined, ms = 40_000) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const healthy = async (port: number) => {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    return res.ok ? ((await res.json()) as { database: string }) : undefined;
  } catch {
    return undefined;
  }
};

let server: ChildProcess | undefined;
afterEach(() => {
  server?.kill('SIGKILL');
  server = undefined;
});

async function start(env: Record<string, string>) {
  const port = await freePort();
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'newleaf-main-')),
      LOG_LEVEL: 'silent',
      DEMO_DATA: 'off',
      WEB_CONCURRENCY: '2',
      ...env,
    },
    stdio: 'ignore',
  });
  const health = await until('the server', () => healthy(port));
  return { port, pid: server.pid!, health };
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

describe('npm start', () => {
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'runs WEB_CONCURRENCY server processes on PostgreSQL, replaces one that dies, and stops on SIGTERM',
    async () => {
      const { port, pid, health } = await start({ DATABASE_URL: process.env.TEST_DATABASE_URL! });
      expect(health.database).toBe('postgres');
      const first = await until('two server processes', () => {
        const found = children(pid);
        return found.length === 2 ? found : undefined;
      });
      process.kill(Number(first[0]), 'SIGKILL');
      await until('a replacement', () => {
        const found = children(pid);
        return found.length === 2 && !found.includes(first[0]!) ? found : undefined;
      });
      expect(await until('the server again', () => healthy(port))).toBeTruthy();
      const code = exited(server!);
      process.kill(pid, 'SIGTERM');
      expect(await code).toBe(0);
      expect(children(pid)).toEqual([]);
    },
    90_000,
  );

  it('keeps one process on the embedded database, whatever WEB_CONCURRENCY says', async () => {
    const { pid, health } = await start({});
    expect(health.database).toBe('pglite');
    expect(children(pid)).toEqual([]);
  }, 90_000);
});
