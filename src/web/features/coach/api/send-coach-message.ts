import type { CoachStreamEvent, CoachThread } from '@shared/contracts/coach';
import type { ApiErrorBody } from '@shared/errors';
import { ApiError } from '@web/lib/api-client';

const STREAM_EVENT_TYPES = new Set<string>([
  'user',
  'delta',
  'reset',
  'done',
] satisfies CoachStreamEvent['type'][]);

/**
 * Sends a message and hands each event of the streamed answer (newline-delimited JSON) to
 * `onEvent` as it arrives, so a model's reply grows in its bubble. Errors before the stream
 * starts throw an ApiError with the server's message.
 */
export async function sendCoachMessage(
  thread: CoachThread,
  content: string,
  onEvent: (event: CoachStreamEvent) => void,
  signal?: AbortSignal,
): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`/api/coach/${thread}/messages`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ content }),
      signal,
    });
  } catch {
    throw new ApiError(0, 'NETWORK', 'We could not reach NewLeaf. Check your connection and try again.');
  }
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => undefined)) as ApiErrorBody | undefined;
    throw new ApiError(
      response.status,
      body?.error?.code ?? `HTTP_${response.status}`,
      body?.error?.message ?? 'An error occurred',
    );
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += value;
    let newline: number;
    while ((newline = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, newline).trim();
      buffer = buffer.slice(newline + 1);
      if (!line) continue;
      // Our own server's events, typed by the contract (parsing them with zod would bring its
      // 22 KB to the coach screens for nothing); a line of another kind is skipped.
      const event = JSON.parse(line) as CoachStreamEvent;
      if (STREAM_EVENT_TYPES.has(event.type)) onEvent(event);
    }
  }
}
