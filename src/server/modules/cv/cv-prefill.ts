import {
  cvDataSchema,
  DEFAULT_SKILL_LEVEL,
  SUMMARY_MAX,
  type CvData,
  type CvSkillCategory,
} from '@shared/contracts/cv';
import type { SeekerProfile } from '@shared/contracts/seeker';
import { formatPersonName, formatPlace } from '@shared/rules/format';
import { getSkill } from '@shared/skills/catalogue';

/** The catalogue's skill types, as the CV's categories. */
const CATEGORY_OF_TYPE: Record<string, CvSkillCategory> = {
  Technical: 'Technical',
  'Soft Skill': 'Soft Skills',
  Certification: 'Certifications',
  License: 'Certifications',
};

/**
 * The profile's words as a starting summary: the bio, else the headline. A bio longer than the
 * summary allows is cut after its last whole sentence that fits (else its last whole word).
 */
export function startingSummary(bio: string | null | undefined, headline: string | null | undefined): string {
  const text = (bio ?? '').replace(/\s+/g, ' ').trim() || (headline ?? '').replace(/\s+/g, ' ').trim();
  if (text.length <= SUMMARY_MAX) return text;
  const head = text.slice(0, SUMMARY_MAX);
  const sentenceEnd = Math.max(head.lastIndexOf('. '), head.lastIndexOf('! '), head.lastIndexOf('? '));
  if (sentenceEnd > 0) return head.slice(0, sentenceEnd + 1);
  if (/[.!?]$/.test(head)) return head;
  const wordEnd = text.charAt(SUMMARY_MAX) === ' ' ? SUMMARY_MAX : head.lastIndexOf(' ');
  return (wordEnd > 0 ? head.slice(0, wordEnd) : head).trim();
}

type PrefillProfile = Pick<
  SeekerProfile,
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phoneNumber'
  | 'jobTitle'
  | 'headline'
  | 'bio'
  | 'locationCity'
  | 'locationCountry'
  | 'keySkills'
>;

/**
 * What a new CV starts from: the profile's name, e-mail, phone and place; the job title it wants
 * as the CV's target title (not a past job: it has no company or dates); the bio (or headline) as
 * the summary; and its skills. Work experience starts empty for the seeker to fill.
 */
export function cvPrefill(profile: PrefillProfile | null): CvData {
  // A CV starts with the seeker's own name or a blank field, never the 'Job Seeker' placeholder.
  const fullName = formatPersonName(profile?.firstName, profile?.lastName, '');
  // The profile allows longer names and places than a CV line holds: a prefill is cut to fit,
  // never refused (the seeker sees it and can change it).
  const fit = (value: string, max: number) => value.trim().slice(0, max);
  return cvDataSchema.parse({
    personalInfo: {
      fullName: fit(fullName, 100),
      targetTitle: fit(profile?.jobTitle ?? '', 120),
      email: fit(profile?.email ?? '', 254),
      phone: fit(profile?.phoneNumber ?? '', 30),
      location: fit(formatPlace(profile?.locationCity, profile?.locationCountry), 120),
    },
    professionalSummary: { content: startingSummary(profile?.bio, profile?.headline) },
    skills: (profile?.keySkills ?? []).flatMap((id) => {
      const skill = getSkill(id);
      return skill
        ? [
            {
              name: skill.name,
              category: CATEGORY_OF_TYPE[skill.type] ?? 'Other',
              level: DEFAULT_SKILL_LEVEL,
            },
          ]
        : [];
    }),
  });
}
