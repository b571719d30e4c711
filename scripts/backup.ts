/**
 * `npm run backup [FOLDER]`: a consistent copy of NewLeaf's data (database, uploaded images, auth
 * secret) in a new folder (default ./backups/newleaf-<time>). With the embedded database and a
 * server running, the server writes it (it owns the files); otherwise this process does, with
 * pg_dump when DATABASE_URL is set.
 */
import path from 'node:path';
import { loadConfig } from '../src/server/config';
import { runOperatorCommand } from '../src/server/lib/operator-channel';
import { operatorCommands } from '../src/server/operator-commands';

const config = loadConfig();
const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);
const outDir = path.resolve(process.argv[2] ?? path.join('backups', `newleaf-${stamp}`));
try {
  console.log(
    await runOperatorCommand(config, operatorCommands(config), { command: 'backup', args: [outDir] }),
  );
} catch (err) {
  console.error(`Backup failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
