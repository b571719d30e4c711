import https from 'node:https';

/** Polls `check` every 200 ms until it answers true, or fails after `timeoutMs` saying what it waited for. */
export async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what}: not ready after ${timeoutMs / 1000} s`);
}

/** Whether a GET of an http(s) address answers 2xx; the stack's own certificate is self-signed. */
export function answersOk(url: string): Promise<boolean> {
  if (url.startsWith('http://')) return fetch(url).then((res) => res.ok);
  return new Promise((resolve) => {
    const req = https.get(url, { rejectUnauthorized: false, timeout: 2000 }, (res) => {
      res.resume();
      resolve((res.statusCode ?? 500) < 300);
    });
    req.on('error', () => resolve(false));
    req.on('timeout', () => req.destroy());
  });
}
