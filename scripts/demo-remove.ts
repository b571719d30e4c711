/**
 * `npm run demo:remove`: takes the invented sample world (the demo data) out of this installation
 * (DATA_DIR's embedded database, or DATABASE_URL), with everything real users did with it, and
 * prints what it removed. Real users' own data stays. Safe while NewLeaf runs: with the embedded
 * database the running server does it; with PostgreSQL, one transaction that running servers see
 * all at once (src/server/demo/remove.ts).
 */
import { loadConfig } from '../src/server/config';
import { runOperatorCommand } from '../src/server/lib/operator-channel';
import { operatorCommands } from '../src/server/operator-commands';

const config = loadConfig();
try {
  console.log(
    await runOperatorCommand(config, operatorCommands(config), { command: 'demo:remove', args: [] }),
  );
} catch (err) {
  console.error(`Removing the sample data failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
