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
import { DiscoverCardView } from './discover-card-view';
import { MatchOverlay } from './match-overlay';

const { flyOutMs, actionDelayMs, indexAdvanceMs, stackSize } = SWIPE_CONSTANTS;
const SNAP_BACK_MS = 200;
const ORIGIN: DragOffset = { x: 0, y: 0 };
const ANNOUNCED: Record<SwipeAction, string> = { like: 'Liked', pass: 'Passed', super_like: 'Super liked' };

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
  /** Label of the middle button: 'Save Job' (seekers) or 'Super Like' (hirers). */
  superLabel: string;
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
  superLabel,
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
  const [match, setMatch] = useState<{ match: Match; type: DiscoverCard['type'] } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // The cards under the top one fetch their pictures once the top one's has come (or failed).
  const [leadSettled, setLeadSettled] = useState(false);
  const settleLead = useCallback(() => setLeadSettled(true), []);
  const processingRef = useRef(false);
  const dragStart = useRef<{ x: number; y: number; id: number } | null>(null);
  const stackRef = useRef<HTMLDivElement>(null);
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

  const commit = useCallback(
    async (action: SwipeAction) => {
      const card = cards[index];
      if (!card || processingRef.current) return;
      processingRef.current = true;
      setProcessing(true);
      setDragging(false);
      setFlying(action);
      setAnnouncement(`${ANNOUNCED[action]} ${card.titleText}`);
      await sleep(actionDelayMs);
      try {
        const res = await onSwipe(card, action);
        if (res.isMatch && res.match) setMatch({ match: res.match, type: card.type });
      } catch {
        notify.error('Error', 'Failed to process swipe');
      }
      await sleep(indexAdvanceMs);
      setIndex((i) => i + 1);
      setFlying(null);
      setOffset(ORIGIN);
      processingRef.current = false;
      setProcessing(false);
    },
    [cards, index, onSwipe],
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
          <div ref={stackRef} className="relative mx-auto h-[27rem] w-full max-w-sm select-none sm:h-[29rem]">
            {cards.slice(index, index + stackSize).map((card, depth) => {
              const isTop = depth === 0;
              return (
                <div
                  key={card.id}
                  className={cn(
                    'absolute inset-0',
                    isTop ? 'cursor-grab touch-none active:cursor-grabbing' : '',
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
          <div className="flex items-center justify-center gap-5" role="group" aria-label="Swipe actions">
            <DeckButton label="Pass" onClick={() => void commit('pass')} disabled={processing} tone="pass">
              <X aria-hidden className="h-7 w-7" />
            </DeckButton>
            <DeckButton
              label={superLabel}
              onClick={() => void commit('super_like')}
              disabled={processing}
              tone="super"
            >
              <Star aria-hidden className="h-6 w-6" />
            </DeckButton>
            <DeckButton label="Like" onClick={() => void commit('like')} disabled={processing} tone="like">
              <Heart aria-hidden className="h-7 w-7" />
            </DeckButton>
          </div>
          <p className="text-center text-xs text-muted">
            Card {index + 1} of {cards.length}. Keys: ← pass, → like, ↑ {superLabel.toLowerCase()}.
          </p>
        </>
      ) : view === 'loading' ? (
        <Card role="status" className="flex items-center justify-center gap-2 py-10 text-sm text-muted">
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
            <Button onClick={() => setIndex(0)}>Start Over</Button>
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
        messagesPath={messagesPath}
        onClose={() => setMatch(null)}
      />
    </section>
  );
}

function DeckButton({
  label,
  onClick,
  disabled,
  tone,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled: boolean;
  tone: 'pass' | 'super' | 'like';
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-1">
      <button
        type="button"
        onClick={onClick}
        disabled={disabled}
        aria-label={label}
        className={cn(
          'flex items-center justify-center rounded-full border-2 bg-white shadow-md transition-transform hover:scale-105 disabled:cursor-not-allowed disabled:opacity-60',
          tone === 'super' ? 'h-14 w-14' : 'h-16 w-16',
          tone === 'pass' && 'border-red-700 text-red-800',
          tone === 'super' && 'border-sky-700 text-sky-800',
          tone === 'like' && 'border-leaf-700 text-leaf-800',
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
