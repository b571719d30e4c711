import {
  InfiniteQueryObserver,
  QueryObserver,
  type InfiniteQueryObserverOptions,
  type QueryObserverOptions,
} from '@tanstack/react-query';
import { queryClient } from './providers-route';
import { firstScreenPending } from './first-screen';

/** The first screen waits this long at most for its data, then shows its loading states. */
const FIRST_SCREEN_WAIT_MS = 2_000;
/** Long enough for the screen to mount and hold the queries itself (decks keep no cache). */
const HOLD_MS = 1_500;

// Any query's options are welcome here.
type AnyQuery = QueryObserverOptions<any, any, any, any, any>;
type AnyInfiniteQuery = InfiniteQueryObserverOptions<any, any, any, any, any>;

/**
 * A route loader's body: starts the screen's reads with its code and, for the first screen of a
 * visit, waits for them, so the screen renders once with its data instead of once more for each
 * answer (each render a long task on a slow phone). Never throws: a failed read is the screen's to
 * show. Each read is held by an observer until the screen's own has taken over.
 */
export async function preload(queries: readonly AnyQuery[], decks: readonly AnyInfiniteQuery[] = []) {
  const observers = [
    ...queries.map((options) => new QueryObserver(queryClient, options)),
    ...decks.map((options) => new InfiniteQueryObserver(queryClient, options)),
  ];
  const releases: (() => void)[] = [];
  const answered = Promise.all(
    observers.map(
      (observer) =>
        new Promise<void>((resolve) => {
          releases.push(observer.subscribe((result) => settled(result) && resolve()));
          if (settled(observer.getCurrentResult())) resolve();
        }),
    ),
  );
  if (firstScreenPending()) await Promise.race([answered, delay(FIRST_SCREEN_WAIT_MS)]);
  setTimeout(() => releases.forEach((release) => release()), HOLD_MS);
  return null;
}

/**
 * Whether a read has given what the first screen waits for: an answer, or none to come yet (paused
 * for want of a network: offline, the screen shows its offline state at once, not after the wait).
 */
const settled = (r: { status: string; fetchStatus: string }) =>
  r.status !== 'pending' || r.fetchStatus === 'paused';

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
