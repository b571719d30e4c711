import { describe, expect, it } from 'vitest';
import type { DiscoverCard } from '@shared/contracts/matching';
import { describeCard, swipeAnnouncement, type SuperAction } from './deck-announcement';

const card = (over: Partial<DiscoverCard>): DiscoverCard =>
  ({
    id: '1',
    type: 'job',
    titleText: 'Care Home Cook',
    subtitleText: 'Greenfield Care',
    skillMatchPercentage: 75,
    superLikedYou: false,
    sample: false,
    ...over,
  }) as DiscoverCard;

const SAVE: SuperAction = {
  label: 'Save Job',
  spokenLabel: 'Save Job, a super like the employer sees',
  done: 'Saved and super liked',
};

describe('swipeAnnouncement', () => {
  it('says what was done to the card, then the next card in one line', () => {
    const next = card({
      id: '2',
      titleText: 'Warehouse Operative',
      subtitleText: 'Parcel Co',
      superLikedYou: true,
    });
    expect(swipeAnnouncement('like', card({}), next, SAVE, false)).toBe(
      'Liked Care Home Cook. Next: Warehouse Operative, Parcel Co, 75% skills match, super liked you.',
    );
    expect(swipeAnnouncement('super_like', card({}), next, SAVE, false)).toMatch(
      /^Saved and super liked Care Home Cook\. Next: Warehouse/,
    );
  });

  it('says the deck is done, or that more cards are coming, after the last card', () => {
    expect(swipeAnnouncement('pass', card({}), undefined, SAVE, false)).toBe(
      "Passed Care Home Cook. You're all caught up.",
    );
    expect(swipeAnnouncement('pass', card({}), undefined, SAVE, true)).toBe(
      'Passed Care Home Cook. Loading more cards.',
    );
  });

  it("describes a seeker card with the employer's super like, and leaves out an empty headline", () => {
    expect(
      describeCard(card({ type: 'seeker', titleText: 'Alex M.', subtitleText: '', superLikedYou: true })),
    ).toBe('Alex M., 75% skills match, super liked your job');
  });

  it('says "sample" for an invented example of the demo data', () => {
    expect(describeCard(card({ sample: true }))).toBe(
      'Care Home Cook, Greenfield Care, sample, 75% skills match',
    );
  });
});
