import { useState } from 'react';
import { Link } from 'react-router';
import { MessageCircle, RefreshCw, Search } from 'lucide-react';
import type { ConversationSummary, ParticipantRole } from '@shared/contracts/messaging';
import { MESSAGING_MESSAGES } from '@shared/contracts/messaging';
import { relativeTime } from '@shared/rules/format';
import { buttonVariants } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { SampleBadge } from '@web/components/ui/sample-badge';
import { Skeleton } from '@web/components/ui/skeleton';
import { useConversations } from '../api/queries';
import { conversationLinkName, conversationPreview } from '../conversation-name';
import { Avatar } from '@web/components/ui/avatar';

/** The conversation list of either side (spec: Hirer messages; Seeker messages). */
export function ConversationList({ role, basePath }: { role: ParticipantRole; basePath: string }) {
  const [search, setSearch] = useState('');
  const term = search.trim();
  const { data, isPending, isError, refetch, isFetching } = useConversations(role === 'hirer' ? term : '');
  const items = data?.items ?? [];

  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-2">
        {role === 'hirer' && (
          <label className="relative flex-1">
            <span className="sr-only">Search messages</span>
            <Search aria-hidden className="absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-muted" />
            <Input
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              placeholder="Search messages"
              className="pl-9"
            />
          </label>
        )}
        <button
          type="button"
          onClick={() => void refetch()}
          className="ml-auto rounded-xl p-2 hover:bg-leaf-50"
          aria-label="Refresh messages"
        >
          <RefreshCw aria-hidden className={`h-5 w-5 ${isFetching ? 'motion-safe:animate-spin' : ''}`} />
        </button>
      </div>

      {isPending ? (
        <div className="flex flex-col gap-2" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-20 w-full" />
          ))}
        </div>
      ) : isError ? (
        <Card className="text-center">
          <p role="alert">{MESSAGING_MESSAGES.loadFailed}</p>
        </Card>
      ) : items.length === 0 ? (
        <EmptyState role={role} searching={term !== ''} />
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Conversations">
          {items.map((c) => (
            <li key={c.id}>
              <ConversationRow conversation={c} role={role} href={`${basePath}/${c.id}`} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function ConversationRow({
  conversation: c,
  role,
  href,
}: {
  conversation: ConversationSummary;
  role: ParticipantRole;
  href: string;
}) {
  const unread = c.unreadCount > 0;
  const time = relativeTime(c.lastMessageAt);
  return (
    // The name replaces the row's text, which read in DOM order repeats the company (contact
    // line) and puts the time before the job; the visible layout stays as it is.
    <Link
      to={href}
      aria-label={conversationLinkName(c, time)}
      className="flex items-start gap-3 rounded-2xl border border-gray-200 bg-white p-3 hover:bg-leaf-50 focus-visible:outline-2"
    >
      <Avatar name={c.otherName} imageUrl={c.otherImageUrl} />
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline gap-2">
          <p className={`flex-1 truncate ${unread ? 'font-bold' : 'font-semibold'}`}>{c.otherName}</p>
          <time className="shrink-0 text-xs text-muted" dateTime={c.lastMessageAt}>
            {time}
          </time>
        </div>
        {role === 'seeker' && c.employerContactName && (
          <p className="truncate text-sm text-muted">{c.employerContactName}</p>
        )}
        {/* The label beside the job, so a long name keeps the first line on a 360 px phone. */}
        {(c.jobTitle || c.sample) && (
          <div className="flex items-center gap-2">
            {c.jobTitle && <p className="min-w-0 truncate text-sm text-leaf-800">{c.jobTitle}</p>}
            {c.sample && <SampleBadge />}
          </div>
        )}
        <p className={`line-clamp-1 text-sm break-words ${unread ? 'font-semibold text-ink' : 'text-muted'}`}>
          {c.closed ? 'This conversation is closed' : conversationPreview(c)}
        </p>
      </div>
      {unread && (
        <span className="mt-1 flex h-6 min-w-6 items-center justify-center rounded-full bg-leaf-800 px-1.5 text-xs font-bold text-white">
          {c.unreadCount}
          <span className="sr-only"> unread</span>
        </span>
      )}
    </Link>
  );
}

function EmptyState({ role, searching }: { role: ParticipantRole; searching: boolean }) {
  if (role === 'seeker') {
    return (
      <Card className="flex flex-col items-center gap-3 py-8 text-center">
        <MessageCircle aria-hidden className="h-10 w-10 text-leaf-800" />
        <h2 className="text-lg font-bold">No Messages Yet</h2>
        <p className="text-sm text-muted">When you match with an employer, your conversation starts here.</p>
        <Link to="/seeker-discover" className={buttonVariants({ variant: 'secondary' })}>
          Discover Jobs
        </Link>
      </Card>
    );
  }
  return (
    <Card className="flex flex-col items-center gap-2 py-8 text-center">
      <MessageCircle aria-hidden className="h-10 w-10 text-leaf-800" />
      <h2 className="text-lg font-bold">No messages found</h2>
      <p className="text-sm text-muted">
        {searching ? 'No messages match your search.' : "You don't have any messages yet."}
      </p>
    </Card>
  );
}
