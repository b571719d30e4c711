import { helpLine } from './help-lines';
/**
 * The offline coach's topics: the words that call each one, and several substantive replies.
 *
 * Written from these UK sources (checked November 2026); keep replies consistent with them:
 * - Rehabilitation of Offenders Act 1974, as amended (LASPO 2012; Police, Crime, Sentencing and
 *   Courts Act 2022): gov.uk/government/publications/new-guidance-on-the-rehabilitation-of-offenders-act-1974
 * - DBS checks: gov.uk/dbs-check-applicant-criminal-record and the filtering rules at
 *   gov.uk/government/collections/dbs-filtering-guidance
 * - Unlock's advice on disclosing a criminal record and writing a disclosure letter: unlock.org.uk
 * - Nacro's resettlement advice: nacro.org.uk
 * - Equality Act 2010 (reasonable adjustments; s.60 limits health questions before a job offer):
 *   gov.uk/rights-disabled-person/employment and acas.org.uk/reasonable-adjustments
 * - Access to Work: gov.uk/access-to-work
 * - Acas on raising a problem at work and on difficult conversations: acas.org.uk
 * - NHS Every Mind Matters on stress and anxiety: nhs.uk/every-mind-matters
 * - Shelter England on housing and homelessness: england.shelter.org.uk
 */

export type CoachTopic =
  | 'interview'
  | 'stress'
  | 'workplace'
  | 'goals'
  | 'housing'
  | 'legal'
  | 'conflict'
  | 'routines'
  | 'job_search'
  | 'relationships'
  | 'disclosure'
  | 'adjustments'
  | 'general';

/** What the coach knows of the seeker; `disclosure` only when the seeker consented. */
export interface CoachProfile {
  firstName?: string | null;
  jobTitle?: string | null;
  skills?: string[];
  location?: string | null;
  workPreferences?: string[];
  disclosure?: {
    hasConvictions?: boolean | null;
    spent?: 'spent' | 'unspent' | null;
    hasDisability?: boolean | null;
  } | null;
}

/** Handy phrases from the profile, each with a fallback that reads naturally. */
export interface ReplyContext {
  hi: string;
  name: string;
  role: string;
  hasRole: boolean;
  skillList: string;
  hasSkills: boolean;
  place: string;
  hasPlace: boolean;
  prefs: string;
  hasPrefs: boolean;
  profile: CoachProfile;
}

export function replyContext(profile: CoachProfile): ReplyContext {
  const name = profile.firstName?.trim() || '';
  const skills = (profile.skills ?? []).filter(Boolean).slice(0, 3);
  const prefs = (profile.workPreferences ?? []).filter(Boolean);
  const list = (items: string[]) =>
    items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
  return {
    hi: name ? `${name}, ` : '',
    name: name || 'there',
    role: profile.jobTitle?.trim() || 'the kind of work you want',
    hasRole: Boolean(profile.jobTitle?.trim()),
    skillList: list(skills),
    hasSkills: skills.length > 0,
    place: profile.location?.trim() || 'your area',
    hasPlace: Boolean(profile.location?.trim()),
    prefs: list(prefs.map((p) => p.toLowerCase())),
    hasPrefs: prefs.length > 0,
    profile,
  };
}

type Reply = (c: ReplyContext) => string;

export interface TopicDefinition {
  id: Exclude<CoachTopic, 'general'>;
  /** Words or phrases (stemmed when matched); the spec's keywords are among them. */
  keywords: readonly string[];
  /** Words that count for half: "job" alone leads to interviews (as the spec has it), but "find a job" to job search. */
  weak?: readonly string[];
  /** The Quick Topic chip that leads here, if any. */
  quickTopic?: string;
  replies: readonly Reply[];
}

const skillsLine = (c: ReplyContext, lead: string) =>
  c.hasSkills ? `${lead} ${c.skillList}` : `${lead} the things you're good at (reliability counts)`;

