import { describe, expect, it } from 'vitest';
import {
  COACH_WELCOME,
  QUICK_TOPICS,
  coachReply,
  type CoachProfile,
  isContinuation,
  quickTopicPrompt,
  topicOf,
  type CoachTurn,
} from './engine';
import { TOPICS, replyContext } from './topics';
import { buildProfileContext } from './prompt';

const profile = {
  firstName: 'Amira',
  jobTitle: 'Warehouse Operative',
  skills: ['Forklift Licence', 'Teamwork', 'Stock Control'],
  location: 'Leeds, United Kingdom',
  workPreferences: ['Full-time', 'Night shifts'],
};

const ask = (message: string, history: CoachTurn[] = [], p: CoachProfile = profile) =>
  coachReply({ message, history, profile: p });

describe('offline coach: topics', () => {
  it.each([
    ['I have an interview on Monday', 'interview'],
    ['I need a job', 'interview'],
    ['I feel so stressed and anxious', 'stress'],
    ["I'm overwhelmed", 'stress'],
    ['My coworker keeps ignoring me', 'workplace'],
    ['my boss wants a meeting', 'workplace'],
    ['I want to plan my future', 'goals'],
    ['what should my goals be', 'goals'],
    ['I need somewhere for housing', 'housing'],
    ['I need a place to live', 'housing'],
    ['looking for an apartment', 'housing'],
    ['my probation officer said', 'legal'],
    ['what about my parole', 'legal'],
    ['I have a legal question', 'legal'],
    ['Do I have to tell them about my conviction?', 'disclosure'],
    ['what is a DBS check', 'disclosure'],
    ['how do I ask for a reasonable adjustment', 'adjustments'],
    ['I had an argument with someone', 'conflict'],
    ['I struggle with my morning routine', 'routines'],
    ['How can I find a job near me?', 'job_search'],
    ['I want to build my network', 'relationships'],
  ])('"%s" → %s', (message, topic) => {
    expect(topicOf(message)).toBe(topic);
  });

  it.each(QUICK_TOPICS.map((t) => [t]))('the Quick Topic "%s" leads to its own topic', (quick) => {
    const topic = topicOf(quickTopicPrompt(quick));
    expect(topic).not.toBeNull();
    expect(TOPICS.find((t) => t.id === topic)!.quickTopic).toBe(quick);
  });

  it.each([
    ['I have been jobless for a year'],
    ['I watched a film about the planet'],
    ['the letter was embossed'],
    ['I like houseplants'],
    ['the weather is nice'],
  ])('does not match substrings: "%s"', (message) => {
    expect(topicOf(message)).toBeNull();
  });

  it('gives a generic supportive reply when no topic matches', () => {
    const reply = ask('the weather is nice');
    expect(reply.topic).toBe('general');
    expect(reply.content).toContain('Amira');
  });
});

describe('offline coach: replies', () => {
  it('every topic has several substantive replies that end with a question', () => {
    for (const topic of TOPICS) {
      expect(topic.replies.length, topic.id).toBeGreaterThanOrEqual(3);
      for (const reply of topic.replies) {
        const text = reply(replyContext(profile));
        expect(text.length, topic.id).toBeGreaterThan(200);
        expect(text.trim(), topic.id).toMatch(/\?$/);
      }
    }
  });

  it('uses the profile: name, job title, skills, location and preferences', () => {
    const interview = ask("I'd like help with Interview preparation");
    expect(interview.content).toContain('Amira');
    expect(interview.content).toContain('Warehouse Operative');
    expect(interview.content).toContain('Forklift Licence');
    const search = ask('How can I find a job near me?');
    expect(search.content).toContain('Leeds');
    const more = ask('tell me more', [{ role: 'coach', content: '…', topic: 'job_search' }]);
    expect(more.content).toContain('full-time and night shifts');
  });

  it('reads naturally with an empty profile', () => {
    const reply = ask("I'd like help with Goal setting", [], {});
    expect(reply.content).not.toMatch(/undefined|null|, ,/);
  });

  it('varies its reply as the conversation returns to a topic', () => {
    const history: CoachTurn[] = [];
    const seen = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const reply = ask('I feel stressed', history);
      seen.add(reply.content);
      history.push(
        { role: 'user', content: 'I feel stressed' },
        { role: 'coach', content: reply.content, topic: reply.topic },
      );
    }
    expect(seen.size).toBe(3);
  });

  it('remembers the topic: "tell me more" continues it', () => {
    const first = ask('I have an interview tomorrow');
    expect(first.topic).toBe('interview');
    const history: CoachTurn[] = [
      { role: 'user', content: 'I have an interview tomorrow' },
      { role: 'coach', content: first.content, topic: first.topic },
    ];
    for (const phrase of ['tell me more', 'Go on', 'what else?', 'Can you tell me more please?']) {
      expect(isContinuation(phrase), phrase).toBe(true);
      const next = ask(phrase, history);
      expect(next.topic, phrase).toBe('interview');
      expect(next.content).not.toBe(first.content);
    }
    // Without a topic to continue, it is a general reply.
    expect(ask('tell me more').topic).toBe('general');
  });

  it('interview preparation covers talking about a conviction and asking for adjustments', () => {
    const history: CoachTurn[] = [];
    const texts: string[] = [];
    for (let i = 0; i < 4; i++) {
      const reply = ask("I'd like help with Interview preparation", history);
      texts.push(reply.content);
      history.push({ role: 'coach', content: reply.content, topic: reply.topic });
    }
    const all = texts.join('\n');
    expect(all).toMatch(/spent/i);
    expect(all).toMatch(/unspent/i);
    expect(all).toMatch(/basic DBS/i);
    expect(all).toMatch(/disclosure statement/i);
    expect(all).toMatch(/Equality Act 2010/);
    expect(all).toMatch(/adjustments/i);
  });

  it('legal questions are referred to legal advice', () => {
    expect(ask('what about my probation?').content).toMatch(/solicitor|Citizens Advice/);
  });

  it('puts crisis routing before any topic', () => {
    const reply = ask('My interview is tomorrow and I want to kill myself');
    expect(reply.crisis).toBe('suicide');
    expect(reply.content).toContain('116 123');
    expect(reply.topic).toBeNull();
  });

  it('welcomes the seeker', () => {
    expect(COACH_WELCOME).toMatch(/coach/i);
  });
});

describe('buildProfileContext', () => {
  it('includes disclosure answers only when they are given', () => {
    expect(buildProfileContext(profile)).not.toMatch(/record|disabilit/i);
    const withDisclosure = buildProfileContext({
      ...profile,
      disclosure: { hasConvictions: true, spent: 'unspent', hasDisability: true },
    });
    expect(withDisclosure).toContain('criminal record, which they describe as unspent');
    expect(withDisclosure).toContain('disability');
  });
});
