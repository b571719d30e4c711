import { describe, expect, it } from 'vitest';
import { PREVIEW_NAME_MAX, conversationLinkName, conversationPreview } from './conversation-name';

const row = {
  otherName: 'Greenfield Hospitality Group',
  jobTitle: 'Hotel Housekeeper',
  lastMessage: null,
  lastMessageFromMe: false,
  unreadCount: 0,
  closed: null,
  employerContactName: 'Greenfield Hospitality Group hiring team',
  sample: false,
};

describe('conversationLinkName', () => {
  it('reads a new match once: name, job, state, time', () => {
    expect(conversationLinkName(row, 'just now')).toBe(
      'Greenfield Hospitality Group, Hotel Housekeeper, new match, just now',
    );
  });

  it("says the employer's contact by name, but not one that repeats the company", () => {
    expect(conversationLinkName({ ...row, employerContactName: 'Dana Ellis' }, 'just now')).toBe(
      'Greenfield Hospitality Group, Dana Ellis, Hotel Housekeeper, new match, just now',
    );
  });

  it('keeps the unread count before the last message', () => {
    expect(
      conversationLinkName({ ...row, lastMessage: 'See you Monday', unreadCount: 2 }, '5 minutes ago'),
    ).toBe('Greenfield Hospitality Group, Hotel Housekeeper, 2 unread, See you Monday, 5 minutes ago');
  });

  it('says when the viewer wrote last, and leaves out a missing job', () => {
    expect(
      conversationLinkName(
        { ...row, jobTitle: null, lastMessage: 'Thanks', lastMessageFromMe: true },
        '1 day ago',
      ),
    ).toBe('Greenfield Hospitality Group, You: Thanks, 1 day ago');
  });

  it('says "sample" after the name of an invented example of the demo data', () => {
    expect(conversationLinkName({ ...row, sample: true }, 'just now')).toBe(
      'Greenfield Hospitality Group, sample, Hotel Housekeeper, new match, just now',
    );
  });

  it('says a closed conversation is closed instead of its last message', () => {
    expect(conversationLinkName({ ...row, lastMessage: 'Bye', closed: 'blocked' }, '')).toBe(
      'Greenfield Hospitality Group, Hotel Housekeeper, conversation closed',
    );
  });

  it('cuts a long last message at a word', () => {
    const long = 'word '.repeat(40).trim();
    const name = conversationLinkName({ ...row, jobTitle: null, lastMessage: long }, 'just now');
    const preview = name.split(', ')[1];
    expect(preview.endsWith('…')).toBe(true);
    expect(preview.length).toBeLessThanOrEqual(PREVIEW_NAME_MAX + 1);
    expect(preview.slice(0, -1).endsWith('word')).toBe(true);
  });
});

describe('conversationPreview', () => {
  it('prompts a new match to say hello', () => {
    expect(conversationPreview(row)).toBe('New match — say hello');
  });
});
