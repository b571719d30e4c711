import { discoverCardSchema, type DiscoverCard } from '@shared/contracts/matching';

/** A card of an index as one deck shows it: the card, and this deck's figures. */
export interface Dealt {
  /** The index's card (the same object every time it is shown). */
  card: DiscoverCard;
  pct: number;
  superLiked: boolean;
  /** This deck's "why you are seeing this" (see discoverCardSchema). */
  inCommon: string[];
  nearYou: boolean;
}

/** A feed's answer: its cards, and the same as the response's JSON. */
/** A card of a deck's head: its id, and its picture. */
export interface DeckHead {
  id: string;
  image: string | null;
}

/** How many of a deck's first cards its head holds: enough for the swipes between two reads. */
export const DECK_HEAD_SIZE = 8;

export interface Deck {
  readonly cards: DiscoverCard[];
  /** `{"cards":[…]}`, made from each card's JSON, written once (see headOf). */
  readonly json: string;
  /** The first cards' ids and pictures (what a Discover page preloads), without copying the cards. */
  readonly head: readonly DeckHead[];
}

const heads = new WeakMap<DiscoverCard, string>();

/**
 * A card's JSON without its per-deck figures and closing brace: checked against the contract (and
 * stripped of anything it does not name) once, when first shown, instead of in every response.
 */
function headOf(card: DiscoverCard): string {
  let head = heads.get(card);
  if (head === undefined) {
    const {
      skillMatchPercentage: _pct,
      superLikedYou: _super,
      inCommon: _common,
      nearYou: _near,
      ...fixed
    } = discoverCardSchema.parse(card);
    head = JSON.stringify(fixed).slice(0, -1);
    heads.set(card, head);
  }
  return head;
}

export function deal(dealt: Dealt[]): Deck {
  let json: string | undefined;
  return {
    head: dealt.slice(0, DECK_HEAD_SIZE).map(({ card }) => ({ id: card.id, image: card.primaryImageUrl })),
    get cards() {
      return dealt.map(({ card, pct, superLiked, inCommon, nearYou }) => ({
        ...card,
        skillMatchPercentage: pct,
        superLikedYou: superLiked,
        inCommon,
        nearYou,
      }));
    },
    get json() {
      json ??= `{"cards":[${dealt
        .map(
          ({ card, pct, superLiked, inCommon, nearYou }) =>
            `${headOf(card)},"skillMatchPercentage":${Math.trunc(pct)},"superLikedYou":${superLiked === true},` +
            `"inCommon":${JSON.stringify(inCommon)},"nearYou":${nearYou === true}}`,
        )
        .join(',')}]}`;
      return json;
    },
  };
}
