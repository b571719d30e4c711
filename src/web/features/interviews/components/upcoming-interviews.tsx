import { Link } from 'react-router';
import { CalendarClock, ChevronRight } from 'lucide-react';
import { type Interview } from '@shared/contracts/interviews';
import { UPCOMING_DAYS } from '@shared/options/interviews';
import { formatSlot } from '@shared/rules/interview-slots';
import { Card, CardTitle } from '@web/components/ui/card';
import { useInterviewLive } from '../api/use-interview-live';
import { useUpcomingInterviews } from '../api/list-upcoming-interviews';
import { kindLabel } from './interview-text';

const conversationHref = (interview: Interview) =>
  interview.conversationId
    ? `/${interview.myRole === 'seeker' ? 'seeker' : 'hirer'}-messages/${encodeURIComponent(interview.conversationId)}`
    : null;

/**
 * The dashboards' "Upcoming interviews": booked ones in the next days, soonest first, each
 * linking to its conversation. Nothing while loading or when there are none, so the dashboard
 * does not move for people without interviews.
 */
export function UpcomingInterviews() {
  useInterviewLive();
  const { data } = useUpcomingInterviews();
  if (!data || data.length === 0) return null;
  return (
    <Card className="flex flex-col gap-3">
      <CardTitle className="flex items-center gap-2">
        <CalendarClock aria-hidden className="h-5 w-5 text-leaf-800" /> Upcoming interviews
      </CardTitle>
      <p className="-mt-2 text-sm text-muted">The next {UPCOMING_DAYS} days, in your time zone.</p>
      <ul className="flex flex-col gap-2">
        {data.map((interview) => (
          <li key={interview.id}>
            <UpcomingItem interview={interview} />
          </li>
        ))}
      </ul>
    </Card>
  );
}

function UpcomingItem({ interview }: { interview: Interview }) {
  const seeker = interview.myRole === 'seeker';
  const who = seeker ? interview.companyName : interview.seekerName;
  const href = conversationHref(interview);
  const content = (
    <>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold [overflow-wrap:anywhere]">
          {who} · {interview.jobTitle}
        </span>
        {interview.booked && (
          <span className="block text-sm">
            {formatSlot(interview.booked.startsAt, interview.booked.minutes)}
          </span>
        )}
        <span className="block text-sm text-muted">{kindLabel(interview.kind)}</span>
      </span>
      {href && (
        <>
          <span className="sr-only">, open the conversation</span>
          <ChevronRight aria-hidden className="h-5 w-5 shrink-0 text-muted" />
        </>
      )}
    </>
  );
  const box = 'flex min-h-11 items-center gap-2 rounded-xl border border-gray-200 px-3 py-2';
  return href ? (
    <Link to={href} className={`${box} hover:bg-leaf-50`}>
      {content}
    </Link>
  ) : (
    <div className={box}>{content}</div>
  );
}
