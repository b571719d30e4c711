import type { ConversationSummary } from '@shared/contracts/messaging';

/** Longest last-message preview read out in a list link; the rest is in the conversation. */
export const PREVIEW_NAME_MAX = 80;

/** The visible preview line of a row: who wrote last and what, or the prompt of a new match. */
export function conversationPreview(
  c: Pick<ConversationSummary, 'lastMessage' | 'lastMessageFromMe'>,
): string {
  return c.lastMessage ? `${c.lastMessageFromMe ? 'You: ' : ''}${c.lastMessage}` : 'New match — say hello';
}

/**
 * The accessible name of a conversation link, read once in a fixed order: name ("sample" after
 * it for the invented demo data), job, state, time ("Greenfield Hospitality Group, Hotel
 * Housekeeper, new match, just now"). The row's
 * visible parts are laid out for the eye and, read in DOM order, would repeat the company and put
 * the time in the middle.
 */
export function conversationLinkName(
  c: Pick<
    ConversationSummary,
    | 'otherName'
    | 'jobTitle'
    | 'lastMessage'
    | 'lastMessageFromMe'
    | 'unreadCount'
    | 'closed'
    | 'employerContactName'
    | 'sample'
  >,
  time: string,
): string {
  const state = c.closed ? 'conversation closed' : c.lastMessage ? clip(conversationPreview(c)) : 'new match';
  // The employer's contact is said by name (unless it only repeats the company's).
  const contact =
    c.employerContactName && !c.employerContactName.includes(c.otherName) ? c.employerContactName : null;
  return [
    c.otherName,
    c.sample ? 'sample' : null,
    contact,
    c.jobTitle,
    c.unreadCount > 0 ? `${c.unreadCount} unread` : null,
    state,
    time,
  ]
    .filter((part): part is string => Boolean(part && part.trim()))
    .join(', ');
}

/** A long message cut at a word, so a list of links stays quick to move through. */
function clip(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= PREVIEW_NAME_MAX) return flat;
  const cut = flat.slice(0, PREVIEW_NAME_MAX);
  const space = cut.lastIndexOf(' ');
  return `${(space > PREVIEW_NAME_MAX / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
