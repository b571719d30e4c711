import type { Query } from '@tanstack/react-query';
import { ApiError } from '@web/lib/api-client';

/**
 * The text of the 'Error' toast a screen shows when its data fails to load; a function of the
 * error when the text depends on it (null: no toast, as for a 404 the screen says in its page).
 */
type ErrorToast = string | ((error: Error) => string | null);

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** Given by a screen's own useQuery only, never by the options a loader prefetches with. */
      errorToast?: ErrorToast;
    };
  }
}

/**
 * The query cache's onError: a failed read toasts, with the text of the screen showing it.
 * The text is read from the query's observers (each screen's useQuery keeps its own options), not
 * from the query, whose options are whichever were set last: so a loader's prefetch (app/preload
 * holds the query with an observer without meta), a query no screen shows any more and a screen
 * sharing the query without a toast stay silent.
 */
export const toastQueryError =
  (toast: (title: string, text: string, options: { id: string }) => void) =>
  (error: Error, query: Query<unknown, unknown, unknown>) => {
    // A later page failing only ends a deck, which says so; the toast is for a screen's data.
    if (query.state.fetchMeta?.fetchMore) return;
    const wanted = query.observers.find((o) => o.options.meta?.errorToast)?.options.meta?.errorToast;
    const text = typeof wanted === 'function' ? wanted(error) : wanted;
    // One toast per text: a read that fails again (a refetch, a retry from another screen) while
    // its toast is still showing updates it instead of stacking another.
    if (text) toast('Error', withReference(text, error), { id: `read-failed:${text}` });
  };

/** A server failure's toast names its reference, which finds it in the server's logs. */
function withReference(text: string, error: Error) {
  if (!(error instanceof ApiError) || error.status < 500 || !error.requestId) return text;
  return `${text} (reference: ${error.requestId})`;
}
