import crypto from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/** Why S3 would refuse a request's signature, as S3's own error code, or null when it is good. */
type SigV4Refusal = { status: 400 | 403; code: string } | null;

const sha256 = (data: string | Buffer) => crypto.createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => crypto.createHmac('sha256', key).update(data).digest();
const rfc3986 = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const header = (headers: IncomingHttpHeaders, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value.join(',') : value;
};

/**
 * Checks an S3 request's AWS Signature Version 4 (Authorization header) the way S3 does: the
 * canonical request rebuilt from what arrived (each path segment decoded then RFC 3986 encoded,
 * never normalised), the signed headers, and the payload hash, which must match the body unless
 * it is UNSIGNED-PAYLOAD. s3rver 3 skips all of this for V4, so the test server runs it in front.
 */
export function checkSigV4(
  req: { method: string; url: string; headers: IncomingHttpHeaders; body: Buffer },
  credentials: { accessKeyId: string; secretAccessKey: string; region: string },
): SigV4Refusal {
  const refused = { status: 403, code: 'SignatureDoesNotMatch' } as const;
  const auth =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      header(req.headers, 'authorization') ?? '',
    );
  if (!auth) return { status: 403, code: 'AccessDenied' };
  const [, accessKeyId, day = '', region, signedHeaderList = '', signature] = auth;
  if (accessKeyId !== credentials.accessKeyId) return { status: 403, code: 'InvalidAccessKeyId' };
  const amzDate = header(req.headers, 'x-amz-date') ?? '';
  const payloadHash = header(req.headers, 'x-amz-content-sha256') ?? '';
  const signedHeaders = signedHeaderList.split(';');
  if (region !== credentials.region || !amzDate.startsWith(day)) return refused;
  if (!['host', 'x-amz-date', 'x-amz-content-sha256'].every((h) => signedHeaders.includes(h))) return refused;
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(req.body)) {
    return { status: 400, code: 'XAmzContentSHA256Mismatch' };
  }

  const [rawPath = '', rawQuery = ''] = req.url.split('?', 2);
  const canonicalPath = rawPath
    .split('/')
    .map((segment) => rfc3986(decodeURIComponent(segment)))
    .join('/');
  const canonicalQuery = rawQuery
    .split('&')
    .filter(Boolean)
    .map((pair) => pair.split('=', 2).map((part) => rfc3986(decodeURIComponent(part ?? ''))))
    .sort(([k1 = '', v1 = ''], [k2 = '', v2 = '']) => (k1 === k2 ? (v1 < v2 ? -1 : 1) : k1 < k2 ? -1 : 1))
    .map(([k, v = '']) => `${k}=${v}`)
    .join('&');
  const canonicalHeaders = signedHeaders
    .map((name) => `${name}:${(header(req.headers, name) ?? '').trim().replace(/\s+/g, ' ')}\n`)
    .join('');
  const canonicalRequest = [
    req.method,
    canonicalPath,
    canonicalQuery,
    canonicalHeaders,
    signedHeaderList,
    payloadHash,
  ].join('\n');
  const scope = `${day}/${credentials.region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), credentials.region), 's3'),
    'aws4_request',
  );
  const expected = crypto.createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  return expected === signature ? null : refused;
}
