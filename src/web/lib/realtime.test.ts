import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A stand-in for the browser's WebSocket: records each connection the tab opens. */
class FakeSocket {
  static OPEN = 1;
  static opened: FakeSocket[] = [];
  readyState = 0;
  onopen: (() => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.opened.push(this);
  }
  send() {}
  close() {}
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.opened = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.stubGlobal('location', { protocol: 'https:', host: 'newleaf.example' });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The tab's live connection, opened and greeted, as after a page load. */
async function connected() {
  vi.resetModules();
  const { realtime } = await import('./realtime');
  realtime.start();
  const socket = FakeSocket.opened[0]!;
  socket.onopen?.();
  socket.onmessage?.({ data: JSON.stringify({ type: 'hello', userId: 'u', quietMs: 0 }) });
  return { realtime, socket };
}

describe('the live connection', () => {
  it('reconnects within a second when the server process restarts (close 1012)', async () => {
    const { realtime, socket } = await connected();
    expect(socket.url).toBe('wss://newleaf.example/api/ws');
    socket.onclose?.({ code: 1012 });
    await vi.advanceTimersByTimeAsync(999);
    expect(FakeSocket.opened).toHaveLength(2);
    realtime.stop();
  });

  it('waits its usual pause after any other drop', async () => {
    const { realtime, socket } = await connected();
    socket.onclose?.({ code: 1006 });
    await vi.advanceTimersByTimeAsync(999);
    expect(FakeSocket.opened).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSocket.opened).toHaveLength(2);
    realtime.stop();
  });
});
