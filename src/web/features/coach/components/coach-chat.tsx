import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { ArrowRight, Bot, Send } from 'lucide-react';
import { COACH_MESSAGE_MAX_CHARS, type CoachMessage, type CoachThread } from '@shared/contracts/coach';
import { messageTime } from '@shared/rules/message-days';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { useCoachChat } from '../hooks/use-coach-chat';
import { CrisisCard, PinnedCrisisCard } from './crisis-card';
import { ClearConversation } from './clear-conversation';

/** The NewLeaf screens a guide answer can point at, as links under its bubble. */
const GUIDE_LINKS: Record<CoachMessage['links'][number], { to: string; label: string }> = {
  'spent-checker': { to: '/spent-checker', label: 'When is my record spent? (checker)' },
  'cv-builder': { to: '/seeker-cv-builder', label: 'Open the CV builder' },
  disclosure: { to: '/seeker-disclosure', label: 'Your disclosure settings' },
};

/**
 * The coach's chat window (400 px high, as the spec has it): the welcome message, the history,
 * the typing indicator, and the composer, disabled while the coach is answering. Quick Topics
 * prefill the composer. Once the conversation has had a crisis reply, the help card for it stays
 * pinned above the composer until the conversation is cleared.
 */
export function CoachChat({
  thread,
  welcome,
  quickTopics,
  quickTopicPrompt,
}: {
  thread: CoachThread;
  welcome: string;
  quickTopics?: readonly string[];
  quickTopicPrompt?: (topic: string) => string;
}) {
  const chat = useCoachChat(thread);
  const [text, setText] = useState('');
  const scroller = useRef<HTMLDivElement>(null);
  const composer = useRef<HTMLTextAreaElement>(null);
  const label = thread === 'coach' ? 'coach' : 'AI chat';

  useLayoutEffect(() => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [chat.messages.length, chat.pending, chat.typing, chat.streaming]);

  async function submit() {
    const content = text.trim();
    if (!content || chat.typing || chat.pending) return;
    setText('');
    const ok = await chat.send(content);
    if (!ok) setText(content);
    refocus.current = true;
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void submit();
    }
  }

  const answering = chat.typing || chat.streaming !== null || chat.pending !== null;
  // Disabling the composer while the coach answers drops the focus to the page; once it is enabled
  // again, the focus goes back to it, unless the seeker has moved it somewhere else meanwhile.
  const refocus = useRef(false);
  useEffect(() => {
    if (answering || !refocus.current) return;
    refocus.current = false;
    const el = document.activeElement;
    if (!el || el === document.body) composer.current?.focus();
  }, [answering]);
  const lastReply = [...chat.messages].reverse().find((m) => m.role === 'coach');
  const lastCrisis = [...chat.messages].reverse().find((m) => m.source === 'crisis');

  return (
    <div className="flex flex-col gap-3">
      <div
        ref={scroller}
        className="h-[400px] overflow-y-auto rounded-2xl border border-gray-200 bg-white p-3"
        tabIndex={0}
        role="region"
        aria-label={`Conversation with the ${label}`}
      >
        <ul className="flex flex-col gap-2">
          <Bubble message={{ role: 'coach', content: welcome }} />
          {chat.hasMore && (
            <li className="text-center">
              <Button variant="link" size="sm" onClick={() => void chat.loadOlder()}>
                Show earlier messages
              </Button>
            </li>
          )}
          {chat.status === 'pending' && <Spinner label="Loading your conversation" />}
          {chat.messages.map((m) => (
            <Bubble key={m.id} message={m} />
          ))}
          {chat.pending && <Bubble message={{ role: 'user', content: chat.pending }} />}
          {chat.streaming !== null && <Bubble message={{ role: 'coach', content: chat.streaming }} />}
          {chat.typing && (
            <li className="flex items-center gap-2 text-sm text-muted" role="status">
              <Bot aria-hidden className="h-4 w-4" />
              <span className="inline-flex gap-1" aria-hidden>
                <span className="h-2 w-2 animate-bounce rounded-full bg-gray-500" />
                <span className="h-2 w-2 animate-bounce rounded-full bg-gray-500 [animation-delay:150ms]" />
                <span className="h-2 w-2 animate-bounce rounded-full bg-gray-500 [animation-delay:300ms]" />
              </span>
              <span>{thread === 'coach' ? 'Coach is typing…' : 'Typing…'}</span>
            </li>
          )}
        </ul>
      </div>

      {/* Replies are read out once complete. */}
      <p className="sr-only" aria-live="polite">
        {lastReply && !answering ? `Reply: ${lastReply.content}` : ''}
      </p>

      {lastCrisis && <PinnedCrisisCard kind={lastCrisis.crisisKind ?? null} />}

      <form
        className="flex items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <label htmlFor={`${thread}-composer`} className="sr-only">
          Message the {label}
        </label>
        <textarea
          id={`${thread}-composer`}
          ref={composer}
          rows={2}
          value={text}
          maxLength={COACH_MESSAGE_MAX_CHARS}
          disabled={answering}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={thread === 'coach' ? 'Ask your coach anything…' : 'Type a message…'}
          className="max-h-40 min-h-11 flex-1 resize-none rounded-xl border border-gray-400 px-3 py-2.5 text-base focus:border-leaf-700 disabled:bg-gray-100"
        />
        <Button type="submit" size="icon" aria-label="Send message" disabled={!text.trim() || answering}>
          <Send aria-hidden className="h-5 w-5" />
        </Button>
      </form>

      {quickTopics && quickTopicPrompt && (
        <section aria-labelledby={`${thread}-quick-topics`}>
          <h2 id={`${thread}-quick-topics`} className="mb-2 text-base font-bold">
            Quick Topics
          </h2>
          <ul className="flex flex-wrap gap-2">
            {quickTopics.map((topic) => (
              <li key={topic}>
                <button
                  type="button"
                  className="min-h-11 rounded-full border border-leaf-800 bg-leaf-50 px-3 py-1.5 text-sm font-semibold text-leaf-900 hover:bg-leaf-100 disabled:opacity-60"
                  disabled={answering}
                  onClick={() => {
                    setText(quickTopicPrompt(topic));
                    composer.current?.focus();
                  }}
                >
                  {topic}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}

      <ClearConversation
        thread={thread}
        disabled={chat.messages.length === 0 || answering}
        onCleared={chat.reset}
      />
    </div>
  );
}

function Bubble({ message }: { message: Pick<CoachMessage, 'role' | 'content'> & Partial<CoachMessage> }) {
  const mine = message.role === 'user';
  return (
    <li className={`flex flex-col ${mine ? 'items-end' : 'items-start'}`}>
      <div
        className={`max-w-[85%] rounded-2xl px-3 py-2 break-words whitespace-pre-wrap ${
          mine ? 'rounded-br-sm bg-leaf-800 text-white' : 'rounded-bl-sm bg-gray-100 text-ink'
        }`}
      >
        <span className="sr-only">{mine ? 'You' : 'Coach'}: </span>
        {message.content}
      </div>
      {message.source === 'crisis' && <CrisisCard kind={message.crisisKind ?? null} />}
      {message.links && message.links.length > 0 && (
        <ul className="mt-1 flex max-w-[85%] flex-col gap-1" aria-label="Related in NewLeaf">
          {message.links.map((link) => (
            <li key={link}>
              <Link
                to={GUIDE_LINKS[link].to}
                className="inline-flex min-h-11 items-center gap-1.5 rounded-xl border border-leaf-800 bg-white px-3 py-1.5 text-sm font-semibold text-leaf-900 hover:bg-leaf-50"
              >
                {GUIDE_LINKS[link].label}
                <ArrowRight aria-hidden className="h-4 w-4 shrink-0" />
              </Link>
            </li>
          ))}
        </ul>
      )}
      {message.notice && <p className="mt-1 max-w-[85%] text-xs text-muted">{message.notice}</p>}
      {message.timestamp && (
        <span className="mt-0.5 text-xs text-muted">
          <time dateTime={message.timestamp}>{messageTime(message.timestamp)}</time>
        </span>
      )}
    </li>
  );
}
