import net from 'node:net';
import { spawnOwned } from './owned-process';
import { waitFor } from './wait';

const HOST = '127.0.0.1';
const PORT = 6379;

function pings(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: HOST, port: PORT });
    socket.setTimeout(1000, () => socket.destroy());
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => {
      resolve(data.toString().startsWith('+PONG'));
      socket.end();
    });
    socket.on('error', () => resolve(false));
    socket.on('close', () => resolve(false));
  });
}

/**
 * Redis at 127.0.0.1:6379: the one already running, else one started here (as .ci/run starts it,
 * but in the foreground, so the stack stops it with everything else).
 */
export async function ensureRedis(dir: string) {
  if (await pings()) return { url: `redis://${HOST}:${PORT}`, stop: async () => undefined };
  const child = spawnOwned(
    'redis-server',
    ['--bind', HOST, '--port', String(PORT), '--save', '', '--appendonly', 'no', '--dir', dir],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.once('error', (err) => console.error(`redis-server could not start: ${err.message}`));
  await waitFor('Redis', pings, 10_000);
  return {
    url: `redis://${HOST}:${PORT}`,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
