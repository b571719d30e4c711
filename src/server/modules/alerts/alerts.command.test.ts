import { describe, expect, it } from 'vitest';
import { getTestApp } from '../../test/app';
import { alertsCommand } from './alerts.command';

const HOUR = 3_600_000;

describe('npm run alerts', () => {
  it('refuses what it cannot do, with its usage', async () => {
    const { app } = await getTestApp();
    const run = (args: string[]) => alertsCommand(app.database, args, app.services);
    await expect(run([])).rejects.toThrow(/Usage: npm run alerts -- send-digests/);
    await expect(run(['send-digests', '--at', 'x'])).rejects.toThrow(/Usage/);
    await expect(run(['send-digests', '--as-of', 'tomorrow'])).rejects.toThrow(/Not a time: tomorrow/);
    const past = new Date(Date.now() - 2 * HOUR).toISOString();
    await expect(run(['send-digests', '--as-of', past])).rejects.toThrow(/cannot be in the past/);
    const far = new Date(Date.now() + 8 * 24 * HOUR).toISOString();
    await expect(run(['send-digests', '--as-of', far])).rejects.toThrow(/at most 7 days ahead/);
    await expect(alertsCommand(app.database, ['send-digests'])).rejects.toThrow(/services/);
  });

  it('sends the digests due by the time given, and says how many', async () => {
    const { app } = await getTestApp();
    const soon = new Date(Date.now() + HOUR).toISOString();
    const output = await alertsCommand(app.database, ['send-digests', '--as-of', soon], app.services);
    expect(output).toMatch(new RegExp(`^\\d+ digests? due by ${soon.replace(/[.]/g, '\\.')}; \\d+ sent`));
  });
});
