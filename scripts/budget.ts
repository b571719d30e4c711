/**
 * Bundle budget: builds the web app, serves it, opens /splash in Chromium as a first-time
 * visitor, and adds up the compressed bytes of every script it downloads. Fails over budget.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { chromium } from 'playwright-core';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { buildApp } from '../src/server/app';

const BUDGETS_KB: Record<string, number> = { '/splash': 100 };

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'newleaf-budget-'));
const webDir = path.join(dir, 'web');
const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'error', '--outDir', webDir], {
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(1);

const config = loadConfig({
  NODE_ENV: 'production',
  DATA_DIR: dir,
  LOG_LEVEL: 'silent',
  DEMO_DATA: 'off',
  PORT: '0',
});
const database = await openDatabase({ kind: 'memory' });
const app = await buildApp({ config, database, webDir, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as { port: number };

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
let failed = false;
try {
  for (const [route, budgetKb] of Object.entries(BUDGETS_KB)) {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    const scripts: { url: string; bytes: number; encoding: string }[] = [];
    page.on('requestfinished', async (request) => {
      if (request.resourceType() !== 'script') return;
      const response = await request.response();
      const sizes = await request.sizes();
      scripts.push({
        url: new URL(request.url()).pathname,
        bytes: sizes.responseBodySize,
        encoding: (await response?.allHeaders())?.['content-encoding'] ?? 'identity',
      });
    });
    await page.goto(`http://127.0.0.1:${port}${route}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const totalKb = scripts.reduce((sum, s) => sum + s.bytes, 0) / 1024;
    for (const s of scripts) console.log(`  ${s.url}  ${(s.bytes / 1024).toFixed(1)} KB (${s.encoding})`);
    const verdict = totalKb <= budgetKb ? 'within' : 'OVER';
    console.log(
      `JavaScript for a first visit of ${route}: ${totalKb.toFixed(1)} KB compressed (${verdict} budget of ${budgetKb} KB)`,
    );
    if (totalKb > budgetKb) failed = true;
    await context.close();
  }
} finally {
  await browser.close();
  await app.close();
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
