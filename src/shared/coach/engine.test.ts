import { describe, expect, it } from 'vitest';
import { coachReply, isContinuation, topicArticle, type CoachProfile, type CoachTurn } from './engine';
import { GUIDE, guideArticle } from './guide';
import { APPLYING_QUESTIONS } from './guide/questions/applying';
import { RECORDS_AND_HEALTH_QUESTIONS } from './guide/questions/records-and-health';
import { WORKING_LIFE_QUESTIONS } from './guide/questions/working-life';
import { GUIDE_FAMILIES } from './guide/types';
import { QUICK_TOPICS, quickTopicPrompt } from './welcome';

const QUESTIONS = [...APPLYING_QUESTIONS, ...RECORDS_AND_HEALTH_QUESTIONS, ...WORKING_LIFE_QUESTIONS];
const profile: CoachProfile = {
  firstName: 'Amira',
  jobTitle: 'Chef',
  skills: ['Cooking', 'Teamwork'],
  location: 'Leeds',
};
const ask = (message: string, history: CoachTurn[] = [], p: CoachProfile = profile) =>
  coachReply({ message, history, profile: p });
/** A conversation: each message asked after the replies before it. */
function converse(messages: string[]) {
  const history: CoachTurn[] = [];
  return messages.map((message) => {
    const reply = ask(message, history);
    history.push(
      { role: 'user', content: message },
      { role: 'coach', content: reply.content, topic: reply.topic },
    );
    return reply;
  });
}

describe('the guide', () => {
  it('has at least 150 reviewed articles, each with sources, a date and a family', () => {
    expect(GUIDE.length).toBeGreaterThanOrEqual(150);
    expect(new Set(GUIDE.map((a) => a.id)).size).toBe(GUIDE.length);
    for (const a of GUIDE) {
      expect(a.sources.length, a.id).toBeGreaterThan(0);
      for (const s of a.sources) expect(s, a.id).toMatch(/^https:\/\//);
      expect(a.reviewed, a.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(GUIDE_FAMILIES, a.id).toContain(a.family);
      expect(a.body.split(/\s+/).length, a.id).toBeLessThanOrEqual(220);
    }
  });

  it('names the National Living Wage with its year', () => {
    const wage = GUIDE.filter((a) => a.body.includes('£12.71'));
    expect(wage.length).toBeGreaterThan(0);
    for (const a of wage) expect(a.body).toMatch(/April 2026/);
  });
});

describe('the question set', () => {
  it('has at least 200 questions, each naming an article and terms that are in it', () => {
    expect(QUESTIONS.length).toBeGreaterThanOrEqual(200);
    for (const q of QUESTIONS) {
      const article = guideArticle(q.article);
      expect(article, q.q).toBeDefined();
      expect(q.terms.length, q.q).toBeGreaterThan(0);
      for (const t of q.terms) expect(article!.body.toLowerCase(), `${q.q}: ${t}`).toContain(t.toLowerCase());
    }
  });

  it('answers at least 90 % on topic: the named article, with its terms', () => {
    const wrong = QUESTIONS.filter((q) => {
      const reply = ask(q.q, [], {});
      return (
        topicArticle(reply.topic)?.id !== q.article ||
        !q.terms.every((t) => reply.content.toLowerCase().includes(t.toLowerCase()))
      );
    });
    const onTopic = 1 - wrong.length / QUESTIONS.length;
    expect(onTopic, wrong.map((q) => q.q).join('\n')).toBeGreaterThanOrEqual(0.9);
  });

  it.each([
    ['what is ban the box', 'justice-ban-the-box'],
    ['whats a DBS', 'dbs-what-is'],
    ['how do I write a cover letter', 'cover-letter-how-to'],
    ['how do i explain a 3 year gap in my cv', 'cv-gaps'],
    ['what salary should I ask for', 'interview-salary'],
    ['how do i get a warehouse job', 'job-search-warehouse'],
  ])('answers "%s" from %s (asked by a seeker who wants chef work)', (question, id) => {
    expect(ask(question).topic).toBe(id);
  });

  it.each(QUICK_TOPICS.map((t) => [t]))('answers the Quick Topic "%s"', (topic) => {
    expect(topicArticle(ask(quickTopicPrompt(topic)).topic)).toBeDefined();
  });
});

describe('follow-ups', () => {
  it('"tell me more" gives the same article\'s detail, then related articles of its family', () => {
    const [first, more, again] = converse(['whats a DBS', 'tell me more', 'go on']);
    const article = topicArticle(first!.topic)!;
    expect(more!.topic).toBe(`${article.id}#more`);
    expect(more!.content).toContain(article.more.slice(0, 40));
    expect(again!.content).toMatch(/Related questions/);
  });

  it('"what about enhanced?" stays with DBS checks', () => {
    const [, follow] = converse(['what does a basic dbs check show', 'what about enhanced?']);
    expect(follow!.topic).toBe('dbs-enhanced');
  });

  it('does not rotate: the same question gets the same article', () => {
    const replies = converse(['how do i write a cover letter', 'how do i write a cover letter']);
    expect(replies[0]!.topic).toBe(replies[1]!.topic);
  });

  it.each(['tell me more', 'go on', 'what else?', 'more please'])('"%s" is a continuation', (m) => {
    expect(isContinuation(m)).toBe(true);
  });
});

describe('honest when unsure', () => {
  it.each(['who won the football', 'what is the weather in leeds', 'asdfgh'])(
    '"%s" gets "not sure", the closest topics and who can help',
    (question) => {
      const reply = ask(question);
      expect(reply.topic).toBe('general');
      expect(reply.content).toMatch(/not sure/);
      expect(reply.content).toMatch(/Citizens Advice/);
      expect(reply.content).toMatch(/Unlock/);
    },
  );
});

describe('crisis first, then a check-in', () => {
  it('answers a crisis with the help lines, and the next reply checks in', () => {
    const [crisis, next] = converse([
      'i want to go to sleep and not wake up',
      'how do i write a cover letter',
    ]);
    expect(crisis!.crisis).toBe('suicide');
    expect(crisis!.topic).toBe('crisis:suicide');
    expect(crisis!.content).toContain('116 123');
    expect(next!.content).toMatch(/^Before anything else: how are you feeling now\?/);
    expect(next!.topic).toBe('cover-letter-how-to');
  });
});

describe('the profile, only where it fits', () => {
  it("mentions the seeker's skills in an interview answer, not their target job", () => {
    const reply = ask('how do i answer tell me about yourself');
    expect(reply.content).toContain('Cooking');
    expect(reply.content).not.toMatch(/chef/i);
  });

  it('says what the seeker told NewLeaf of their record only in disclosure answers', () => {
    const p = { ...profile, disclosure: { spent: 'spent' as const } };
    expect(ask('what does spent mean', [], p).content).toMatch(/You told NewLeaf your record is spent/);
    expect(ask('how do i write a cover letter', [], p).content).not.toMatch(/You told NewLeaf/);
  });
});
