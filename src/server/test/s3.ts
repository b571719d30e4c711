import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import S3rver from 's3rver';
import { AwsClient } from 'aws4fetch';
import type { AppConfig } from '../config';
import { checkSigV4 } from './sigv4-check';

const TEST_BUCKET = 'newleaf-test';

/**
 * A real S3-compatible server on a free local port, with one empty bucket in a temporary folder:
 * s3rver, behind a front that checks each request's SigV4 signature as S3 does (s3rver 3 only
 * checks that the access key exists). `close` stops both and removes the folder.
 */
export async function startS3Server() {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'newleaf-s3-'));
  const s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: TEST_BUCKET, configs: [] }],
  });
  const backend = await s3rver.run();
  // The one credential pair s3rver accepts.
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', region: 'us-east-1' };

  const front = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const request = { method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers, body };
      const refusal = checkSigV4(request, credentials);
      if (refusal) {
        res.writeHead(refusal.status, { 'content-type': 'application/xml' });
        res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${refusal.code}</Code></Error>`);
        return;
      }
      const forwarded = http.request(
        {
          host: backend.address,
          port: backend.port,
          method: request.method,
          path: request.url,
          headers: req.headers,
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      forwarded.on('error', (err) => res.destroy(err));
      forwarded.end(body);
    });
  });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;

  const storage = {
    kind: 's3',
    endpoint,
    bucket: TEST_BUCKET,
    ...credentials,
    publicUrl: undefined,
  } satisfies AppConfig['storage'];

  /** A client of its own, so the tests look into the bucket without the code they test. */
  const client = new AwsClient({ ...credentials, service: 's3', retries: 0 });

  return {
    storage,
    /** Every key in the bucket (up to 1,000: plenty for a test). */
    async keys(): Promise<string[]> {
      const res = await client.fetch(`${endpoint}/${TEST_BUCKET}?list-type=2`);
      if (!res.ok) throw new Error(`listing the test bucket failed: ${res.status}`);
      const xml = await res.text();
      return [...xml.matchAll(/<Key>([^<]*)<\/Key>/g)].map((m) => decodeXml(m[1] ?? '')).sort();
    },
    /** An object as S3 answers it (status, headers, bytes), by its key already URL-encoded. */
    async getRaw(encodedKey: string) {
      const res = await client.fetch(`${endpoint}/${TEST_BUCKET}/${encodedKey}`);
      return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
    },
    async close() {
      front.closeAllConnections();
      await new Promise<void>((resolve, reject) => front.close((err) => (err ? reject(err) : resolve())));
      await s3rver.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

export type TestS3Server = Awaited<ReturnType<typeof startS3Server>>;

/** XML text as written by s3rver (named, decimal and hex character references). */
function decodeXml(text: string) {
  return text
    .replace(
      /&(lt|gt|quot|apos);/g,
      (_m, name: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'" })[name] ?? '',
    )
    .replace(/&#x([0-9a-f]+);/gi, (_m, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_m, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&amp;/g, '&');
}
