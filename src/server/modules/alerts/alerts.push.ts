import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import webpush from 'web-push';
import type { AppConfig } from '../../config';

/**
 * Web Push for job alerts (issue 34): the server's VAPID keys, the check that a browser's push
 * address is one the server may post to, and the sending itself. web-push encrypts the payload
 * (aes128gcm) and signs the VAPID header; the request is made here, through a connection that
 * refuses private addresses, so a push address can never reach into the server's own network.
 */

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** A stored subscription, as web-push takes it. */
export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** What a push service answered: taken, gone for good (404/410: forget it), or failed. */
export type PushOutcome = { kind: 'delivered' } | { kind: 'gone' } | { kind: 'failed'; reason: string };

const VAPID_FILE = 'vapid-keys.json';
const SEND_TIMEOUT_MS = 10_000;

const decoded = (value: string) => Buffer.from(value, 'base64url');

/** A P-256 public key (65 bytes, uncompressed) and private key (32 bytes), base64url. */
function checkKeys(keys: VapidKeys, where: string): VapidKeys {
  const pub = decoded(keys.publicKey);
  const priv = decoded(keys.privateKey);
  if (pub.length !== 65 || pub[0] !== 4 || priv.length !== 32) {
    throw new Error(
      `${where}: the VAPID keys must be a P-256 key pair in base64url (npx web-push generate-vapid-keys makes one)`,
    );
  }
  return keys;
}

/**
 * The configured VAPID keys, or the pair kept in DATA_DIR (made on first start, file mode 0600).
 * Several processes starting together make one pair: the file is created whole or not at all.
 */
export function loadOrCreateVapidKeys(config: Pick<AppConfig, 'dataDir' | 'push'>): VapidKeys {
  if (config.push.vapidKeys) return checkKeys(config.push.vapidKeys, 'VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY');
  const file = path.join(config.dataDir, VAPID_FILE);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(config.dataDir, { recursive: true });
    const made = webpush.generateVAPIDKeys();
    const temp = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
    fs.writeFileSync(temp, JSON.stringify({ publicKey: made.publicKey, privateKey: made.privateKey }), {
      mode: 0o600,
    });
    try {
      fs.linkSync(temp, file);
    } catch (err) {
      // Another process made the pair first: theirs is kept.
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    } finally {
      fs.rmSync(temp, { force: true });
    }
  }
  const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as VapidKeys;
  return checkKeys({ publicKey: stored.publicKey, privateKey: stored.privateKey }, file);
}

// ---- Which addresses may be posted to ------------------------------------------------------

const privateRanges = new net.BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata services)
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  privateRanges.addSubnet(prefix, bits, 'ipv4');
}
for (const [prefix, bits] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) {
  privateRanges.addSubnet(prefix, bits, 'ipv6');
}

/** An IPv4-mapped or -compatible IPv6 address's IPv4 part ('::ffff:10.0.0.1' → '10.0.0.1'). */
function embeddedIpv4(address: string): string | null {
  const dotted = /^::(?:ffff:)?(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (dotted) return dotted[1]!;
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (!hex) return null;
  const [hi, lo] = [parseInt(hex[1]!, 16), parseInt(hex[2]!, 16)];
  return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
}

/** Whether an IP address is loopback, private, link-local or otherwise not on the public internet. */
export function isPrivateAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return privateRanges.check(address, 'ipv4');
  if (family === 6) {
    const v4 = embeddedIpv4(address);
    return v4 ? privateRanges.check(v4, 'ipv4') : privateRanges.check(address, 'ipv6');
  }
  return false;
}

const LOCAL_TEST_HOST = '127.0.0.1';

/**
 * Why the server may not post to this push address, or null when it may: https, and a host that
 * is a name (not localhost) or a public IP address. With `allowLocal` (tests), http and https to
 * 127.0.0.1 pass too. Names are checked again when connecting (`guardedLookup`).
 */
export function pushEndpointProblem(endpoint: string, allowLocal: boolean): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'not a URL';
  }
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (allowLocal && host === LOCAL_TEST_HOST && (url.protocol === 'http:' || url.protocol === 'https:')) {
    return null;
  }
  if (url.protocol !== 'https:') return 'not https';
  if (url.username || url.password) return 'has credentials';
  if (host === 'localhost' || host.endsWith('.localhost') || host === '') return 'a local host';
  if (net.isIP(host) && isPrivateAddress(host)) return 'a private address';
  return null;
}

/**
 * dns.lookup that refuses a name resolving to a private address (a public name pointed at the
 * server's network), so the check holds at connection time too.
 */
function guardedLookup(allowLocal: boolean): net.LookupFunction {
  return ((hostname: string, options: dns.LookupOptions, callback: (...args: unknown[]) => void) => {
    dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err);
      const refused = addresses.find(
        (a) => isPrivateAddress(a.address) && !(allowLocal && a.address === LOCAL_TEST_HOST),
      );
      if (refused || addresses.length === 0) {
        return callback(
          Object.assign(new Error('push address resolves to a private address'), { code: 'EPRIVATE' }),
        );
      }
      if (options.all) return callback(null, addresses);
      return callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  }) as net.LookupFunction;
}

/**
 * Sends one encrypted push: web-push makes the request (aes128gcm body, VAPID Authorization, TTL),
 * which is posted through the guarded connection. Never throws; the outcome says what happened.
 */
export function createPushSender(deps: { keys: VapidKeys; subject: string; allowLocal: boolean }) {
  const lookup = guardedLookup(deps.allowLocal);
  const vapidDetails = { subject: deps.subject, ...deps.keys };

  return async function send(target: PushTarget, payload: string, ttlSeconds: number): Promise<PushOutcome> {
    const problem = pushEndpointProblem(target.endpoint, deps.allowLocal);
    if (problem) return { kind: 'gone' };
    let details: webpush.RequestDetails;
    try {
      details = webpush.generateRequestDetails(target, payload, {
        TTL: ttlSeconds,
        contentEncoding: 'aes128gcm',
        vapidDetails,
      });
    } catch (err) {
      // Keys a browser would never make: the subscription can never be used.
      return { kind: 'failed', reason: `bad subscription: ${(err as Error).message}` };
    }
    const url = new URL(details.endpoint);
    const client = url.protocol === 'http:' ? http : https;
    return new Promise<PushOutcome>((resolve) => {
      const req = client.request(
        url,
        {
          method: 'POST',
          headers: details.headers,
          lookup,
          timeout: SEND_TIMEOUT_MS,
          agent: false,
        },
        (res) => {
          res.resume();
          const status = res.statusCode ?? 0;
          if (status >= 200 && status < 300) resolve({ kind: 'delivered' });
          else if (status === 404 || status === 410) resolve({ kind: 'gone' });
          else resolve({ kind: 'failed', reason: `push service answered ${status}` });
        },
      );
      req.on('timeout', () => req.destroy(new Error('timed out')));
      req.on('error', (err) => resolve({ kind: 'failed', reason: err.message }));
      req.end(details.body ?? undefined);
    });
  };
}

export type PushSender = ReturnType<typeof createPushSender>;
