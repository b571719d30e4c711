import { FEED_PAGE_SIZE } from '@shared/contracts/matching';

/**
 * Paging of a swipe deck. A feed answers the top cards the user has not swiped yet, so the next
 * page is the same request again: it repeats cards still in the deck (or whose swipe is in flight
 * or failed), and only cards the deck does not hold yet are added.
 */

/** The next page is fetched when this many cards or fewer are left to swipe. */
export const LOW_CARDS = 5;

/** `existing` with the page's cards it does not hold yet at the end; `existing` itself if none. */
export function appendNewCards<T extends { id: string }>(existing: T[], page: T[]): T[] {
  const held = new Set(existing.map((card) => card.id));
  const fresh: T[] = [];
  for (const card of page) {
    if (held.has(card.id)) continue;
    held.add(card.id);
    fresh.push(card);
  }
  return fresh.length === 0 ? existing : [...existing, ...fresh];
}

/**
 * The deck the fetched pages make, and whether the server may hold more: not when the last page
 * brought nothing new, nor when it was short (the server had no more cards to give).
 */
export function deckOfPages<T extends { id: string }>(pages: T[][]): { cards: T[]; hasMore: boolean } {
  let cards: T[] = [];
  let hasMore = false;
  for (const page of pages) {
    const next = appendNewCards(cards, page);
    hasMore = next !== cards && page.length >= FEED_PAGE_SIZE;
    cards = next;
  }
  return { cards, hasMore };
}

/** What the deck knows about its next page. */
export interface DeckPaging {
  hasMore: boolean;
  /** A page fetch is under way. */
  fetching: boolean;
}

export const NO_MORE_PAGES: DeckPaging = { hasMore: false, fetching: false };

/** Fetch the next page in the background: few cards left, more to get, none on the way. */
export function shouldFetchMore(index: number, total: number, paging: DeckPaging): boolean {
  return paging.hasMore && !paging.fetching && total - index <= LOW_CARDS;
}

/**
 * What the deck shows: a card, 'loading' when the user reached the end while more may come, or
 * 'caught-up' only at the real end (the last page brought nothing new, or failed).
 */
export function deckView(index: number, total: number, paging: DeckPaging): 'card' | 'loading' | 'caught-up' {
  if (index < total) return 'card';
  return paging.fetching || paging.hasMore ? 'loading' : 'caught-up';
}
