import { describe, expect, it, vi } from 'vitest';
import { signUp } from '../test/app';
import { baseOf, connect } from '../test/live';
import { ownApp } from '../test/own-app';
import { shutDown } from './graceful-shutdown';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('shutting down', () => {
  it('lets a request in flight finish, takes no new one, tells live tabs to reconnect, then closes the database', async () => {
    const { app, database } = await ownApp();
    let started!: () => void;
    const inFlight = new Promise<void>((resolve) => (started = resolve));
    app.get('/slow', async () => {
      started();
      await sleep(600);
      return { done: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = baseOf(app);
    const tab = await connect(base, await signUp(app, 'seeker'));
    const closeCode = new Promise<number>((resolve) => tab.socket.once('close', (code) => resolve(code)));

    const slow = fetch(`${base}/slow`);
    await inFlight;
    const stopping = shutDown(app, { closeDatabase: () => database.close(), timeoutMs: 10_000 });
    await sleep(50);
    // A new request: refused at the door, or answered 503 if its connection got in first.
    const late = await fetch(`${base}/api/health`).then(
      (res) => res.status,
      () => 'refused',
    );
    expect([503, 'refused']).toContain(late);

    const res = await slow;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ done: true });
    expect(await closeCode).toBe(1012);
    expect(await stopping).toBe('closed');
    await expect(database.exec('select 1')).rejects.toThrow();
  });

  it('gives up waiting after the timeout', async () => {
    const { app, database } = await ownApp();
    app.get('/stuck', () => new Promise(() => undefined));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const stuck = fetch(`${baseOf(app)}/stuck`).catch(() => undefined);
    await sleep(100);
    const started = Date.now();
    const closeDatabase = vi.fn(() => database.close());
    expect(await shutDown(app, { closeDatabase, timeoutMs: 300 })).toBe('timed out');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(closeDatabase).not.toHaveBeenCalled();
    // (main.ts exits here.) Once the stuck connection ends, the rest of the sequence runs.
    app.server.closeAllConnections();
    await stuck;
    await vi.waitFor(() => expect(closeDatabase).toHaveBeenCalled());
  });
});
