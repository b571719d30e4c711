import { INTERVIEW_KIND_OPTIONS } from '@shared/options/interviews';
import { formatSlot } from '@shared/rules/interview-slots';
import { formatPersonName } from '@shared/rules/format';
import { optionLabel } from '@shared/options/option';
import { calendarInvite } from './interviews.invite';
import type { InterviewDetailRow } from './interviews.repo';

export type Side = 'seeker' | 'hirer';

/**
 * What one side is told about a booked interview, in e-mails and its calendar file: when (UK
 * time), what kind, where, the note and a link back to the conversation. Each side's file names
 * only that side as attendee: neither learns the other's e-mail address.
 */
export function interviewLetter(
  row: InterviewDetailRow,
  side: Side,
  recipientEmail: string,
  opts: { publicUrl: string; noReply: string },
) {
  const i = row.interview;
  if (!i.startsAt || !i.minutes) throw new Error('interviewLetter: not booked');
  const startsAt = i.startsAt.toISOString();
  const minutes = i.minutes;
  const company = row.companyName ?? 'The employer';
  const seekerName = formatPersonName(row.firstName, row.lastName);
  const withWhom = side === 'seeker' ? company : seekerName;
  const url = `${opts.publicUrl}/${side === 'seeker' ? 'seeker-messages' : 'hirer-messages'}/${i.conversationId ?? ''}`;
  const when = formatSlot(startsAt, minutes, 'Europe/London');
  const place = i.kind === 'video' ? 'Link' : i.kind === 'phone' ? 'Call' : 'Where';
  const details = [
    `${optionLabel(INTERVIEW_KIND_OPTIONS, i.kind)} interview for ${row.jobTitle} with ${withWhom}.`,
    `When: ${when} (UK time).`,
    ...(i.location ? [`${place}: ${i.location}`] : []),
    ...(i.note ? [`Note: ${i.note}`] : []),
    `Open in NewLeaf: ${url}`,
  ];
  const invite = (method: 'REQUEST' | 'CANCEL') =>
    calendarInvite({
      interviewId: i.id,
      method,
      sequence: i.sequence,
      startsAt,
      minutes,
      summary: `Interview: ${row.jobTitle} (${withWhom})`,
      description: details.join('\n'),
      location: i.location,
      url,
      organizer: { name: `${company} via NewLeaf`, email: opts.noReply },
      attendee: { name: side === 'seeker' ? seekerName : company, email: recipientEmail },
    });
  const attachment = (method: 'REQUEST' | 'CANCEL') => ({
    filename: method === 'CANCEL' ? 'interview-cancelled.ics' : 'interview.ics',
    content: invite(method),
    contentType: `text/calendar; charset=utf-8; method=${method}`,
  });
  return { url, when, withWhom, details, invite, attachment };
}
