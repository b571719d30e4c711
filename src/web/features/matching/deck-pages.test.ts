import { describe, expect, it } from 'vitest';
import { FEED_PAGE_SIZE } from '@shared/contracts/matching';
import {
  LOW_CARDS,
  NO_MORE_PAGES,
  appendNewCards,
  deckOfPages,
  deckView,
  shouldFetchMore,
} from './deck-pages';

const cards = (...ids: (string | number)[]) => ids.map((id) => ({ id: String(id) }));
/** A full page of ids from..from+FEED_PAGE_SIZE-1. */
const fullPage = (from: number) => cards(...Array.from({ length: FEED_PAGE_SIZE }, (_, i) => from + i));
const ids = (list: { id: string }[]) => list.map((card) => card.id);

describe('appendNewCards', () => {
  it('adds only the cards the deck does not hold, in the page order, after the held ones', () => {
    const held = cards('a', 'b', 'c');
    expect(ids(appendNewCards(held, cards('c', 'd', 'a', 'e')))).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(ids(held)).toEqual(['a', 'b', 'c']); // not changed in place
  });

  it('keeps the first of a card repeated within a page', () => {
    expect(ids(appendNewCards(cards('a'), cards('b', 'b', 'a')))).toEqual(['a', 'b']);
  });

  it('answers the same array when nothing is new, so nothing re-renders for it', () => {
    const held = cards('a', 'b');
    expect(appendNewCards(held, cards('b', 'a'))).toBe(held);
    expect(appendNewCards(held, [])).toBe(held);
  });

  it('keeps the held card object when a page repeats its id', () => {
    const held = [{ id: 'a', title: 'old' }];
    expect(appendNewCards(held, [{ id: 'a', title: 'new' }])[0]!.title).toBe('old');
  });
});

describe('deckOfPages', () => {
  it('has no cards and no more before any page', () => {
    expect(deckOfPages([])).toEqual({ cards: [], hasMore: false });
  });

  it('may have more after a full page of new cards', () => {
    const deck = deckOfPages([fullPage(1)]);
    expect(deck.cards).toHaveLength(FEED_PAGE_SIZE);
    expect(deck.hasMore).toBe(true);
  });

  it('a short page is the end: the server had no more cards', () => {
    expect(deckOfPages([cards(1, 2, 3)]).hasMore).toBe(false);
    expect(deckOfPages([fullPage(1), cards(1, 2, FEED_PAGE_SIZE + 1)]).hasMore).toBe(false);
  });

  it('a page bringing nothing new is the end, even a full one', () => {
    const deck = deckOfPages([fullPage(1), fullPage(1)]);
    expect(deck.cards).toHaveLength(FEED_PAGE_SIZE);
    expect(deck.hasMore).toBe(false);
  });

  it('a full page repeating unswiped cards but bringing some new ones may have more', () => {
    // The user swiped 1..15; 16..20 are still in the deck, so the next page repeats them.
    const deck = deckOfPages([fullPage(1), fullPage(16)]);
    expect(ids(deck.cards)).toEqual(
      ids(cards(...Array.from({ length: FEED_PAGE_SIZE + 15 }, (_, i) => i + 1))),
    );
    expect(deck.hasMore).toBe(true);
  });

  it('an empty first page is an empty deck with no more', () => {
    expect(deckOfPages([[]])).toEqual({ cards: [], hasMore: false });
  });
});

describe('shouldFetchMore', () => {
  const more = { hasMore: true, fetching: false };

  it(`fetches when ${LOW_CARDS} or fewer cards are left to swipe`, () => {
    expect(shouldFetchMore(0, 20, more)).toBe(false);
    expect(shouldFetchMore(20 - LOW_CARDS - 1, 20, more)).toBe(false);
    expect(shouldFetchMore(20 - LOW_CARDS, 20, more)).toBe(true);
    expect(shouldFetchMore(19, 20, more)).toBe(true);
    expect(shouldFetchMore(20, 20, more)).toBe(true); // at the end
    expect(shouldFetchMore(0, 3, more)).toBe(true); // a small deck
  });

  it('fetches one page at a time', () => {
    expect(shouldFetchMore(18, 20, { hasMore: true, fetching: true })).toBe(false);
  });

  it('never fetches at the real end (last page brought nothing new, or failed)', () => {
    expect(shouldFetchMore(18, 20, NO_MORE_PAGES)).toBe(false);
    expect(shouldFetchMore(20, 20, NO_MORE_PAGES)).toBe(false);
  });
});

describe('deckView', () => {
  it('shows a card while any is left, whatever the paging', () => {
    expect(deckView(0, 1, NO_MORE_PAGES)).toBe('card');
    expect(deckView(19, 20, { hasMore: true, fetching: true })).toBe('card');
  });

  it('at the end: loading while a page is on its way or about to be fetched', () => {
    expect(deckView(20, 20, { hasMore: true, fetching: true })).toBe('loading');
    expect(deckView(20, 20, { hasMore: false, fetching: true })).toBe('loading');
    expect(deckView(20, 20, { hasMore: true, fetching: false })).toBe('loading');
  });

  it('caught up only at the real end', () => {
    expect(deckView(20, 20, NO_MORE_PAGES)).toBe('caught-up');
    expect(deckView(0, 0, NO_MORE_PAGES)).toBe('caught-up');
  });
});
