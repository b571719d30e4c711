import https from 'node:https';
import { stack } from './stack';

/**
 * A POST to the stack from a chosen local address (any of 127.0.0.0/8 is this machine), as a
 * client elsewhere on the network would reach nginx: nginx sees that address and puts it in
 * X-Forwarded-For. Gives the status and the JSON body.
 */
export function postFrom(
  localAddress: string,
  path: string,
  data: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: { error?: { code: string; message: string } } }> {
  const { port } = new URL(stack().url);
  const body = JSON.stringify(data);
  return new Promise((resolve, reject) => {
    const req = https.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        localAddress,
        servername: 'localhost',
        // The stack's certificate is self-signed.
        rejectUnauthorized: false,
        headers: {
          host: `localhost:${port}`,
          origin: stack().url,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, body: text ? (JSON.parse(text) as object) : {} });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
