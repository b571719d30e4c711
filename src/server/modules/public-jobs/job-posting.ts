import { COUNTRY_VALUES, DEFAULT_COUNTRY, type Country } from '@shared/options/company';
import { DEFAULT_EMPLOYMENT_TYPE, type EmploymentType } from '@shared/options/work';
import { JOB_BENEFITS } from '@shared/options/benefits';
import { isOneOf } from '@shared/options/option';
import { skillName } from '@shared/skills/catalogue';
import { escapeHtml, httpUrl, paragraphsHtml } from './html';

/**
 * A job's schema.org `JobPosting` (developers.google.com/search/docs/appearance/structured-data/job-posting),
 * built from what its public page shows, so search engines can list it in their job results.
 */

/** What the posting is made from: the job and its company's public face. */
export interface PostingJob {
  id: string;
  title: string;
  description: string;
  employmentType: string;
  locationCity: string | null;
  locationCountry: string | null;
  salaryMin: number | null;
  salaryMax: number | null;
  requiredSkills: readonly string[];
  requirements: readonly string[];
  benefits: readonly string[];
  createdAt: Date;
  publishedAt: Date | null;
  closesAt: Date | null;
  companyName: string;
  companyLogoUrl: string | null;
  companyWebsiteUrl: string | null;
  companyCity: string | null;
  companyCountry: string | null;
}

/** Our employment types in Google's words (FULL_TIME, PART_TIME, CONTRACTOR, TEMPORARY, INTERN, VOLUNTEER, PER_DIEM, OTHER). */
const GOOGLE_EMPLOYMENT_TYPE: Readonly<Record<EmploymentType, string>> = {
  'Full-time': 'FULL_TIME',
  'Part-time': 'PART_TIME',
  Contract: 'CONTRACTOR',
  Temporary: 'TEMPORARY',
  // Paid work with training, neither an internship nor one of the others.
  Apprenticeship: 'OTHER',
};

/** ISO 3166-1 alpha-2 codes of the countries a job or company can name. */
const COUNTRY_CODES: Readonly<Record<Country, string>> = {
  'United Kingdom': 'GB',
  Ireland: 'IE',
  France: 'FR',
  Germany: 'DE',
  Spain: 'ES',
  Italy: 'IT',
  Netherlands: 'NL',
  Belgium: 'BE',
  Sweden: 'SE',
  Denmark: 'DK',
};

/** The ISO code of a country the options list; null for anything else. */
export const countryCode = (country: string | null | undefined): string | null =>
  isOneOf(COUNTRY_VALUES, country) ? COUNTRY_CODES[country] : null;

/**
 * A job the employer placed nowhere but at home: there is no remote field, so the town says it
 * ("Remote", "Home based", "Work from home").
 */
export const isRemote = (city: string | null | undefined) =>
  /^\s*(fully\s+)?(remote|home[\s-]?based|work(ing)?\s+from\s+home|home\s?working)\s*$/i.test(city ?? '');

/** The employment type shown: the job's, or the app's default when it has none. */
export const shownEmploymentType = (type: string | null | undefined) => type || DEFAULT_EMPLOYMENT_TYPE;

/** The labels of the job's benefits, in the options' order (unknown values dropped). */
export const benefitLabels = (values: readonly string[]) =>
  JOB_BENEFITS.filter((b) => values.includes(b.value)).map((b) => b.label);

/** The job's description as HTML for the posting: its paragraphs, skills, requirements and benefits. */
function descriptionHtml(job: PostingJob): string {
  const list = (title: string, items: readonly string[]) =>
    items.length
      ? `<p>${escapeHtml(title)}</p><ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`
      : '';
  const text =
    paragraphsHtml(job.description) || `<p>${escapeHtml(`${job.title} at ${job.companyName}.`)}</p>`;
  return [
    text,
    list('Skills', job.requiredSkills.map(skillName)),
    list('What you will need', job.requirements),
    list('Benefits', benefitLabels(job.benefits)),
  ].join('');
}

/** Where the job is done: its own town and country, else its company's, in the default country at least. */
function place(job: PostingJob): { city: string | null; country: string } {
  const own = job.locationCity?.trim() || job.locationCountry;
  const city = (own ? job.locationCity : job.companyCity)?.trim() || null;
  const country = (own ? job.locationCountry : job.companyCountry) || DEFAULT_COUNTRY;
  return { city, country };
}

function salary(min: number | null, max: number | null) {
  if (min == null && max == null) return undefined;
  const value =
    min != null && max != null && min !== max
      ? { minValue: Math.min(min, max), maxValue: Math.max(min, max) }
      : { value: (min ?? max)! };
  return {
    '@type': 'MonetaryAmount',
    currency: 'GBP',
    value: { '@type': 'QuantitativeValue', ...value, unitText: 'YEAR' },
  };
}

/** The posting, as an object ready for JSON-LD; `publicUrl` is the app's address (no trailing slash). */
export function jobPosting(job: PostingJob, publicUrl: string) {
  const { city, country } = place(job);
  const remote = isRemote(city);
  const logo = httpUrl(job.companyLogoUrl, publicUrl);
  const website = httpUrl(job.companyWebsiteUrl, publicUrl);
  const employmentType = shownEmploymentType(job.employmentType);
  // A country the options do not list is named as stored (schema.org takes a name too).
  const code = countryCode(country) ?? country;
  const baseSalary = salary(job.salaryMin, job.salaryMax);
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: descriptionHtml(job),
    url: `${publicUrl}/jobs/${job.id}`,
    identifier: { '@type': 'PropertyValue', name: job.companyName, value: job.id },
    datePosted: (job.publishedAt ?? job.createdAt).toISOString(),
    ...(job.closesAt && { validThrough: job.closesAt.toISOString() }),
    employmentType: Object.hasOwn(GOOGLE_EMPLOYMENT_TYPE, employmentType)
      ? GOOGLE_EMPLOYMENT_TYPE[employmentType as EmploymentType]
      : 'OTHER',
    hiringOrganization: {
      '@type': 'Organization',
      name: job.companyName,
      ...(logo && { logo }),
      ...(website && { sameAs: website }),
    },
    ...(remote
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: { '@type': 'Country', name: country },
        }
      : {
          jobLocation: {
            '@type': 'Place',
            address: {
              '@type': 'PostalAddress',
              ...(city && { addressLocality: city }),
              addressCountry: code,
            },
          },
        }),
    ...(baseSalary && { baseSalary }),
    directApply: true,
  };
}

/**
 * A `<script type="application/ld+json">` holding `data`: `<`, `>` and `&` are written as JSON
 * escapes, so no text in it (a title saying `</script>`) can end the script or start markup.
 */
export function jsonLdScript(data: unknown): string {
  const json = JSON.stringify(data)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026');
  return `<script type="application/ld+json">${json}</script>`;
}
