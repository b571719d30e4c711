import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import {
  SWIPE_CONSTANTS,
  type DiscoverCard,
  type Match,
  type SwipeAction,
  type SwipeResponse,
} from '@shared/contracts/matching';
import { SAVE_JOB } from '../deck-announcement';
import { SwipeDeck } from './swipe-deck';

const { actionDelayMs, indexAdvanceMs, commitDistancePx, labelThresholdPx } = SWIPE_CONSTANTS;

const job = (id: string, titleText: string, subtitleText: string): DiscoverCard => ({
  id,
  type: 'job',
  titleText,
  subtitleText,
  detailLine1: 'Leeds',
  detailLine2: 'Full-time',
  primaryImageUrl: null,
  tags: ['Forklift'],
  badges: [],
  skillMatchPercentage: 80,
  superLikedYou: false,
  inCommon: ['Forklift'],
  nearYou: true,
  sample: false,
});

const CARDS = [
  job('j1', 'Warehouse Operative', 'Northgate Logistics'),
  job('j2', 'Kitchen Porter', 'Canal Street Kitchen'),
  job('j3', 'Delivery Driver', 'Pennine Parcels'),
];

const MATCH: Match = {
  id: 'm1',
  companyId: 'c1',
  companyName: 'Northgate Logistics',
  companyLogoUrl: null,
  seekerUserId: 'u1',
  seekerDisplayName: 'Dana O.',
  seekerImageUrl: null,
  jobId: 'j1',
  jobTitle: 'Warehouse Operative',
  matchedAt: '2026-01-05T10:00:00.000Z',
};

const NO_MATCH: SwipeResponse = { isMatch: false };

function renderDeck(onSwipe = vi.fn(async (_card: DiscoverCard, _action: SwipeAction) => NO_MATCH)) {
  render(
    <MemoryRouter>
      <SwipeDeck
        cards={CARDS}
        onSwipe={onSwipe}
        detailsPath={(card) => `/jobs/${card.id}`}
        messagesPath={(match) => `/messages/${match.id}`}
        superAction={SAVE_JOB}
        emptyTitle="No jobs right now"
        emptyText="Check back later."
        onRefresh={() => undefined}
      />
    </MemoryRouter>,
  );
  return { onSwipe, user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime }) };
}

/** The card on top: the cards under it are hidden from assistive tech, so it is the only one. */
const topCard = () => screen.getByRole('article');
/** The swipe's pause before it is sent and the card's advance after it. */
const finishSwipe = () => act(() => vi.advanceTimersByTimeAsync(actionDelayMs + indexAdvanceMs));

/** A drag with the mouse from the middle of the card, `dx` right and `dy` down, then let go. */
function drag(card: HTMLElement, dx: number, dy = 0, end: 'pointerUp' | 'pointerCancel' = 'pointerUp') {
  const start = { clientX: 200, clientY: 300 };
  fireEvent.pointerDown(card, { pointerId: 1, button: 0, ...start });
  fireEvent.pointerMove(card, {
    pointerId: 1,
    clientX: start.clientX + dx / 2,
    clientY: start.clientY + dy / 2,
  });
  fireEvent.pointerMove(card, { pointerId: 1, clientX: start.clientX + dx, clientY: start.clientY + dy });
  fireEvent[end](card, { pointerId: 1, clientX: start.clientX + dx, clientY: start.clientY + dy });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the card on top', () => {
  it('says why it is in the deck', () => {
    renderDeck();
    expect(topCard().textContent).toContain("Why you're seeing this: 1 skill in common · Near you");
    expect(screen.getByRole('list', { name: 'Required skills' }).textContent).toBe('Forklift (in common)');
  });
});

