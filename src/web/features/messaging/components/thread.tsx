import {
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { Send } from 'lucide-react';
import type { Conversation, Message } from '@shared/contracts/messaging';
import { MESSAGE_MAX_CHARS, MESSAGING_MESSAGES } from '@shared/contracts/messaging';
import { groupByDay, messageTime } from '@shared/rules/message-days';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { useThread, type PendingMessage } from '../hooks/use-thread';

const draftKey = (id: string) => `newleaf.draft.${id}`;

/**
 * Bubbles grouped by day (the other side left, mine right), older pages as you scroll up, and the
 * composer: Enter sends, Shift+Enter starts a new line, blank sends nothing. A message carrying an
 * interview shows `renderInterview`'s card instead of its bubble (once per interview).
 */
export function Thread({
  conversation,
  renderInterview,
}: {
  conversation: Conversation;
  renderInterview?: (message: Message, conversation: Conversation) => ReactNode;
}) {
  const thread = useThread(conversation.id, conversation.myRole);
  const scroller = useRef<HTMLDivElement>(null);
  const composer = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState(() => sessionStorage.getItem(draftKey(conversation.id)) ?? '');
  const [loadingOlder, setLoadingOlder] = useState(false);
  const stickToBottom = useRef(true);
  const closed = conversation.closed !== null;

  useEffect(() => {
    if (text) sessionStorage.setItem(draftKey(conversation.id), text);
    else sessionStorage.removeItem(draftKey(conversation.id));
  }, [text, conversation.id]);

  // New messages keep the view at the bottom unless the reader has scrolled up to read.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && stickToBottom.current) el.scrollTop = el.scrollHeight;
  }, [thread.messages, thread.pending, thread.otherTyping]);

  // Content that fills in after its message (an interview card reading its state) keeps the view
  // at the bottom as well.
  useEffect(() => {
    const el = scroller.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (stickToBottom.current) el.scrollTop = el.scrollHeight;
    });
    for (const child of el.children) observer.observe(child);
    return () => observer.disconnect();
  }, [thread.messages, thread.pending]);

  async function onScroll() {
    const el = scroller.current;
    if (!el) return;
    stickToBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 80;
    if (el.scrollTop < 40 && thread.hasMore && !loadingOlder) {
      setLoadingOlder(true);
      const before = el.scrollHeight;
      try {
        await thread.loadOlder();
      } finally {
        setLoadingOlder(false);
        // Keep the message the reader was looking at in place.
        requestAnimationFrame(() => {
          if (scroller.current) scroller.current.scrollTop += scroller.current.scrollHeight - before;
        });
      }
    }
  }

  function submit() {
    const body = text.trim();
    if (!body || closed) return;
    stickToBottom.current = true;
    thread.send(body);
    setText('');
    composer.current?.focus();
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  }

  const mineLast = [...thread.messages].reverse().find((m) => m.senderRole === conversation.myRole);
  const seenId = mineLast && conversation.otherReadId >= mineLast.id ? mineLast.id : null;
  const newest = thread.messages.at(-1);
  // The first message of each interview carries its card; any later one reads as a bubble.
  const cardIds = useMemo(() => {
    const seen = new Set<string>();
    const ids = new Set<number>();
    for (const m of thread.messages) {
      if (m.interviewId && !seen.has(m.interviewId)) {
        seen.add(m.interviewId);
        ids.add(m.id);
      }
    }
    return ids;
  }, [thread.messages]);

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div
        ref={scroller}
        onScroll={() => void onScroll()}
        className="min-h-0 flex-1 overflow-y-auto px-1 py-2"
        tabIndex={0}
        aria-label="Messages"
        role="region"
      >
        {thread.status === 'loading' && <Spinner label="Loading messages" />}
        {thread.status === 'error' && (
          <p role="alert" className="text-center text-red-800">
            {MESSAGING_MESSAGES.loadConversationFailed}
          </p>
        )}
        {loadingOlder && <Spinner label="Loading earlier messages" />}
        {thread.status === 'ready' && !thread.hasMore && thread.messages.length === 0 && (
          <p className="py-6 text-center text-sm text-muted">No messages yet. Say hello!</p>
        )}
        {groupByDay(thread.messages).map((group) => (
          <section key={group.day} aria-label={group.label}>
            <h2 className="my-3 text-center text-xs font-semibold text-muted">{group.label}</h2>
            <ul className="flex flex-col gap-1.5">
              {group.items.map((m) =>
                renderInterview && cardIds.has(m.id) ? (
                  <CardItem
                    key={m.id}
                    message={m}
                    mine={m.senderRole === conversation.myRole}
                    seen={m.id === seenId}
                  >
                    {renderInterview(m, conversation)}
                  </CardItem>
                ) : (
                  <Bubble
                    key={m.id}
                    message={m}
                    mine={m.senderRole === conversation.myRole}
                    seen={m.id === seenId}
                  />
                ),
              )}
            </ul>
          </section>
        ))}
        {thread.pending.length > 0 && (
          <ul className="mt-1.5 flex flex-col gap-1.5">
            {thread.pending.map((p) => (
              <PendingBubble key={p.clientId} item={p} onRetry={() => void thread.retry(p)} />
            ))}
          </ul>
        )}
        {thread.otherTyping && (
          <p className="mt-2 text-sm text-muted italic">{conversation.otherName} is typing…</p>
        )}
      </div>

      {/* New messages from the other side, said politely to screen readers. */}
      <p className="sr-only" aria-live="polite">
        {newest && newest.senderRole !== conversation.myRole
          ? `New message from ${conversation.otherName}: ${newest.body}`
          : ''}
      </p>

      {closed ? (
        <p
          role="status"
          className="border-t border-gray-200 bg-gray-50 p-3 text-center font-semibold text-gray-800"
        >
          {MESSAGING_MESSAGES.closed}
        </p>
      ) : (
        <form
          className="sticky bottom-0 flex items-end gap-2 border-t border-gray-200 bg-white pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))]"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <label htmlFor="composer" className="sr-only">
            Message {conversation.otherName}
          </label>
          <textarea
            id="composer"
            ref={composer}
            rows={1}
            value={text}
            maxLength={MESSAGE_MAX_CHARS}
            onChange={(e) => {
              setText(e.target.value);
              if (e.target.value.trim()) thread.typing();
            }}
            onKeyDown={onKeyDown}
            placeholder="Type a message…"
            className="max-h-32 min-h-11 flex-1 resize-none rounded-xl border border-gray-400 px-3 py-2.5 text-base focus:border-leaf-700"
          />
          <Button type="submit" size="icon" aria-label="Send message" disabled={!text.trim()}>
            <Send aria-hidden className="h-5 w-5" />
          </Button>
        </form>
      )}
    </div>
  );
}

