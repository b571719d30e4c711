import { describe, expect, it, vi } from 'vitest';
import {
  InfiniteQueryObserver,
  QueryCache,
  QueryClient,
  QueryObserver,
  type QueryMeta,
} from '@tanstack/react-query';
import { ApiError } from '@web/lib/api-client';
import { toastQueryError } from './query-errors';

const failing = () => Promise.reject(new Error('Not found'));

/** A client whose failed reads go to a spy, as the app's go to notify.error. */
function setUp() {
  const toast = vi.fn();
  const client = new QueryClient({
    queryCache: new QueryCache({ onError: toastQueryError(toast) }),
    defaultOptions: { queries: { retry: false } },
  });
  return { toast, client };
}

/** A screen's useQuery, as an observer: subscribes, and resolves once its read has failed. */
function watch(client: QueryClient, meta?: QueryMeta, queryKey: readonly unknown[] = ['jobs']) {
  const observer = new QueryObserver(client, { queryKey, queryFn: failing, meta });
  return new Promise<() => void>((resolve) => {
    const stop = observer.subscribe((result) => result.isError && resolve(stop));
  });
}

describe('toastQueryError', () => {
  it('toasts once with the text of the screen showing the query', async () => {
    const { toast, client } = setUp();
    const screen = watch(client, { errorToast: 'Failed to load job postings' });
    // A loader's observer made after the screen's: the query's own options have no meta now.
    const loader = new QueryObserver(client, { queryKey: ['jobs'], queryFn: failing });
    const stopLoader = loader.subscribe(() => undefined);
    await screen;
    expect(toast.mock.calls).toEqual([
      ['Error', 'Failed to load job postings', { id: 'read-failed:Failed to load job postings' }],
    ]);
    stopLoader();
  });

  it('reads the text from the error, or gives none', async () => {
    const { toast, client } = setUp();
    await watch(client, { errorToast: (error) => `${error.message}, sorry` });
    await watch(client, { errorToast: () => null }, ['job', 'gone']);
    expect(toast.mock.calls).toEqual([['Error', 'Not found, sorry', { id: 'read-failed:Not found, sorry' }]]);
  });

  it('says nothing for a prefetch, a query shown without meta, or one no screen shows any more', async () => {
    const { toast, client } = setUp();
    // Even with the screen's meta, a read no screen shows yet is not the screen failing.
    await client.prefetchQuery({ queryKey: ['jobs'], queryFn: failing, meta: { errorToast: 'Failed' } });
    await watch(client, undefined, ['saved']);

    const stop = await watch(client, { errorToast: 'Failed to load jobs' }, ['applications']);
    expect(toast).toHaveBeenCalledTimes(1);
    stop();
    await client.refetchQueries({ queryKey: ['applications'] });
    expect(toast).toHaveBeenCalledTimes(1);
  });

  it("names a server failure's reference, and nothing more for the user's own errors", async () => {
    const { toast, client } = setUp();
    const fail = (error: ApiError, queryKey: string[]) =>
      new Promise<() => void>((resolve) => {
        const observer = new QueryObserver(client, {
          queryKey,
          queryFn: () => Promise.reject(error),
          meta: { errorToast: 'Failed to load job postings' },
        });
        const stop = observer.subscribe((result) => result.isError && resolve(stop));
      });
    await fail(new ApiError(500, 'INTERNAL', 'Something went wrong. Reference: req-7', 'req-7'), ['a']);
    await fail(new ApiError(404, 'NOT_FOUND', 'Job not found', 'req-8'), ['b']);
    await fail(new ApiError(502, 'HTTP_502', 'An error occurred'), ['c']);
    // The same text each time: one toast, updated with the latest failure's reference.
    const id = { id: 'read-failed:Failed to load job postings' };
    expect(toast.mock.calls).toEqual([
      ['Error', 'Failed to load job postings (reference: req-7)', id],
      ['Error', 'Failed to load job postings', id],
      ['Error', 'Failed to load job postings', id],
    ]);
  });

  it("says nothing when a deck's later page fails (the deck just ends)", async () => {
    const { toast, client } = setUp();
    const deck = new InfiniteQueryObserver(client, {
      queryKey: ['deck'],
      queryFn: ({ pageParam }) => (pageParam === 0 ? Promise.resolve(['card']) : failing()),
      initialPageParam: 0,
      getNextPageParam: (_last, pages) => pages.length,
      meta: { errorToast: 'Failed to load job opportunities' },
    });
    const stop = deck.subscribe(() => undefined);
    await vi.waitFor(() => expect(deck.getCurrentResult().isSuccess).toBe(true));
    await deck.fetchNextPage();
    expect(deck.getCurrentResult().isFetchNextPageError).toBe(true);
    expect(toast).not.toHaveBeenCalled();
    stop();
  });
});
