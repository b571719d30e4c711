/**
 * `npm run db:migrate`: applies pending migrations to this installation's database (DATA_DIR's
 * embedded one, or DATABASE_URL) and exits — before a rollout, so that no server of the new version
 * starts against an old schema. Opening the database migrates it (src/server/db/client.ts, one
 * process at a time); a running server holding the embedded database did so when it started.
 */
import { loadConfig } from '../src/server/config';
import { runOperatorCommand } from '../src/server/lib/operator-channel';
import { operatorCommands } from '../src/server/operator-commands';

const config = loadConfig();
try {
  console.log(
    await runOperatorCommand(config, operatorCommands(config), { command: 'db:migrate', args: [] }),
  );
} catch (err) {
  console.error(`Migrating failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