describe('the swipe deck, by dragging', () => {
  it.each([
    { direction: 'right', dx: commitDistancePx + 1, dy: 0, action: 'like', said: 'Liked' },
    { direction: 'left', dx: -(commitDistancePx + 1), dy: 0, action: 'pass', said: 'Passed' },
    { direction: 'up', dx: 20, dy: -(commitDistancePx + 1), action: 'super_like', said: SAVE_JOB.done },
  ])('a drag $direction past the threshold swipes ($action)', async ({ dx, dy, action, said }) => {
    const { onSwipe } = renderDeck();
    drag(topCard(), dx, dy);
    await finishSwipe();

    expect(onSwipe).toHaveBeenCalledTimes(1);
    expect(onSwipe).toHaveBeenCalledWith(CARDS[0], action);
    expect(topCard().getAttribute('aria-label')).toBe('Kitchen Porter, Canal Street Kitchen');
    screen.getByText(
      `${said} Warehouse Operative. Next: Kitchen Porter, Canal Street Kitchen, 80% skills match.`,
    );
    screen.getByText(/^Card 2 of 3\./);
  });

  it('a drag short of the threshold snaps back, and sends nothing', async () => {
    const { onSwipe } = renderDeck();
    const card = topCard();
    const moving = screen.getByTestId('top-card');
    fireEvent.pointerDown(card, { pointerId: 1, button: 0, clientX: 200, clientY: 300 });
    fireEvent.pointerMove(card, { pointerId: 1, clientX: 200 + labelThresholdPx - 10, clientY: 300 });
    expect(screen.queryByText('LIKE')).toBeNull();
    fireEvent.pointerMove(card, { pointerId: 1, clientX: 200 + commitDistancePx - 1, clientY: 300 });
    // The card follows the pointer and says what letting go further on would do.
    expect(moving.style.transform).toContain(`translate(${commitDistancePx - 1}px, 0px)`);
    screen.getByText('LIKE');

    fireEvent.pointerUp(card, { pointerId: 1, clientX: 200 + commitDistancePx - 1, clientY: 300 });
    await finishSwipe();
    expect(onSwipe).not.toHaveBeenCalled();
    expect(moving.style.transform).toContain('translate(0px, 0px)');
    expect(screen.queryByText('LIKE')).toBeNull();
    expect(topCard()).toBe(card);
  });

  it('a cancelled drag (the browser took the pointer) snaps back, however far it went', async () => {
    const { onSwipe } = renderDeck();
    drag(topCard(), commitDistancePx * 2, 0, 'pointerCancel');
    await finishSwipe();
    expect(onSwipe).not.toHaveBeenCalled();
    expect(topCard().getAttribute('aria-label')).toBe('Warehouse Operative, Northgate Logistics');
  });

  it('a drag that starts on the card’s link is the link’s, not a swipe', async () => {
    const { onSwipe } = renderDeck();
    const link = screen.getByRole('link', { name: 'View Details about Warehouse Operative' });
    drag(link, commitDistancePx * 2);
    await finishSwipe();
    expect(onSwipe).not.toHaveBeenCalled();
  });
});

describe('the swipe deck, by keyboard and buttons', () => {
  it('← passes, → likes, ↑ saves; the focus stays on the deck, on the button of that swipe', async () => {
    const { onSwipe, user } = renderDeck();
    await user.keyboard('{ArrowLeft}');
    await finishSwipe();
    await user.keyboard('{ArrowRight}');
    await finishSwipe();
    await user.keyboard('{ArrowUp}');
    await finishSwipe();

    expect(onSwipe.mock.calls).toEqual([
      [CARDS[0], 'pass'],
      [CARDS[1], 'like'],
      [CARDS[2], 'super_like'],
    ]);
    screen.getByRole('heading', { name: "You're all caught up!" });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Start Over' }));

    await user.click(screen.getByRole('button', { name: 'Start Over' }));
    expect(topCard().getAttribute('aria-label')).toBe('Warehouse Operative, Northgate Logistics');
  });

  it('after a button swipe the focus stays on that button, for the next card', async () => {
    const { onSwipe, user } = renderDeck();
    await user.click(screen.getByRole('button', { name: SAVE_JOB.spokenLabel }));
    await finishSwipe();
    expect(onSwipe).toHaveBeenCalledWith(CARDS[0], 'super_like');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: SAVE_JOB.spokenLabel }));
    expect(topCard().getAttribute('aria-label')).toBe('Kitchen Porter, Canal Street Kitchen');
  });

  it('takes one swipe at a time: keys pressed while one is being sent do nothing', async () => {
    const { onSwipe, user } = renderDeck();
    await user.keyboard('{ArrowRight}');
    await user.keyboard('{ArrowLeft}');
    await user.click(screen.getByRole('button', { name: 'Pass' }));
    await finishSwipe();
    expect(onSwipe.mock.calls).toEqual([[CARDS[0], 'like']]);
    expect(topCard().getAttribute('aria-label')).toBe('Kitchen Porter, Canal Street Kitchen');
  });

  it('leaves keys typed in a field to the field', async () => {
    const { onSwipe, user } = renderDeck();
    const field = document.createElement('input');
    document.body.append(field);
    field.focus();
    await user.keyboard('{ArrowLeft}{ArrowRight}');
    await finishSwipe();
    field.remove();
    expect(onSwipe).not.toHaveBeenCalled();
  });

  it('moves on to the next card when a swipe fails to send', async () => {
    const failing = vi.fn(async (): Promise<SwipeResponse> => {
      throw new Error('offline');
    });
    const { user } = renderDeck(failing);
    await user.click(screen.getByRole('button', { name: 'Like' }));
    await finishSwipe();
    expect(failing).toHaveBeenCalledTimes(1);
    expect(topCard().getAttribute('aria-label')).toBe('Kitchen Porter, Canal Street Kitchen');
  });

  it('shows a match; Keep Swiping closes it and puts the focus back on the deck', async () => {
    const onSwipe = vi.fn(async (): Promise<SwipeResponse> => ({ isMatch: true, match: MATCH }));
    const { user } = renderDeck(onSwipe);
    await user.keyboard('{ArrowRight}');
    await finishSwipe();

    const dialog = screen.getByRole('dialog', { name: "It's a Match!" });
    expect(dialog.textContent).toContain('Northgate Logistics · Warehouse Operative');
    // Keys while it is open are the dialog's: no swipe behind it.
    await user.keyboard('{ArrowLeft}');
    await finishSwipe();
    expect(onSwipe).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Keep Swiping' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Like' }));
  });
});
