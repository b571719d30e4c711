import { describe, expect, it } from 'vitest';
import type { InterviewBrief } from '@shared/contracts/applications';
import { hirerInterviewHref, interviewText, seekerInterviewHref } from './interview-line';

const brief = (over: Partial<InterviewBrief> = {}): InterviewBrief => ({
  id: 'i1',
  status: 'proposed',
  startsAt: null,
  minutes: null,
  conversationId: 'c1',
  ...over,
});

describe('interview line', () => {
  it('says what is proposed, or the booked time in the given words', () => {
    expect(interviewText(brief(), 'Interview proposed: choose a time')).toBe(
      'Interview proposed: choose a time',
    );
    const booked = interviewText(
      brief({ status: 'booked', startsAt: '2026-03-30T09:00:00Z', minutes: 30 }),
      'unused',
    );
    expect(booked).toMatch(/^Interview booked: \w+day \d+ March 2026, \d\d:\d\d to \d\d:\d\d /);
    expect(interviewText(brief({ status: 'booked' }), 'unused')).toBe('Interview booked');
  });

  it('links to the conversation, or for the employer to the application’s', () => {
    expect(seekerInterviewHref(brief())).toBe('/seeker-messages/c1');
    expect(seekerInterviewHref(brief({ conversationId: null }))).toBeNull();
    expect(hirerInterviewHref(brief(), 'a1')).toBe('/hirer-messages/c1');
    expect(hirerInterviewHref(brief({ conversationId: null }), 'a1')).toBe('/hirer-messages?application=a1');
  });
});
