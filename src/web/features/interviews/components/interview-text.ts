import { type Interview } from '@shared/contracts/interviews';
import { INTERVIEW_KIND_OPTIONS, type InterviewKind } from '@shared/options/interviews';
import { optionLabel } from '@shared/options/option';

export const kindLabel = (kind: InterviewKind) => optionLabel(INTERVIEW_KIND_OPTIONS, kind, kind);

/** 30 → "30 minutes", 90 → "1 hour 30 minutes". */
export function lengthLabel(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const h = hours === 0 ? '' : hours === 1 ? '1 hour' : `${hours} hours`;
  const m = rest === 0 ? '' : `${rest} minutes`;
  return [h, m].filter(Boolean).join(' ');
}

/** The other party as the viewer knows them: the company for the seeker, the candidate for the employer. */
export const otherParty = (interview: Interview) =>
  interview.myRole === 'seeker' ? interview.companyName : interview.seekerName;

/** The viewer's own time zone, in which times are shown and typed. */
export const ownTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
