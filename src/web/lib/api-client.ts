import type { ApiErrorBody } from '@shared/errors';
import { takeEarly } from './early-requests';

/**
 * An error answer of the API: its stable code, the message to show the user, and the request's id
 * when the server gave one (a 5xx's reference for support).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly requestId?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const TIMEOUT_MS = 10_000;

/** Calls the API with the session cookie; throws ApiError with the server's message on failure. */
export async function api<T>(
  path: string,
  init: { method?: string; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  const isForm = typeof FormData !== 'undefined' && init.body instanceof FormData;
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
  let response: Response;
  try {
    const method = init.method ?? (init.body === undefined ? 'GET' : 'POST');
    const early = method === 'GET' && !init.signal ? await takeEarly(path) : undefined;
    response =
      early ??
      (await fetch(path, {
        method,
        credentials: 'same-origin',
        headers: init.body === undefined || isForm ? undefined : { 'content-type': 'application/json' },
        body:
          init.body === undefined ? undefined : isForm ? (init.body as FormData) : JSON.stringify(init.body),
        signal,
      }));
  } catch {
    throw new ApiError(0, 'NETWORK', 'We could not reach NewLeaf. Check your connection and try again.');
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  const data = text ? safeJson(text) : undefined;
  if (!response.ok) {
    const body = data as ApiErrorBody | undefined;
    throw new ApiError(
      response.status,
      body?.error?.code ?? 'HTTP_' + response.status,
      body?.error?.message ?? 'An error occurred',
      body?.requestId ?? response.headers.get('x-request-id') ?? undefined,
    );
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function errorMessage(err: unknown, fallback = 'An error occurred'): string {
  return err instanceof Error && err.message ? err.message : fallback;
}
