import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

function newestMtime(file: string): number {
  const stat = fs.statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(file).map((name) => newestMtime(path.join(file, name))));
}

/** Runs `npm run build` when `dist/web` is missing or older than what it is built from (as `npm start` does). */
export function buildWebIfStale(root: string) {
  const builtIndex = path.join(root, 'dist/web/index.html');
  const scripts = path.join(root, 'scripts');
  const sources = [
    'src/web',
    'src/shared',
    'vite.config.ts',
    'package.json',
    // The build's own plugins; the rest of scripts/ (this stack among them) is not built.
    ...fs
      .readdirSync(scripts)
      .filter((name) => name.startsWith('vite-'))
      .map((name) => `scripts/${name}`),
  ];
  const newestSource = Math.max(...sources.map((p) => newestMtime(path.join(root, p))));
  const builtAt = fs.existsSync(builtIndex) ? fs.statSync(builtIndex).mtimeMs : 0;
  if (builtAt >= newestSource) return false;
  console.log(builtAt ? 'Web sources changed: rebuilding dist/web…' : 'Building the web app…');
  // Vitest's NODE_ENV=test would build React's development bundle; the stack serves production.
  const result = spawnSync('npm', ['run', 'build', '--', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('the web build failed');
  return true;
}
