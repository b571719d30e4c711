import { hasNumber } from './ats-score';

/**
 * The offline writing helper: strong action verbs for an achievement, and a nudge for a number
 * (measurable achievements read better and lift the ATS score). It never invents a figure: it
 * leaves a gap in brackets for the seeker to fill.
 */
const WEAK_OPENINGS =
  /^(i\s+|i was\s+|was\s+|responsible for\s+|in charge of\s+|helped( to)?\s+|did\s+|worked on\s+)/i;

/** Verbs chosen by what the line is about. */
const VERB_GROUPS: readonly [RegExp, readonly string[]][] = [
  [/\b(customer|client|guest|patient|resident|people|visitor)s?\b/i, ['Served', 'Supported', 'Assisted']],
  [/\b(team|staff|crew|colleague|new starter)s?\b/i, ['Led', 'Trained', 'Coordinated']],
  [/\b(cost|waste|time|error|mistake|complaint|delay)s?\b/i, ['Reduced', 'Cut', 'Saved']],
  [/\b(sale|revenue|order|output|target|stock)s?\b/i, ['Increased', 'Delivered', 'Exceeded']],
  [/\b(clean|repair|fix|maintain|build|install|cook|prepare)\w*/i, ['Maintained', 'Completed', 'Prepared']],
];
const DEFAULT_VERBS = ['Delivered', 'Improved', 'Managed'] as const;

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export const NUMBER_HINT =
  'Add a number where you can: by how much? how many? how often? Replace the [brackets] with real figures.';

export function suggestAchievements(text: string): { suggestions: string[]; hint: string | null } {
  const trimmed = text.trim().replace(/\.$/, '');
  if (!trimmed) {
    return {
      suggestions: [
        'Served [how many?] customers a day, keeping queues short at busy times',
        'Trained [how many?] new starters on safety and daily routines',
        'Reduced waste by [how much?]% by changing how stock was rotated',
      ],
      hint: NUMBER_HINT,
    };
  }
  const rest = trimmed.replace(WEAK_OPENINGS, '');
  const verbs = VERB_GROUPS.find(([pattern]) => pattern.test(rest))?.[1] ?? DEFAULT_VERBS;
  const body = rest.replace(
    /^(served|supported|assisted|led|trained|coordinated|reduced|cut|saved|increased|delivered|exceeded|maintained|completed|prepared|improved|managed)\s+/i,
    '',
  );
  const measured = hasNumber(trimmed);
  const suggestions = verbs.map((verb, i) => {
    const line = `${verb} ${body}`;
    if (measured) return capitalise(line);
    const gap = i === 0 ? ', [how many?] a day' : i === 1 ? ' by [how much?]%' : ' over [how long?] months';
    return capitalise(line + gap);
  });
  return { suggestions, hint: measured ? null : NUMBER_HINT };
}

export function suggestSummary(profile: {
  jobTitle?: string | null;
  skills?: string[];
  years?: number | null;
}): string[] {
  const role = profile.jobTitle?.trim() || 'hard-working team member';
  const skills = (profile.skills ?? []).slice(0, 3);
  const skillText = skills.length ? ` with skills in ${skills.join(', ')}` : '';
  return [
    `Reliable ${role}${skillText}. I take pride in turning up on time, learning fast and doing the job properly. Looking for a role where I can keep growing and be a dependable part of the team.`,
    `Motivated ${role}${skillText}, ready to bring energy and a strong work ethic to a new team. Calm under pressure, good with people and keen to take on training.`,
  ];
}
