import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { OAuth2Server } from 'oauth2-mock-server';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become healthy in time');
}

/**
 * Starts a local OpenID Connect provider (standing in for Google and LinkedIn) and one NewLeaf
 * server on a fresh embedded database, for all browser journeys.
 */
export default async function setup(project: TestProject) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'newleaf-e2e-'));
  // Build into a folder of this run's own, so parallel runs never serve each other's half-built files.
  const webDir = path.join(dataDir, 'web');
  // Vitest sets NODE_ENV=test, which would make Vite build React's development bundle: the
  // journeys test the production build, as served by `npm start`.
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'error', '--outDir', webDir], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) throw new Error('web build failed');
  const oidc = new OAuth2Server();
  await oidc.issuer.keys.generate('RS256');
  const oidcPort = await freePort();
  oidc.issuer.url = `http://127.0.0.1:${oidcPort}`;
  let socialUsers = 0;
  oidc.service.on('beforeTokenSigning', (token) => {
    socialUsers += 1;
    token.payload.sub = `social-${socialUsers}`;
    token.payload.email = `social${socialUsers}-${Date.now()}@example.org`;
    token.payload.email_verified = true;
    token.payload.name = `Social User ${socialUsers}`;
  });
  oidc.service.on('beforeUserinfo', (res) => {
    res.body = {
      ...res.body,
      sub: `social-${socialUsers}`,
      email: `social${socialUsers}@example.org`,
      email_verified: true,
    };
  });
  await oidc.start(oidcPort, '127.0.0.1');

  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const discovery = `http://127.0.0.1:${oidcPort}/.well-known/openid-configuration`;
  const logFile = path.join(dataDir, 'server.log');
  const log = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      WEB_DIR: webDir,
      DATABASE_URL: '',
      DEMO_DATA: 'off',
      LOG_LEVEL: 'info',
      // Reports of conversations are e-mailed here (to the outbox).
      MODERATION_EMAIL: 'moderation@newleaf.test',
      GOOGLE_CLIENT_ID: 'newleaf-e2e',
      GOOGLE_CLIENT_SECRET: 'e2e-secret',
      GOOGLE_DISCOVERY_URL: discovery,
      // LinkedIn stays unconfigured, so the journeys see the "not set up" state too.
      LINKEDIN_CLIENT_ID: '',
      LINKEDIN_CLIENT_SECRET: '',
      SIGN_IN_MAX_FAILURES_PER_ACCOUNT: '5',
      // Every journey signs up fresh accounts from 127.0.0.1, far faster than any real visitor.
      SIGN_UPS_PER_IP_PER_MINUTE: '1000',
      // The job-alerts journey's push service is a local server of its own (plain http on 127.0.0.1).
      PUSH_ALLOW_LOCAL_ENDPOINTS: 'true',
    },
    stdio: ['ignore', log, log],
    detached: true,
  });
  try {
    await waitForHealth(baseUrl, child);
  } catch (err) {
    console.error(fs.readFileSync(logFile, 'utf8').slice(-4000));
    throw err;
  }
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);

  return async () => {
    if (child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    await oidc.stop();
  };
}