export const TOPICS: readonly TopicDefinition[] = [
  {
    id: 'interview',
    quickTopic: 'Interview preparation',
    keywords: ['interview', 'interviewer', 'star method', 'tell me about yourself'],
    weak: ['job'],
    replies: [
      (c) =>
        `${c.hi}good interview preparation is mostly practice. For ${c.role} roles, try this:\n` +
        `1. Read the job advert and pick out the three things they care about most.\n` +
        `2. For each, prepare a short example using STAR: the Situation, the Task, what Action you took, and the Result.\n` +
        `3. ${skillsLine(c, 'Have a story ready that shows')}.\n` +
        `4. Practise out loud, twice, with a friend or your phone's recorder.\n` +
        `5. Prepare two questions for them, such as "What does a good first month look like?"\n\n` +
        `Which question are you most worried they'll ask?`,
      (c) =>
        `Talking about a conviction at interview, ${c.name}: you only have to tell an employer about a conviction or caution if they ask, and the answer depends on whether it is spent.\n` +
        `• Spent means the rehabilitation period under the Rehabilitation of Offenders Act 1974 has passed. For most jobs you can then legally say "no" and it won't appear on a basic DBS check.\n` +
        `• Unspent means it still shows on a basic check, so if they ask, answer honestly. Jobs with a standard or enhanced DBS check (care, schools, some finance) can also see some spent records.\n\n` +
        `A short disclosure statement helps, in four parts:\n` +
        `1. What happened, briefly and factually (no need for every detail).\n` +
        `2. That you take responsibility.\n` +
        `3. What has changed since: courses, work, support, who you are now.\n` +
        `4. Why you're a good fit for this ${c.hasRole ? c.role : 'job'}.\n` +
        `Our "When is my record spent?" checker and Unlock (unlock.org.uk) can help you work out what applies to you. Would you like help drafting your statement?`,
      () =>
        `If you have a disability or health condition, you can ask for adjustments to the interview itself: extra time, questions in writing, a step-free room, a break, or someone with you. Under the Equality Act 2010 employers must make reasonable adjustments, and asking does not count against you.\n` +
        `A simple way to ask: "I have a condition that means I work best with ___. Could you please ___ for the interview?"\n` +
        `Employers generally can't ask about your health before offering you a job, except about adjustments for the interview. Would you like to think through what would help you most on the day?`,
      (c) =>
        `On the day, ${c.name}: plan the journey${c.hasPlace ? ` around ${c.place}` : ''} and aim to arrive ten minutes early, bring a copy of your CV, and have the interviewer's name written down. When you answer, it's fine to pause and think. If you don't know something, say how you'd find out. End by thanking them and asking when you'll hear back. Afterwards, write down the questions they asked: they're gold for next time. Shall we practise an answer to "Tell me about yourself"?`,
    ],
  },
  {
    id: 'disclosure',
    keywords: [
      'conviction',
      'convicted',
      'criminal record',
      'record',
      'disclose',
      'disclosure',
      'dbs',
      'spent',
      'unspent',
      'caution',
      'prison',
      'jail',
      'offence',
      'crb',
    ],
    replies: [
      (c) =>
        `${c.hi}here is how disclosure works in England and Wales, in plain words. A conviction or caution becomes "spent" after a rehabilitation period set by the Rehabilitation of Offenders Act 1974 (shorter since the 2022 changes). Once spent, for most jobs you don't have to mention it and it won't show on a basic DBS check. If it is unspent and an employer asks, you should tell them. ` +
        `${c.profile.disclosure?.spent === 'spent' ? 'You told NewLeaf your record is spent, so for most jobs you do not need to mention it. ' : c.profile.disclosure?.spent === 'unspent' ? 'You told NewLeaf your record is unspent, so a short, honest disclosure statement is worth preparing. ' : ''}` +
        `Our "When is my record spent?" checker can work out your dates. Do you know which kind of DBS check the jobs you want ask for?`,
      (c) =>
        `DBS checks come in levels. A basic check shows unspent convictions only. Standard and enhanced checks (for work with children or vulnerable adults, some finance and legal roles) can also show spent convictions unless they have been filtered: most old, minor convictions that didn't lead to prison are filtered after 11 years (5½ if you were under 18). Look at the job advert for the check it needs; if it says nothing, it's usually basic or none. Would you like ideas for roles${c.hasRole ? ` like ${c.role}` : ''} that usually need only a basic check?`,
      (c) =>
        `A disclosure letter, ${c.name}, is a short letter you can hand over or attach when you must disclose. Keep it to one page: what the conviction was and when, in a sentence; that you take responsibility; what you've done since (work, courses, volunteering, support); and why you'll be a good employee. Unlock (unlock.org.uk) has free examples and a helpline. Would you like to draft yours together, one part at a time?`,
    ],
  },
  {
    id: 'adjustments',
    keywords: [
      'adjustment',
      'reasonable adjustment',
      'disability',
      'disabled',
      'access to work',
      'accessible',
      'wheelchair',
      'dyslexia',
      'autism',
      'adhd',
      'neurodivergent',
      'health condition',
      'chronic',
      'mental health',
    ],
    replies: [
      (c) =>
        `${c.hi}you have a right to reasonable adjustments at work under the Equality Act 2010: changes that remove a disadvantage caused by a disability or long-term health condition. Examples: flexible hours, a quieter desk, screen-reader software, extra breaks, written instructions, or a phased start.\n` +
        `To ask: say what makes a task harder, what would help, and how it helps you do the job well. Put it in writing and keep a copy.\n` +
        `Access to Work (gov.uk/access-to-work) is a government grant that can pay for equipment, support workers or taxi fares to work. What kind of support do you think would help you most?`,
      () =>
        `You choose when to tell an employer about a disability. Before a job offer, they generally may only ask about it to arrange adjustments for the interview. Many people tell their manager once they start, so adjustments can be set up early. Employers with the Disability Confident badge have committed to supporting disabled staff, and some offer a guaranteed interview if you meet the essential criteria. Would you like help finding the words to bring it up?`,
      (c) =>
        `If an adjustment you asked for isn't made, ${c.name}, first talk to your manager or HR and follow up in writing. Acas (acas.org.uk) gives free advice on your rights, and Citizens Advice can help too. Keeping a short note of what you asked for, when, and what was said helps a lot. Is there an adjustment you're finding hard to get?`,
    ],
  },
  {
    id: 'stress',
    quickTopic: 'Stress management',
    keywords: [
      'stress',
      'stressful',
      'anxiety',
      'anxious',
      'overwhelmed',
      'overwhelm',
      'worry',
      'panic',
      'nervous',
      'pressure',
      'cope',
      'burnout',
      'exhausted',
      'scared',
    ],
    replies: [
      (c) =>
        `${c.hi}feeling stressed when you're getting back into work is really common, and it makes sense. A few things that help many people:\n` +
        `• Breathe slowly: in for four, out for six, for a minute.\n` +
        `• Write down what's worrying you, then circle the one thing you can act on today.\n` +
        `• Break big tasks into ten-minute pieces: "update one part of my CV", not "sort my life out".\n` +
        `• Move a little: a short walk helps more than it sounds.\n` +
        `NHS Every Mind Matters (nhs.uk/every-mind-matters) has free tools. What's weighing on you most right now?`,
      (c) =>
        `When things feel overwhelming, ${c.name}, it can help to sort worries into three piles: things I can control (what I apply for, how I prepare), things I can influence (how an interview goes), and things I can't (the employer's decision). Spend your energy on the first pile. If stress is affecting your sleep or eating for more than a couple of weeks, it's worth talking to your GP or calling NHS 111. Which pile does your biggest worry fall into?`,
      (c) =>
        `Job searching is a marathon, not a sprint. Set a small daily target, such as two applications or one phone call, and stop when it's done. Rejections are about fit and timing, not your worth. ${c.hasPrefs ? `Looking for ${c.prefs} work can also take the pressure off. ` : ''}What would a manageable day of job searching look like for you?`,
    ],
  },
  {
    id: 'workplace',
    quickTopic: 'Workplace communication',
    keywords: [
      'workplace',
      'coworker',
      'co worker',
      'colleague',
      'boss',
      'manager',
      'supervisor',
      'team',
      'communication',
      'communicate',
      'at work',
      'feedback',
      'email my',
    ],
    replies: [
      (c) =>
        `${c.hi}clear communication at work comes down to a few habits:\n` +
        `• Check you've understood: repeat instructions back ("So you'd like me to…?").\n` +
        `• Ask early when you're unsure; it shows care, not weakness.\n` +
        `• Tell your manager about problems before they grow, with a suggestion if you have one.\n` +
        `• Keep messages short: what you need, by when, and why.\n` +
        `Is there a conversation with a manager or colleague you're preparing for?`,
      (c) =>
        `Getting feedback can feel personal, ${c.name}, but it's usually about the task. Listen to the end, thank them, ask for one example, and agree one thing you'll do differently. In your first weeks, a short weekly check-in with your manager ("What's going well, what should I focus on?") builds trust fast. Would you like a simple script for asking for a check-in?`,
      (c) =>
        `New job, new team: learn names early, ask how people prefer to be contacted, and offer help when you've got a spare moment. ${c.hasSkills ? `Your ${c.skillList} will be noticed, and saying what you can help with is a good way in. ` : ''}What part of fitting into a new team feels hardest?`,
    ],
  },
  {
    id: 'conflict',
    quickTopic: 'Conflict resolution',
    keywords: [
      'conflict',
      'argument',
      'argue',
      'disagree',
      'disagreement',
      'dispute',
      'fight',
      'tension',
      'complaint',
      'grievance',
      'unfair',
      'bully',
      'bullying',
      'rude',
    ],
    replies: [
      (c) =>
        `${c.hi}when there's a disagreement at work, try this:\n` +
        `1. Pause before responding; it's fine to say "Let me think about that and come back to you."\n` +
        `2. Talk privately and calmly, about the issue, not the person: "When X happens, it makes Y hard."\n` +
        `3. Listen to their side and look for one thing you agree on.\n` +
        `4. Agree a next step and write it down.\n` +
        `If it doesn't improve, talk to your manager or HR. What's the situation you're dealing with?`,
      (c) =>
        `If you feel treated unfairly or bullied, ${c.name}, keep a private note of dates, what happened and who saw it. Raise it informally first if you feel safe to, then in writing with your employer's grievance procedure. Acas (acas.org.uk) has free, confidential advice about your rights. Would it help to plan what you'd say?`,
      () =>
        `Staying calm under pressure is a skill you can practise. Notice your early signs (a tight chest, a raised voice), take a breath, and slow down your words. Saying "I can see this matters to both of us" often cools things. Later, think about what you'd do differently. Is there a moment you'd like to replay and plan?`,
    ],
  },
  {
    id: 'goals',
    quickTopic: 'Goal setting',
    keywords: [
      'goal',
      'plan',
      'future',
      'ambition',
      'aim',
      'target',
      'career',
      'next step',
      'dream',
      'progress',
      'motivation',
      'motivated',
    ],
    replies: [
      (c) =>
        `${c.hi}let's make your goal concrete. A good goal is specific, measurable and has a date. For example: "Apply for five ${c.hasRole ? c.role : 'suitable'} jobs${c.hasPlace ? ` in ${c.place}` : ''} by Friday" rather than "get a job".\n` +
        `Try three levels: this week (one small action), this month (a milestone, such as an interview), and this year (the job or qualification you want). What would you like to have achieved in three months?`,
      (c) =>
        `Plans work best when they're small and visible, ${c.name}. Write your weekly goal where you'll see it, tick off each step, and review every Sunday: what worked, what didn't, what's next. If you miss a week, just restart; that's part of it. What's one step you could take tomorrow?`,
      (c) =>
        `Thinking about the future: ${skillsLine(c, 'build on')}. A short course (many are free through your local college or the National Careers Service at nationalcareers.service.gov.uk) can open doors${c.hasRole ? ` in ${c.role} work` : ''}. Volunteering also builds recent references. Which skill would you most like to grow this year?`,
    ],
  },
  {
    id: 'routines',
    quickTopic: 'Daily routines',
    keywords: [
      'routine',
      'daily',
      'morning',
      'sleep',
      'schedule',
      'habit',
      'organised',
      'organize',
      'organise',
      'time management',
      'structure',
      'late',
      'wake',
    ],
    replies: [
      (c) =>
        `${c.hi}a steady routine makes starting work much easier. Try matching the hours of the job you want: get up at the same time each day, have a plan for the morning, and give your job search a set slot, such as 10 to 12. Lay out clothes and your bag the night before. What time would you need to be up for the jobs you're looking at?`,
      (c) =>
        `Good sleep is the base of a good routine, ${c.name}: the same bedtime and wake time, screens off half an hour before, and less caffeine after lunch. If shifts change, protect your sleep on days off too. What gets in the way of sleep for you?`,
      () =>
        `Use a simple weekly planner: appointments (probation, Jobcentre, medical) first, then job-search time, then things that keep you well, like exercise, seeing people and rest. Set phone reminders for anything at a fixed time. Which day of your week feels most chaotic?`,
    ],
  },
  {
    id: 'job_search',
    quickTopic: 'Job search strategies',
    keywords: [
      'job search',
      'search',
      'find',
      'looking for work',
      'apply',
      'application',
      'vacancy',
      'cv',
      'resume',
      'hiring',
      'jobcentre',
      'job centre',
      'unemployed',
      'recruitment',
      'agency',
      'cover letter',
    ],
    replies: [
      (c) =>
        `${c.hi}a focused job search beats a scattered one. For ${c.role}${c.hasPlace ? ` around ${c.place}` : ''}:\n` +
        `• Swipe on Discover daily: employers here hire inclusively.\n` +
        `• Tailor your CV's top three lines to each job (our CV Builder helps, and its ATS score shows what to fix).\n` +
        `• Ask your Jobcentre work coach about local employers and funded training.\n` +
        `• Try recruitment agencies for temp-to-permanent work; it builds recent experience fast.\n` +
        `How many applications a week feels realistic for you?`,
      (c) =>
        `Many jobs are never advertised, ${c.name}. Tell people you know what you're looking for, walk in with a CV where there's a "staff wanted" sign, and follow local employers online. ${c.hasPrefs ? `Since you prefer ${c.prefs} work, say so clearly: it saves everyone time. ` : ''}Who in your life could you tell you're looking this week?`,
      (c) =>
        `Applications get noticed when they're specific. Use the words from the advert in your CV, start with what you can do for them, and give numbers where you can ("served 100 customers a day"). ${skillsLine(c, 'Lead with')}. Follow up a week later with a short, polite message. Would you like help with the first lines of your CV?`,
    ],
  },
  {
    id: 'relationships',
    quickTopic: 'Building relationships',
    keywords: [
      'relationship',
      'network',
      'networking',
      'friend',
      'family',
      'connect',
      'connection',
      'rapport',
      'mentor',
      'support network',
      'lonely',
      'isolated',
      'trust',
      'reference',
      'referee',
    ],
    replies: [
      (c) =>
        `${c.hi}good working relationships start small: say hello, remember names, be on time, and do what you said you'd do. Trust builds from reliability more than anything. Ask colleagues about their work; people like to explain what they do. Who is one person you could get to know a bit better?`,
      (c) =>
        `A support network helps in every job search, ${c.name}. Think of three circles: people close to you, people who know your work (past employers, tutors, volunteering leads), and services (your work coach, probation officer, a mentor from a charity like Nacro). Any of them might be a referee too. Who could you ask to be a reference?`,
      (c) =>
        `Networking doesn't have to be formal. Join a local volunteering group, a course, or a community event related to ${c.role}, and simply ask people how they got into their work. Most people are happy to share tips. What's one place you could go to meet people this month?`,
    ],
  },
  {
    id: 'housing',
    keywords: [
      'housing',
      'house',
      'place to live',
      'apartment',
      'flat',
      'accommodation',
      'landlord',
      'rent',
      'homeless',
      'hostel',
      'tenancy',
      'evicted',
      'eviction',
      'council',
    ],
    replies: [
      (c) =>
        `${c.hi}a stable place to live makes holding down a job much easier, so it's worth sorting early. If you're homeless or at risk, contact your local council's housing team: they have a duty to help. Shelter (england.shelter.org.uk) has free advice and an emergency helpline on ${helpLine('shelter').contact}. If you're on probation, your probation officer can refer you to housing support. What's your housing situation right now?`,
      (c) =>
        `When you're looking for a place, ${c.name}: ask about deposit schemes (many councils run rent deposit or bond schemes), check what help with rent you can get through Universal Credit, and look at supported housing if you need a step in between. Nacro also helps people with a record find housing. Would it help to plan your next call?`,
      () =>
        `Landlords may ask about employment. An offer letter or a contract is strong evidence, and some accept a guarantor or a council bond instead. Keep copies of your ID, bank statements and references together so you're ready to move quickly. What's stopping you from getting somewhere right now?`,
    ],
  },
  {
    id: 'legal',
    keywords: [
      'parole',
      'probation',
      'legal',
      'lawyer',
      'solicitor',
      'court',
      'licence condition',
      'license condition',
      'offender manager',
      'tribunal',
      'rights',
      'sue',
    ],
    replies: [
      (c) =>
        `${c.hi}I can't give legal advice, so for anything about your own case, please speak to a solicitor or a free service like Citizens Advice (citizensadvice.org.uk) or Unlock (unlock.org.uk) for criminal records. If you're on licence or a community order, your probation officer is the person to ask about conditions that affect work, such as hours, travel or types of job. It's a good idea to tell them about any job offer. What question would you like to take to them?`,
      (c) =>
        `Probation and work can fit together, ${c.name}. Share your appointment times with your employer only if you choose to; many people simply ask for a regular slot off. If an appointment clashes with a shift, tell your probation officer early; they can often move it. For legal questions about your conditions, ask a solicitor or Citizens Advice. What's your biggest worry about combining work and probation?`,
      () =>
        `For questions about your rights at work, Acas (acas.org.uk) is free and confidential; for your record and disclosure, Unlock is the specialist. I can help you prepare the questions and keep notes, but the answer for your situation should come from them. Shall we write your questions down together?`,
    ],
  },
];

/** The spec's eight Quick Topics, in order. */
export const QUICK_TOPICS = [
  'Interview preparation',
  'Workplace communication',
  'Stress management',
  'Goal setting',
  'Conflict resolution',
  'Daily routines',
  'Job search strategies',
  'Building relationships',
] as const;

export const quickTopicPrompt = (topic: string) => `I'd like help with ${topic}`;

export const GENERAL_REPLIES: readonly Reply[] = [
  (c) =>
    `Thanks for sharing that, ${c.name}. I'm here to help with getting back into work: interviews, talking about a conviction or a disability, your CV, stress, routines, goals, and working with others. What would be most useful to focus on today?`,
  (c) =>
    `Returning to work takes courage, and you're already taking steps. ${c.hasRole ? `For ${c.role} roles, ` : ''}one small action today, like a single application or updating one line of your CV, really adds up. What's on your mind?`,
  () =>
    `I want to make sure I understand. Could you tell me a bit more about what's happening, or pick one of the Quick Topics below?`,
];
