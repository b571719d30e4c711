/**
 * `npm run moderator -- grant EMAIL` (or `revoke EMAIL`, or `list`): who may use the moderation
 * desk at /moderation. With the embedded database and a server running, the server does it.
 */
import { loadConfig } from '../src/server/config';
import { runOperatorCommand } from '../src/server/lib/operator-channel';
import { operatorCommands } from '../src/server/operator-commands';

const config = loadConfig();
try {
  const args = process.argv.slice(2);
  console.log(await runOperatorCommand(config, operatorCommands(config), { command: 'moderator', args }));
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
}
