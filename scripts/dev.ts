/**
 * `npm run dev`: the API server on :3000 (restarted on change) and Vite's dev server on :5173,
 * which proxies /api to it. Open http://localhost:5173. The server's JSON log lines are shown
 * readable here (pino-pretty); `npm start` keeps them JSON, one a line, for log collectors.
 */
import { spawn } from 'node:child_process';
import pinoPretty from 'pino-pretty';

const server = spawn(process.execPath, ['--import', 'tsx', '--watch', 'src/server/main.ts'], {
  stdio: ['inherit', 'pipe', 'inherit'],
  env: { TRUSTED_ORIGINS: 'http://localhost:5173', ...process.env },
});
// Lines that are not JSON (tsx's own notices) pass through as they are.
server.stdout.pipe(pinoPretty({ translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' }));

const children = [server, spawn('npx', ['vite'], { stdio: 'inherit' })];

function stop() {
  for (const child of children) child.kill('SIGTERM');
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => (stop(), (process.exitCode ||= code ?? 0)));