function Bubble({ message, mine, seen }: { message: Message; mine: boolean; seen: boolean }) {
  return (
    <li className={`flex flex-col ${mine ? 'items-end' : 'items-start'}`}>
      <div
        className={`max-w-[80%] rounded-2xl px-3 py-2 break-words whitespace-pre-wrap ${
          mine ? 'rounded-br-sm bg-leaf-800 text-white' : 'rounded-bl-sm bg-gray-100 text-ink'
        }`}
      >
        <span className="sr-only">{mine ? 'You' : 'They'} wrote: </span>
        {message.body}
      </div>
      <span className="mt-0.5 text-xs text-muted">
        <time dateTime={message.createdAt}>{messageTime(message.createdAt)}</time>
        {seen && ' · Seen'}
      </span>
    </li>
  );
}

/** A message shown as another feature's card: one list item, with its time like a bubble's. */
function CardItem({
  message,
  mine,
  seen,
  children,
}: {
  message: Message;
  mine: boolean;
  seen: boolean;
  children: ReactNode;
}) {
  return (
    <li className={`flex flex-col ${mine ? 'items-end' : 'items-start'}`}>
      <div className="w-full max-w-[92%]">{children}</div>
      <span className="mt-0.5 text-xs text-muted">
        <time dateTime={message.createdAt}>{messageTime(message.createdAt)}</time>
        {seen && ' · Seen'}
      </span>
    </li>
  );
}

function PendingBubble({ item, onRetry }: { item: PendingMessage; onRetry: () => void }) {
  return (
    <li className="flex flex-col items-end">
      <div className="max-w-[80%] rounded-2xl rounded-br-sm bg-leaf-800/80 px-3 py-2 break-words whitespace-pre-wrap text-white">
        {item.body}
      </div>
      {item.status === 'sending' ? (
        <span className="mt-0.5 text-xs text-muted">Sending…</span>
      ) : (
        <button
          type="button"
          onClick={onRetry}
          className="mt-0.5 text-xs font-semibold text-red-800 underline"
        >
          Not sent — retry
        </button>
      )}
    </li>
  );
}
