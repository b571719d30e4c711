import { afterEach, describe, expect, it, vi } from 'vitest';
import { onlineManager } from '@tanstack/react-query';
import { queryClient } from './providers-route';
import { firstScreenShown } from './first-screen';
import { preload } from './preload';

/** A read that answers when told to, counting how often it was asked. */
function read(key: string) {
  let answer: (value: string) => void = () => {};
  const asked = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
  return { options: { queryKey: [key], queryFn: asked }, asked, answer: (value: string) => answer(value) };
}

const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
};

describe('preload (route loaders)', () => {
  afterEach(() => {
    queryClient.clear();
    vi.useRealTimers();
  });

  it("waits on the visit's first screen until every read has answered, at most 2 s", async () => {
    vi.useFakeTimers();
    const profile = read('profile');
    const figures = read('figures');
    const loading = preload([profile.options, figures.options]);
    expect(profile.asked).toHaveBeenCalledTimes(1);
    expect(await settled(loading)).toBe(false);
    profile.answer('p');
    expect(await settled(loading)).toBe(false);
    figures.answer('f');
    expect(await settled(loading)).toBe(true);
    expect(queryClient.getQueryData(['profile'])).toBe('p');

    const slow = read('slow');
    const waiting = preload([slow.options]);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(await settled(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(waiting)).toBe(true);
  });

  it('holds a read that keeps no cache until its screen can take it over, then lets it go', async () => {
    vi.useFakeTimers();
    const deck = read('deck');
    const loading = preload([{ ...deck.options, gcTime: 0 }]);
    deck.answer('cards');
    await loading;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(queryClient.getQueryData(['deck'])).toBe('cards');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(queryClient.getQueryData(['deck'])).toBeUndefined();
  });

  it('does not wait for reads paused offline: the first screen shows its offline state at once', async () => {
    vi.useFakeTimers();
    onlineManager.setOnline(false);
    try {
      const offline = read('offline');
      const loading = preload([offline.options]);
      expect(await settled(loading)).toBe(true);
      expect(offline.asked).not.toHaveBeenCalled();
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('does not wait once the first screen has been shown, but starts the reads', async () => {
    vi.useFakeTimers();
    firstScreenShown();
    const later = read('later');
    const loading = preload([later.options]);
    expect(await settled(loading)).toBe(true);
    expect(later.asked).toHaveBeenCalledTimes(1);
  });
});
