import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeMode =
  | { kind: 'stream'; chunks: string[]; delayMs?: number; usage?: number }
  | { kind: 'fail'; status: number }
  | { kind: 'fail-midway'; chunks: string[] }
  | { kind: 'hang' };

export interface FakeRequest {
  authorization: string | undefined;
  body: { model: string; stream: boolean; messages: { role: string; content: string }[] };
}

/**
 * A local OpenAI-compatible chat-completions server for tests: it streams chunks as server-sent
 * events like the real API, can be slow, can fail, and records what it was sent.
 */
export async function startFakeOpenAi() {
  const requests: FakeRequest[] = [];
  /** The safety classifier's requests (non-streamed), kept apart from the replies'. */
  const classifications: FakeRequest[] = [];
  let label: string | 'hang' = 'SAFE';
  let mode: FakeMode = { kind: 'stream', chunks: ['Hello'] };
  const sockets = new Set<import('node:net').Socket>();

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', async () => {
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404).end();
        return;
      }
      const body = JSON.parse(raw) as FakeRequest['body'];
      if (!body.stream) {
        classifications.push({ authorization: req.headers.authorization, body });
        if (label === 'hang') return;
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            id: 'chatcmpl-test',
            object: 'chat.completion',
            created: 0,
            model: body.model,
            choices: [{ index: 0, message: { role: 'assistant', content: label }, finish_reason: 'stop' }],
          }),
        );
        return;
      }
      requests.push({ authorization: req.headers.authorization, body });
      const current = mode;
      if (current.kind === 'hang') return; // never answers: the caller's timeout must end it
      if (current.kind === 'fail') {
        // Real providers echo part of a bad key; ours echoes all of it, so a leak would show.
        res.writeHead(current.status, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            error: {
              message: `Incorrect API key provided: ${req.headers.authorization}`,
              type: 'invalid_request_error',
            },
          }),
        );
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      const chunk = (content: string) =>
        `data: ${JSON.stringify({
          id: 'chatcmpl-test',
          object: 'chat.completion.chunk',
          created: 0,
          model: body.model,
          choices: [{ index: 0, delta: { content }, finish_reason: null }],
        })}\n\n`;
      for (const text of current.chunks) {
        res.write(chunk(text));
        if (current.kind === 'stream' && current.delayMs)
          await new Promise((r) => setTimeout(r, current.delayMs));
      }
      if (current.kind === 'fail-midway') {
        // Let the piece reach the client before the connection drops.
        await new Promise((r) => setTimeout(r, 100));
        res.destroy();
        return;
      }
      if (current.usage !== undefined) {
        res.write(
          `data: ${JSON.stringify({
            id: 'chatcmpl-test',
            object: 'chat.completion.chunk',
            created: 0,
            model: body.model,
            choices: [],
            usage: { prompt_tokens: 0, completion_tokens: current.usage, total_tokens: current.usage },
          })}\n\n`,
        );
      }
      res.end('data: [DONE]\n\n');
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    classifications,
    setMode(next: FakeMode) {
      mode = next;
    },
    /** What the classifier answers ("SAFE", "SUICIDE", …), or 'hang' to never answer. */
    setClassification(next: string | 'hang') {
      label = next;
    },
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
