import OpenAI from 'openai';

export interface ChatTurn {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** A piece of a streamed reply: text as it is written, and the token count when the model says. */
export interface ModelChunk {
  text: string;
  totalTokens?: number;
}

export interface ChatModel {
  stream(messages: ChatTurn[], signal: AbortSignal): AsyncIterable<ModelChunk>;
  /** One short, non-streamed answer (the safety classifier's). */
  complete(messages: ChatTurn[], signal: AbortSignal): Promise<string>;
}

/**
 * Any OpenAI-compatible chat-completions endpoint (Ollama, llama.cpp, vLLM, hosted providers),
 * through the official client: no hand-written HTTP or stream parsing. Retries are off (the
 * offline coach answers instead) and the client's own logging is off: the key and the seeker's
 * words must never reach a log.
 */
export function createChatModel(options: { baseUrl: string; model: string; apiKey?: string }): ChatModel {
  const client = new OpenAI({
    baseURL: options.baseUrl,
    // Local servers need no key, but the client insists on one.
    apiKey: options.apiKey || 'no-key',
    maxRetries: 0,
    logLevel: 'off',
    dangerouslyAllowBrowser: false,
  });
  return {
    async *stream(messages, signal) {
      const stream = await client.chat.completions.create(
        { model: options.model, messages, stream: true, stream_options: { include_usage: true } },
        { signal },
      );
      for await (const chunk of stream) {
        const text = chunk.choices[0]?.delta?.content ?? '';
        const totalTokens = chunk.usage?.total_tokens;
        if (text || totalTokens !== undefined) yield { text, totalTokens };
      }
      // The client ends an aborted stream quietly, as if the reply were complete: a reply cut off
      // by the timeout must fail instead, so that the caller falls back.
      signal.throwIfAborted();
    },
    async complete(messages, signal) {
      const reply = await client.chat.completions.create(
        { model: options.model, messages, stream: false, max_tokens: 8, temperature: 0 },
        { signal },
      );
      return reply.choices[0]?.message?.content ?? '';
    },
  };
}

/** Rough token count when a server does not report usage (about four characters a token). */
export const estimateTokens = (text: string) => Math.ceil(text.length / 4);

/** A short, key-free description of a model failure for the log (never the provider's message). */
export function describeModelError(err: unknown): string {
  if (err instanceof OpenAI.APIError) return `api error ${err.status ?? 'without status'}`;
  if (err instanceof Error && (err.name === 'AbortError' || err.name === 'TimeoutError')) return 'timed out';
  if (err instanceof Error) return err.name;
  return 'unknown error';
}

/**
 * An AbortSignal that fires after `ms` of silence, not after `ms` in all: each `touch()` (a token
 * arrived) starts the wait again, so a slow but working local model can finish its reply.
 */
export function silenceTimeout(ms: number) {
  const controller = new AbortController();
  let timer: NodeJS.Timeout;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => controller.abort(new DOMException('No token for too long', 'TimeoutError')), ms);
  };
  arm();
  return { signal: controller.signal, touch: arm, clear: () => clearTimeout(timer) };
}
