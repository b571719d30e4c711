/**
 * "Why you are seeing this" on a deck card, in plain words: the skills the two sides have in
 * common, the same town, a fair-chance employer. It names only what the card has going for it;
 * it never says or implies that anyone is shown less (issue 35).
 */

type SkillList = readonly string[] | null | undefined;

/**
 * The card's skills that the viewer has too, in the card's order, each once. A deck passes the
 * viewer's skills as a Set, made once for all its cards; skill lists are short, so arrays are
 * searched as they are (these run for every card of every deck: no sets made per card).
 */
export function skillsInCommon(
  viewerSkills: SkillList | ReadonlySet<string>,
  cardSkills: SkillList,
): string[] {
  const shared: string[] = [];
  const list = cardSkills ?? [];
  const held = viewerSkills ?? [];
  for (const skill of list) {
    const has = held instanceof Set ? held.has(skill) : (held as readonly string[]).includes(skill);
    if (has && !shared.includes(skill)) shared.push(skill);
  }
  return shared;
}

/** An employer's jobs' required skills, each list without repeats: made once per deck. */
export function distinctSkillLists(
  jobsSkills: readonly (readonly string[])[] | null | undefined,
): string[][] {
  return (jobsSkills ?? []).map((required) => [...new Set(required)]).filter((list) => list.length > 0);
}

/**
 * An employer's view of a seeker: the skills the seeker shares with whichever of the employer's
 * jobs (distinctSkillLists) they share the largest share of — the job behind the card's match
 * figure; ties: the first.
 */
export function skillsInCommonWithBestJob(
  seekerSkills: SkillList,
  jobs: readonly (readonly string[])[],
): string[] {
  const held = seekerSkills ?? [];
  let best: readonly string[] | null = null;
  let bestShare = 0;
  for (const required of jobs) {
    let shared = 0;
    for (const skill of required) if (held.includes(skill)) shared += 1;
    const share = shared / required.length;
    if (share > bestShare) {
      best = required;
      bestShare = share;
      if (share === 1) break;
    }
  }
  return best ? skillsInCommon(held, best) : [];
}

/** A town as compared: trimmed and in lower case; null when there is none. */
export function townKey(city: string | null | undefined): string | null {
  const key = city?.trim().toLowerCase();
  return key ? key : null;
}

/** Whether `city` is one of `towns` (any one of an employer's job towns counts as near). */
export function inSameTown(city: string | null | undefined, towns: readonly (string | null)[]): boolean {
  const key = townKey(city);
  return key !== null && towns.some((town) => townKey(town) === key);
}

export interface WhyShownInput {
  type: 'job' | 'seeker';
  /** Skill names both sides have (the job's required skills the seeker has). */
  inCommon: readonly string[];
  nearYou: boolean;
  /** Jobs: the employer's fair-chance commitments (none on seeker cards). */
  badges: readonly string[];
}

/**
 * The card's reasons as one short line (a 360 px card has room for one), e.g. "2 skills in common ·
 * Near you · Fair-chance employer"; the card marks which of its tags are the ones in common. With
 * no reason to name, what the deck is: the newest jobs, or candidates active lately.
 */
export function whyShownLine({ type, inCommon, nearYou, badges }: WhyShownInput): string {
  const reasons: string[] = [];
  const shared = inCommon.length;
  if (shared > 0) reasons.push(`${shared} ${shared === 1 ? 'skill' : 'skills'} in common`);
  if (nearYou) reasons.push(type === 'job' ? 'Near you' : 'Near your job');
  if (type === 'job' && badges.length > 0) reasons.push('Fair-chance employer');
  if (reasons.length > 0) return reasons.join(' · ');
  return type === 'job' ? 'A recent job you have not seen yet' : 'Looking for work and active lately';
}

/** The card's tags with the ones in common first (so the shown three name them), each marked. */
export function tagsInCommonFirst(
  tags: readonly string[],
  inCommon: readonly string[],
): { name: string; inCommon: boolean }[] {
  const shared = new Set(inCommon);
  const marked = tags.map((name) => ({ name, inCommon: shared.has(name) }));
  return [...marked.filter((t) => t.inCommon), ...marked.filter((t) => !t.inCommon)];
}
