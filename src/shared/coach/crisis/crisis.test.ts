import { describe, expect, it } from 'vitest';
import { crisisReply, detectCrisis } from './index';

describe('detectCrisis', () => {
  // Weak patterns (./reliability.ts) count when the clause they are in leans to risk, however much
  // job talk is around it: none of these may be silenced by the rest of the message.
  it.each([
    ['I feel suicidal. how do I write a cover letter for a warehouse job', 'suicide'],
    [
      'honestly feeling suicidal lately, anyway can you check my cv for the retail job and my cover letter',
      'suicide',
    ],
    [
      'having suicidal thoughts again but i have an interview tomorrow for a forklift job what should i wear',
      'suicide',
    ],
    ['i hate myself and my life, how do i answer tell me about yourself', 'suicide'],
    ['my ex said he will kill me if i leave, how do i ask my manager for a shift change at work', 'abuse'],
    ['i have been sexually assaulted by my supervisor at work, can i still get a reference', 'sexual_abuse'],
    ['he smashed my phone so i could not call anyone, how do i get my cv back', 'abuse'],
    ['i was attacked on the way home from my shift at the warehouse', 'danger'],
  ])('inside job talk: %s → %s', (text, kind) => {
    expect(detectCrisis(text)).toBe(kind);
  });

  it.each([
    ['I want to kill myself', 'suicide'],
    ['i’m thinking about ending it all', 'suicide'],
    ["I don't want to be alive anymore", 'suicide'],
    ['I feel suicidal', 'suicide'],
    ['Sometimes I think about taking my own life', 'suicide'],
    ['everyone would be better off dead without me... I mean me dead', 'suicide'],
    ['I just want to die', 'suicide'],
    ['There is no point in living', 'suicide'],
    ["I can't go on like this", 'suicide'],
    ["I've been cutting myself again", 'self_harm'],
    ['I want to hurt myself', 'self_harm'],
    ['I self-harm when it gets bad', 'self_harm'],
    ['I took an overdose last week', 'self_harm'],
    ['My partner hits me', 'abuse'],
    ['he is abusive and controls my money', 'abuse'],
    ['I am a victim of domestic violence', 'abuse'],
    ['someone is threatening me right now', 'danger'],
    ["I'm not safe at home", 'danger'],
    ['I am scared for my life', 'danger'],
    ['They said they are going to hurt me', 'danger'],
  ])('%s → %s', (text, kind) => {
    expect(detectCrisis(text)).toBe(kind);
  });

  it.each([
    'This interview is killing me',
    'I killed it at the interview!',
    'I am stuck in a dead end job',
    'What if I miss the deadline?',
    'I want to cut my hours',
    'I am thinking about becoming self-employed',
    'It was a harmless mistake years ago',
    'I have a history of substance abuse and I am in recovery',
    'My boss is a pain',
    'How do I end my shift early for an appointment?',
    'I hit my targets every month',
    'I feel stressed about money',
    'Can I live in a hostel while I work?',
  ])('does not treat "%s" as a crisis', (text) => {
    expect(detectCrisis(text)).toBeNull();
  });
});

describe('crisisReply', () => {
  it('puts Samaritans 116 123 and 999 first, calmly', () => {
    const reply = crisisReply('suicide');
    expect(reply).toContain('116 123');
    expect(reply).toContain('999');
    expect(reply.indexOf('999')).toBeLessThan(reply.indexOf('job'));
  });

  it.each([
    ['exploitation', '08000 121 700'],
    ['sexual_abuse', '0808 500 2222'],
    ['abuse', '0808 2000 247'],
    ['self_harm', 'overdose'],
  ] as const)('gives %s its own line (%s)', (kind, text) => {
    expect(crisisReply(kind)).toContain(text);
  });

  it('adds the domestic abuse helpline for abuse and danger', () => {
    expect(crisisReply('abuse')).toContain('0808 2000 247');
    expect(crisisReply('danger')).toContain('0808 2000 247');
    expect(crisisReply('self_harm')).not.toContain('0808 2000 247');
  });
});
