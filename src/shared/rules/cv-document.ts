import { isOptionalUrl, type CvData } from '../contracts/cv';

/**
 * A CV as every format writes it, in reading order: the name, the job wanted, the contact lines,
 * then sections with the standard headings ATS parsers look for. The PDF templates, the DOCX and
 * the text file all read this, so they hold the same words in the same order.
 */
export interface CvEntry {
  title: string;
  subtitle: string;
  dates: string;
  bullets: string[];
}
export interface CvSection {
  heading: 'Summary' | 'Experience' | 'Skills' | 'Education' | 'Certifications';
  paragraphs?: string[];
  entries?: CvEntry[];
  /** Skills grouped by category: "Technical: Forklift (Advanced), Stock control (Intermediate)". */
  lines?: string[];
}
export interface CvDocument {
  name: string;
  /** The job wanted, under the name ('' when not given). */
  targetTitle: string;
  contact: string[];
  sections: CvSection[];
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** UK style: "Mar 2021". */
export function monthLabel(month: string): string {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  return m ? `${MONTHS[Number(m[2]) - 1]} ${m[1]}` : '';
}

function dateRange(start: string, end: string, current: boolean): string {
  const from = monthLabel(start);
  const to = current ? 'Present' : monthLabel(end);
  return from && to ? `${from} – ${to}` : from || to;
}

const clean = (s: string) => s.replace(/\s+/g, ' ').trim();
const joinParts = (...parts: string[]) => parts.map(clean).filter(Boolean).join(', ');

export function cvDocument(cv: CvData): CvDocument {
  const p = cv.personalInfo;
  const links = [p.linkedin, p.website].map(clean).filter((l) => l && isOptionalUrl(l));
  const sections: CvSection[] = [];
  if (clean(cv.professionalSummary.content)) {
    sections.push({ heading: 'Summary', paragraphs: [cv.professionalSummary.content.trim()] });
  }
  const jobs = cv.workExperience.filter((j) => clean(j.jobTitle) || clean(j.company));
  if (jobs.length) {
    sections.push({
      heading: 'Experience',
      entries: jobs.map((j) => ({
        title: clean(j.jobTitle),
        subtitle: joinParts(j.company, j.location),
        dates: dateRange(j.startDate, j.endDate, j.current),
        bullets: j.achievements.map(clean).filter(Boolean),
      })),
    });
  }
  if (cv.skills.length) {
    const byCategory = new Map<string, string[]>();
    for (const s of cv.skills) {
      const list = byCategory.get(s.category) ?? [];
      list.push(`${clean(s.name)} (${s.level})`);
      byCategory.set(s.category, list);
    }
    sections.push({
      heading: 'Skills',
      lines: [...byCategory].map(([category, list]) => `${category}: ${list.join(', ')}`),
    });
  }
  const education = cv.education.filter((e) => clean(e.degree) || clean(e.institution));
  if (education.length) {
    sections.push({
      heading: 'Education',
      entries: education.map((e) => ({
        title: clean(e.degree),
        subtitle: joinParts(e.institution, e.location),
        dates: dateRange(e.startDate, e.endDate, e.current),
        bullets: [],
      })),
    });
  }
  const certificates = cv.certifications.filter((c) => clean(c.name));
  if (certificates.length) {
    sections.push({
      heading: 'Certifications',
      entries: certificates.map((c) => ({
        title: clean(c.name),
        subtitle: clean(c.issuer),
        dates: monthLabel(c.date),
        bullets: [],
      })),
    });
  }
  return {
    name: clean(p.fullName) || 'Curriculum Vitae',
    targetTitle: clean(p.targetTitle),
    contact: [joinParts(p.email, p.phone, p.location), ...links].filter(Boolean),
    sections,
  };
}

/** "Firstname-Lastname-CV.pdf": letters, digits and hyphens only. */
export function cvFileName(cv: CvData, extension: string): string {
  const name = clean(cv.personalInfo.fullName)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${name || 'My'}-CV.${extension}`;
}
