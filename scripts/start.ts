/**
 * `npm start`: builds the web app when the build is missing or older than its sources, then
 * starts the server (which applies migrations and logs its URL).
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const builtIndex = path.join(root, 'dist/web/index.html');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const t = entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs;
    if (t > newest) newest = t;
  }
  return newest;
}

const sources = ['src/web', 'src/shared', 'vite.config.ts', 'scripts', 'package.json'].map((p) =>
  path.join(root, p),
);
const newestSource = Math.max(
  ...sources.map((p) => (fs.statSync(p).isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs)),
);
const builtAt = fs.existsSync(builtIndex) ? fs.statSync(builtIndex).mtimeMs : 0;

if (builtAt < newestSource) {
  console.log(builtAt ? 'Web sources changed: rebuilding…' : 'Building the web app…');
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.env.NODE_ENV ??= 'production';
const { main } = await import('../src/server/main');
await main();
