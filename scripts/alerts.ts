/**
 * `npm run alerts -- send-digests [--as-of TIME]`: sends the job-alert e-mail digests due by TIME
 * (default now) at once (src/server/modules/alerts/alerts.command.ts). With the embedded database
 * and a server running, the server does it; otherwise this process builds the services to do it.
 */
import { loadConfig } from '../src/server/config';
import { runOperatorCommand } from '../src/server/lib/operator-channel';
import { operatorCommands } from '../src/server/operator-commands';
import { buildApp } from '../src/server/app';

const config = loadConfig();
try {
  const output = await runOperatorCommand(
    config,
    operatorCommands(config),
    { command: 'alerts', args: process.argv.slice(2) },
    {
      servicesFor: async (database) => {
        const app = await buildApp({ config, database, logger: false });
        return { services: app.services, close: () => app.close() };
      },
    },
  );
  console.log(output);
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
}
