import fs from 'node:fs';
import { inject } from 'vitest';
import { AwsClient } from 'aws4fetch';
import type { APIResponse, Browser, BrowserContext, Response } from 'playwright-core';
import { PHONE } from '../../e2e/support/browser';
import { PIN_HEADER, SERVED_BY_HEADER } from '../../scripts/stack/headers';
import type { ServerName } from '../../scripts/stack/start-stack';
import { waitFor } from '../../scripts/stack/wait';

export type { ServerName };
export const stack = () => inject('stack');

/**
 * A phone-sized browser context on the stack's https address (its certificate is self-signed),
 * pinned to one server when `server` is given. Like e2e/support/browser.ts `newPhone`, it
 * collects Content-Security-Policy violations for `expectAccessible`.
 */
export async function newStackPhone(
  browser: Browser,
  opts: { server?: ServerName; storageState?: Awaited<ReturnType<BrowserContext['storageState']>> } = {},
) {
  const context = await browser.newContext({
    baseURL: stack().url,
    ignoreHTTPSErrors: true,
    serviceWorkers: 'block',
    viewport: PHONE,
    locale: 'en-GB',
    ...(opts.server ? { extraHTTPHeaders: { [PIN_HEADER]: opts.server } } : {}),
    ...(opts.storageState ? { storageState: opts.storageState } : {}),
  });
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => {
      // axe-core, injected by the accessibility check, evaluates code of its own: not ours.
      if (e.blockedURI === 'eval' && !e.sourceFile.startsWith(location.origin)) return;
      seen.push(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile || 'page'})`);
    });
  });
  return context;
}

/** Which server answered, as nginx says ('a', 'b', or '' when none did). */
export const servedBy = (response: Response | APIResponse | null) =>
  response?.headers()[SERVED_BY_HEADER.toLowerCase()] ?? '';

/** Ends a server at once (SIGKILL), as a crash would; the stack starts it again after its delay. */
export function killServer(name: ServerName) {
  process.kill(Number(fs.readFileSync(stack().servers[name].pidFile, 'utf8')), 'SIGKILL');
}

/** Waits until both servers answer their health check (one may be coming back from a kill). */
export async function waitForBothServers() {
  for (const name of ['a', 'b'] as const) {
    await waitFor(`server ${name}`, async () => (await fetch(`${stack().servers[name].url}/api/ready`)).ok);
  }
}

/** The live-update WebSockets open on one server, read from its Prometheus metrics. */
export async function liveConnections(name: ServerName): Promise<number> {
  const res = await fetch(`${stack().servers[name].url}/metrics`, {
    headers: { authorization: `Bearer ${stack().metricsToken}` },
  });
  if (!res.ok) throw new Error(`metrics of server ${name}: ${res.status}`);
  const line = /^newleaf_websocket_connections (\d+)/m.exec(await res.text());
  if (!line) throw new Error(`server ${name} reports no newleaf_websocket_connections`);
  return Number(line[1]);
}

function bucketClient() {
  const { accessKeyId, secretAccessKey, region } = stack().s3;
  return new AwsClient({ accessKeyId, secretAccessKey, region, service: 's3', retries: 0 });
}

/** Every key in the stack's bucket, read from s3rver itself. */
export async function bucketKeys(): Promise<string[]> {
  const { endpoint, bucket } = stack().s3;
  const res = await bucketClient().fetch(`${endpoint}/${bucket}?list-type=2`);
  if (!res.ok) throw new Error(`listing the bucket: ${res.status}`);
  return [...(await res.text()).matchAll(/<Key>([^<]*)<\/Key>/g)].map((m) => m[1] ?? '');
}

/** An object's bytes, read from s3rver itself. */
export async function bucketObject(key: string): Promise<Buffer> {
  const { endpoint, bucket } = stack().s3;
  const res = await bucketClient().fetch(`${endpoint}/${bucket}/${key}`);
  if (!res.ok) throw new Error(`reading ${key} from the bucket: ${res.status}`);
  return Buffer.from(await res.arrayBuffer());
}
