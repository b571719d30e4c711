/**
 * `npm run backup [FOLDER]`: a consistent copy of NewLeaf's data (database, uploaded images, auth
 * secret) in a new folder (default ./backups/newleaf-<time>). With the embedded database and a
 * server running, the server writes it (it owns the files); otherwise this process does, with
 * pg_dump when DATABASE_URL is set.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../src/server/config';
import { backupRequestFileOf, pidFileOf, writeBackup } from '../src/server/lib/backup';

const config = loadConfig();
const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);
const outDir = path.resolve(process.argv[2] ?? path.join('backups', `newleaf-${stamp}`));

function runningServer(): number | null {
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

const pid = runningServer();
if (pid) {
  const requestFile = backupRequestFileOf(config);
  fs.rmSync(`${requestFile}.error`, { force: true });
  fs.writeFileSync(requestFile, JSON.stringify({ outDir }));
  process.kill(pid, 'SIGUSR2');
  const deadline = Date.now() + 300_000;
  while (!fs.existsSync(path.join(outDir, 'manifest.json'))) {
    if (fs.existsSync(`${requestFile}.error`)) {
      console.error(`Backup failed: ${fs.readFileSync(`${requestFile}.error`, 'utf8')}`);
      process.exit(1);
    }
    if (Date.now() > deadline) {
      console.error('The server did not write the backup within 5 minutes.');
      process.exit(1);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
} else {
  await writeBackup(config, null, outDir);
}
console.log(`Backup written to ${outDir}`);
