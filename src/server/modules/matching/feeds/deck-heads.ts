import type { DeckHead } from './deck';

/** Users remembered per process; the oldest read is forgotten first. */
const MAX_USERS = 20_000;

/**
 * The first cards of each user's last deck read, as the feed answered them, advanced as the user
 * swipes. A page for a Discover screen names the top card's picture from here, so sending an HTML
 * page never ranks a deck nor writes (a feed read moves the seeker's "last active" time). Best
 * effort: a process that has not served the user's deck, or a deck swiped past what it remembers,
 * gives no picture, and the screen asks for it itself.
 */
export function deckHeads() {
  const heads = new Map<string, DeckHead[]>();
  return {
    /** After a feed read: remembers the deck's first cards for this user. */
    read(userId: string, head: readonly DeckHead[]) {
      heads.delete(userId);
      if (heads.size >= MAX_USERS) heads.delete(heads.keys().next().value!);
      heads.set(userId, [...head]);
    },
    /** After a swipe: the card and those before it leave the remembered head. */
    swiped(userId: string, cardId: string) {
      const head = heads.get(userId);
      const at = head?.findIndex((c) => c.id === cardId) ?? -1;
      if (head && at >= 0) head.splice(0, at + 1);
    },
    /** The top card's picture, if this process knows the user's deck. */
    topImage(userId: string): string | null {
      return heads.get(userId)?.[0]?.image ?? null;
    },
  };
}
