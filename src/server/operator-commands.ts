import type { AppConfig } from './config';
import type { OperatorCommands } from './lib/operator-channel';
import { writeBackup } from './lib/backup';
import { moderatorCommand } from './modules/moderation/moderator-role';
import { demoRemoveCommand } from './demo/remove';
import { alertsCommand } from './modules/alerts/alerts.command';

/** The operator's commands by name (see lib/operator-channel.ts for where they run). */
export function operatorCommands(config: AppConfig): OperatorCommands {
  return {
    backup: async (database, [outDir]) => {
      if (!outDir) throw new Error('No folder given');
      await writeBackup(config, database, outDir);
      return `Backup written to ${outDir}`;
    },
    moderator: moderatorCommand,
    'demo:remove': demoRemoveCommand(config),
    alerts: alertsCommand,
    // Opening the database applied any pending migration (a running server's, at its start).
    'db:migrate': async (database) => `Migrations applied (${database.kind} database).`,
  };
}
