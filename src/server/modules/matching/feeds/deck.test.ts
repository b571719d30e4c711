import { describe, expect, it } from 'vitest';
import { discoverFeedResponseSchema, type DiscoverCard } from '@shared/contracts/matching';
import { deal } from './deck';

const card = (over: Partial<DiscoverCard> = {}): DiscoverCard => ({
  id: 'j1',
  type: 'job',
  titleText: 'Porter "night" \\ shift',
  subtitleText: 'Acme — Ltd',
  detailLine1: 'Leeds, United Kingdom',
  detailLine2: 'Full-time · £24,000',
  primaryImageUrl: null,
  badges: [],
  tags: ['Manual handling', 'Teamwork'],
  skillMatchPercentage: 0,
  superLikedYou: false,
  inCommon: [],
  nearYou: false,
  sample: false,
  ...over,
});

describe('deal', () => {
  it('makes the JSON the serializer would, with each deck’s own figures', () => {
    const a = card();
    const b = card({ id: 'j2', primaryImageUrl: '/api/files/x.webp', tags: [] });
    const first = deal([
      { card: a, pct: 67, superLiked: true, inCommon: ['Teamwork', 'Say "hi" \\'], nearYou: true },
      { card: b, pct: 0, superLiked: false, inCommon: [], nearYou: false },
    ]);
    const expected = { cards: first.cards };
    expect(JSON.parse(first.json)).toEqual(
      JSON.parse(JSON.stringify(discoverFeedResponseSchema.parse(expected))),
    );
    expect(first.cards.map((c) => [c.skillMatchPercentage, c.superLikedYou, c.inCommon, c.nearYou])).toEqual([
      [67, true, ['Teamwork', 'Say "hi" \\'], true],
      [0, false, [], false],
    ]);
    // The same index card in another deck keeps that deck's figures.
    const second = deal([
      { card: a, pct: 100, superLiked: false, inCommon: ['Manual handling'], nearYou: false },
    ]);
    expect(JSON.parse(second.json).cards[0]).toMatchObject({
      id: 'j1',
      skillMatchPercentage: 100,
      superLikedYou: false,
      inCommon: ['Manual handling'],
      nearYou: false,
    });
    expect(deal([]).json).toBe('{"cards":[]}');
  });

  it('leaves out anything the card contract does not name, and refuses a card that breaks it', () => {
    const leaky = { ...card({ id: 'j3' }), convictionDetails: 'never shown' } as DiscoverCard;
    expect(
      deal([{ card: leaky, pct: 50, superLiked: false, inCommon: [], nearYou: false }]).json,
    ).not.toContain('convictionDetails');
    const broken = card({ id: 'j4', tags: [42 as unknown as string] });
    expect(
      () => deal([{ card: broken, pct: 50, superLiked: false, inCommon: [], nearYou: false }]).json,
    ).toThrow();
  });
});
