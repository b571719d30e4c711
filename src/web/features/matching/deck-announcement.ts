import type { DiscoverCard, SwipeAction } from '@shared/contracts/matching';

/** What the middle button does, said as the person on the other side will see it. */
export interface SuperAction {
  /** The visible label ('Save Job' for seekers, the spec's words). */
  label: string;
  /** Its full name for assistive tech: starts with the visible label, then says who is told. */
  spokenLabel: string;
  /** Said after the swipe, before the card's title ("Saved and super liked"). */
  done: string;
}

const DONE: Record<Exclude<SwipeAction, 'super_like'>, string> = { like: 'Liked', pass: 'Passed' };

/**
 * One deck card as a screen reader hears it: title, company or headline, "sample" for the
 * invented demo data, match, and a super like.
 */
export function describeCard(card: DiscoverCard): string {
  const parts = [
    card.titleText,
    card.subtitleText,
    card.sample ? 'sample' : '',
    `${card.skillMatchPercentage}% skills match`,
  ];
  if (card.superLikedYou) parts.push(card.type === 'job' ? 'super liked you' : 'super liked your job');
  return parts.filter(Boolean).join(', ');
}

/**
 * The one announcement after a swipe: what was done to which card, then what comes next, so a
 * screen-reader user whose focus stays on the buttons hears the new card without looking for it.
 */
export function swipeAnnouncement(
  action: SwipeAction,
  swiped: DiscoverCard,
  next: DiscoverCard | undefined,
  superAction: SuperAction,
  moreComing: boolean,
): string {
  const done = action === 'super_like' ? superAction.done : DONE[action];
  const then = next
    ? `Next: ${describeCard(next)}.`
    : moreComing
      ? 'Loading more cards.'
      : "You're all caught up.";
  return `${done} ${swiped.titleText}. ${then}`;
}

/**
 * The seeker's middle button keeps the spec's "Save Job", but it is a super like: the job is
 * saved (as a like saves it too) and the employer sees "Super liked your job". Its name says so.
 */
export const SAVE_JOB: SuperAction = {
  label: 'Save Job',
  spokenLabel: 'Save Job: a super like, the employer sees it',
  done: 'Saved and super liked',
};

/** The employer's middle button: the candidate sees "Super liked you" on the job's card. */
export const SUPER_LIKE: SuperAction = {
  label: 'Super Like',
  spokenLabel: 'Super Like: the candidate sees it',
  done: 'Super liked',
};
