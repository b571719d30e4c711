import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { Heart, RotateCcw, Star, X } from 'lucide-react';
import {
  SWIPE_CONSTANTS,
  type DiscoverCard,
  type Match,
  type SwipeAction,
  type SwipeResponse,
} from '@shared/contracts/matching';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { notify } from '@web/lib/notify';
import { cn } from '@web/lib/cn';
import {
  SWIPE_LABELS,
  committedAction,
  dragLabel,
  dragRotation,
  flyOutOffset,
  keyAction,
  preloadRange,
  type DragOffset,
} from '../swipe-gesture';
import { NO_MORE_PAGES, deckView, shouldFetchMore, type DeckPaging } from '../deck-pages';
import { describeCard, swipeAnnouncement, type SuperAction } from '../deck-announcement';
import { DiscoverCardView } from './discover-card-view';
import { MatchOverlay } from './match-overlay';

const { flyOutMs, actionDelayMs, indexAdvanceMs, stackSize } = SWIPE_CONSTANTS;
const SNAP_BACK_MS = 200;
const ORIGIN: DragOffset = { x: 0, y: 0 };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function usePrefersReducedMotion() {
  const query = '(prefers-reduced-motion: reduce)';
  const [reduced, setReduced] = useState(
    () => typeof window !== 'undefined' && window.matchMedia(query).matches,
  );
  useEffect(() => {
    const list = window.matchMedia(query);
    const onChange = () => setReduced(list.matches);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

/** Keys typed into a form control are the control's, not the deck's. */
function isTypingTarget(target: EventTarget | null) {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

export interface SwipeDeckProps {
  cards: DiscoverCard[];
  /** Sends the swipe; a thrown error still advances the card (with the spec's toast). */
  onSwipe: (card: DiscoverCard, action: SwipeAction) => Promise<SwipeResponse>;
  detailsPath: (card: DiscoverCard) => string;
  /** The conversation route of a match. */
  messagesPath: (match: Match) => string;
  /** The middle button: 'Save Job' (seekers) or 'Super Like' (hirers), and what the other side sees. */
  superAction: SuperAction;
  emptyTitle: string;
  emptyText: string;
  onRefresh: () => void;
  /** The feed's next page: fetched in the background when few cards are left. */
  paging?: DeckPaging;
  onFetchMore?: () => void;
}

/**
 * The swipe deck of the spec: a 3-card stack, drag with 100 px commit and 50 px labels, rotation
 * capped at 30°, 300 ms fly-out, 150 ms action delay, 200 ms index advance, next 3 images
 * preloaded; buttons and the arrow keys do the same (swiping never needs dragging). Input is
 * blocked while a swipe is processing; a failed swipe still advances. Cards of the next page join
 * the end of the deck; swipes never wait for them.
 */
export function SwipeDeck({
  cards,
  onSwipe,
  detailsPath,
  messagesPath,
  superAction,
  emptyTitle,
  emptyText,
  onRefresh,
  paging = NO_MORE_PAGES,
  onFetchMore,
}: SwipeDeckProps) {
  const [index, setIndex] = useState(0);
  const [offset, setOffset] = useState<DragOffset>(ORIGIN);
  const [dragging, setDragging] = useState(false);
  const [flying, setFlying] = useState<SwipeAction | null>(null);
  const [processing, setProcessing] = useState(false);
  const [match, setMatch] = useState<{ match: Match; type: DiscoverCard['type']; sample: boolean } | null>(
    null,
  );
  const [announcement, setAnnouncement] = useState('');
  // The cards under the top one fetch their pictures once the top one's has come (or failed).
  const [leadSettled, setLeadSettled] = useState(false);
  const settleLead = useCallback(() => setLeadSettled(true), []);
  const processingRef = useRef(false);
  const dragStart = useRef<{ x: number; y: number; id: number } | null>(null);
  const stackRef = useRef<HTMLDivElement>(null);
  const actionsRef = useRef<HTMLDivElement>(null);
  const startOverRef = useRef<HTMLButtonElement>(null);
  // The button of the last swipe: the focus is kept there (or put back after the match dialog).
  const lastAction = useRef<SwipeAction>('like');
  const reducedMotion = usePrefersReducedMotion();

  const view = deckView(index, cards.length, paging);
  const wantMore = shouldFetchMore(index, cards.length, paging);

  // Low on cards: the next page is fetched in the background, after the swipe has advanced.
  useEffect(() => {
    if (wantMore) onFetchMore?.();
  }, [wantMore, onFetchMore]);

  // Images of the next 3 cards are fetched ahead, so they show at once: after the top card's.
  useEffect(() => {
    if (!leadSettled) return;
    for (const i of preloadRange(index, cards.length)) {
      const url = cards[i]?.primaryImageUrl;
      if (url) new Image().src = url;
    }
  }, [index, cards, leadSettled]);

  /**
   * After a swipe the focus stays on the deck, so a screen-reader user hears the next card and
   * swipes on: on the last swipe's button (a key swipe leaves it on the page, or on the swiped
   * card's link, now gone), on "Loading more cards" while the next page comes, or on Start Over at
   * the end. Focusing a button that has the focus already says nothing again.
   */
  const refocus = useRef(false);
  const loadingRef = useRef<HTMLDivElement>(null);
  const focusDeck = useCallback(() => {
    const button = actionsRef.current?.querySelector<HTMLButtonElement>(
      `[data-action="${lastAction.current}"]`,
    );
    const target = button ?? startOverRef.current ?? loadingRef.current;
    target?.focus();
    return target !== null && target !== loadingRef.current;
  }, []);
  useEffect(() => {
    // The match dialog holds the focus while it is open; its closing puts it back (below).
    if (!refocus.current || match) return;
    if (focusDeck()) refocus.current = false;
  }, [view, index, match, focusDeck]);

  const commit = useCallback(
    async (action: SwipeAction) => {
      const card = cards[index];
      if (!card || processingRef.current) return;
      processingRef.current = true;
      setProcessing(true);
      setDragging(false);
      setFlying(action);
      lastAction.current = action;
      await sleep(actionDelayMs);
      try {
        const res = await onSwipe(card, action);
        if (res.isMatch && res.match) setMatch({ match: res.match, type: card.type, sample: card.sample });
      } catch {
        notify.error('Error', 'Failed to process swipe');
      }
      await sleep(indexAdvanceMs);
      setAnnouncement(swipeAnnouncement(action, card, cards[index + 1], superAction, paging.hasMore));
      setIndex((i) => i + 1);
      setFlying(null);
      setOffset(ORIGIN);
      processingRef.current = false;
      setProcessing(false);
      // The focus is put back on the deck once the next view shows (see the effect above).
      refocus.current = true;
    },
    [cards, index, onSwipe, superAction, paging.hasMore],
  );

  // ← pass, → like, ↑ super_like, unless typing in a field or a dialog is open.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (match || isTypingTarget(event.target)) return;
      if (document.querySelector('[role="dialog"]')) return;
      const action = keyAction(event.key);
      if (!action || !cards[index]) return;
      event.preventDefault();
      void commit(action);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [commit, cards, index, match]);

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (processingRef.current || event.button !== 0) return;
    if ((event.target as HTMLElement).closest('a,button')) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    dragStart.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
    setDragging(true);
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const start = dragStart.current;
    if (!start || start.id !== event.pointerId) return;
    setOffset({ x: event.clientX - start.x, y: event.clientY - start.y });
  };
  const onPointerEnd = (event: ReactPointerEvent<HTMLDivElement>) => {
    const start = dragStart.current;
    if (!start || start.id !== event.pointerId) return;
    dragStart.current = null;
    const action = event.type === 'pointercancel' ? null : committedAction(offset);
    if (action) {
      void commit(action);
    } else {
      setDragging(false);
      setOffset(ORIGIN);
    }
  };

  if (cards.length === 0) {
    return (
      <Card className="flex flex-col items-center gap-3 py-10 text-center">
        <h2 className="text-lg font-bold">{emptyTitle}</h2>
        <p className="text-sm text-muted">{emptyText}</p>
        <Button variant="secondary" onClick={onRefresh}>
          <RotateCcw aria-hidden className="h-4 w-4" /> Refresh
        </Button>
      </Card>
    );
  }

  const width = stackRef.current?.offsetWidth ?? 360;
  const shown = flying ? (reducedMotion ? ORIGIN : flyOutOffset(flying, width)) : offset;
  const label = flying ? SWIPE_LABELS[flying] : dragging ? dragLabel(offset) : null;
  const topTransform = reducedMotion
    ? `translate(${flying ? 0 : shown.x}px, ${flying ? 0 : shown.y}px)`
    : `translate(${shown.x}px, ${shown.y}px) rotate(${dragRotation(shown)}deg)`;
  const transition = dragging
    ? 'none'
    : `transform ${flying ? flyOutMs : SNAP_BACK_MS}ms ease-out, opacity ${flyOutMs}ms`;

  return (
    <section aria-label="Card stack" className="flex flex-col gap-4">
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {view === 'card' ? (
        <>
          {/* The top card sets the stack's height (at least 27rem; one with three fair-chance badges
              and wrapping skills needs more on a 360 px phone); the cards behind it fill the same box. */}
          <div
            ref={stackRef}
            className="relative mx-auto grid min-h-[27rem] w-full max-w-sm select-none sm:min-h-[29rem]"
          >
            {cards.slice(index, index + stackSize).map((card, depth) => {
              const isTop = depth === 0;
              return (
                <div
                  key={card.id}
                  className={cn(
                    isTop ? 'relative cursor-grab touch-none active:cursor-grabbing' : 'absolute inset-0',
                  )}
                  style={
                    isTop
                      ? {
                          zIndex: 30,
                          transform: topTransform,
                          transition,
                          opacity: flying && reducedMotion ? 0 : 1,
                        }
                      : {
                          zIndex: 30 - depth * 10,
                          transform: `translateY(${depth * 12}px) scale(${1 - depth * 0.05})`,
                          transition: reducedMotion ? 'none' : `transform ${SNAP_BACK_MS}ms ease-out`,
                        }
                  }
                  aria-hidden={isTop ? undefined : true}
                  inert={isTop ? undefined : true}
                  onPointerDown={isTop ? onPointerDown : undefined}
                  onPointerMove={isTop ? onPointerMove : undefined}
                  onPointerUp={isTop ? onPointerEnd : undefined}
                  onPointerCancel={isTop ? onPointerEnd : undefined}
                  data-testid={isTop ? 'top-card' : undefined}
                >
                  <DiscoverCardView
                    card={card}
                    detailsTo={detailsPath(card)}
                    top={isTop}
                    deferImage={!isTop && !leadSettled}
                    onImageSettled={isTop ? settleLead : undefined}
                  />
                  {isTop && label && (
                    <span
                      aria-hidden
                      className={cn(
                        'pointer-events-none absolute left-1/2 top-16 -translate-x-1/2 rounded-xl border-4 bg-white/90 px-4 py-1 text-3xl font-black tracking-wider',
                        label === 'LIKE' && 'border-leaf-700 text-leaf-800',
                        label === 'PASS' && 'border-red-700 text-red-800',
                        label === 'SUPER!' && 'border-sky-700 text-sky-800',
                      )}
                    >
                      {label}
                    </span>
                  )}
                </div>
              );
            })}
          </div>
          <div
            ref={actionsRef}
            className="flex items-center justify-center gap-5"
            role="group"
            aria-label="Swipe actions"
          >
            <DeckButton action="pass" label="Pass" onClick={commit} busy={processing}>
              <X aria-hidden className="h-7 w-7" />
            </DeckButton>
            <DeckButton
              action="super_like"
              label={superAction.label}
              spokenLabel={superAction.spokenLabel}
              onClick={commit}
              busy={processing}
            >
              <Star aria-hidden className="h-6 w-6" />
            </DeckButton>
            <DeckButton action="like" label="Like" onClick={commit} busy={processing}>
              <Heart aria-hidden className="h-7 w-7" />
            </DeckButton>
          </div>
          <p className="text-center text-xs text-muted">
            Card {index + 1} of {cards.length}. Keys: ← pass, → like, ↑ {superAction.label.toLowerCase()}.
          </p>
        </>
      ) : view === 'loading' ? (
        <Card
          ref={loadingRef}
          tabIndex={-1}
          role="status"
          className="flex items-center justify-center gap-2 py-10 text-sm text-muted"
        >
          <span
            aria-hidden
            className="h-5 w-5 animate-spin rounded-full border-2 border-current border-t-transparent"
          />
          Loading more cards...
        </Card>
      ) : (
        <Card className="flex flex-col items-center gap-3 py-10 text-center">
          <h2 className="text-lg font-bold">You&apos;re all caught up!</h2>
          <p className="text-sm text-muted">Check back later, or go through these cards again.</p>
          <div className="flex gap-2">
            <Button
              ref={startOverRef}
              onClick={() => {
                setIndex(0);
                setAnnouncement(cards[0] ? `Starting over. ${describeCard(cards[0])}.` : '');
                refocus.current = true;
              }}
            >
              Start Over
            </Button>
            <Button variant="secondary" onClick={onRefresh}>
              <RotateCcw aria-hidden className="h-4 w-4" /> Refresh
            </Button>
          </div>
        </Card>
      )}
      <MatchOverlay
        open={match !== null}
        type={match?.type ?? 'job'}
        match={match?.match ?? null}
        sample={match?.sample}
        messagesPath={messagesPath}
        onClose={() => setMatch(null)}
        onCloseAutoFocus={(event) => {
          // Opened by a swipe, not a trigger: the focus goes back to the deck, not the page body.
          event.preventDefault();
          if (focusDeck()) refocus.current = false;
        }}
      />
    </section>
  );
}

function DeckButton({
  action,
  label,
  spokenLabel = label,
  onClick,
  busy,
  children,
}: {
  action: SwipeAction;
  label: string;
  spokenLabel?: string;
  onClick: (action: SwipeAction) => void;
  /** While a swipe is processing: not `disabled`, which would throw the focus to the page body. */
  busy: boolean;
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-1">
      <button
        type="button"
        data-action={action}
        onClick={() => {
          if (!busy) onClick(action);
        }}
        aria-disabled={busy || undefined}
        aria-label={spokenLabel}
        className={cn(
          'flex items-center justify-center rounded-full border-2 bg-white shadow-md transition-transform hover:scale-105 aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
          action === 'super_like' ? 'h-14 w-14' : 'h-16 w-16',
          action === 'pass' && 'border-red-700 text-red-800',
          action === 'super_like' && 'border-sky-700 text-sky-800',
          action === 'like' && 'border-leaf-700 text-leaf-800',
        )}
      >
        {children}
      </button>
      <span aria-hidden className="text-xs font-semibold text-muted">
        {label}
      </span>
    </div>
  );
}
