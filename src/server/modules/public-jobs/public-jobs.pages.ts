import { fairChanceBadges } from '@shared/options/fair-chance';
import { fairChanceBadgeWords } from '@shared/rules/fair-chance-words';
import { formatGBP, formatPlace } from '@shared/rules/format';
import { longDate } from '@shared/rules/calendar-date';
import { closingDateOf } from '@shared/rules/job-closing';
import { skillName } from '@shared/skills/catalogue';
import { escapeHtml, excerpt, httpUrl, paragraphsHtml } from './html';
import { benefitLabels, jobPosting, jsonLdScript, shownEmploymentType, type PostingJob } from './job-posting';

/**
 * The public job pages: whole HTML documents readable with JavaScript off, styled by the web
 * app's built stylesheet. Every class here must also be used somewhere in src/web: Tailwind builds
 * the stylesheet from the web app's files only (public-jobs.test.ts checks it). Every piece of
 * user text goes through `escapeHtml`.
 */

/** What each page needs beyond its data. */
export interface PageContext {
  /** The app's address, no trailing slash (config.publicUrl). */
  publicUrl: string;
  /** The built stylesheet's path from the web build's index.html; null when no web app is served. */
  stylesheet: string | null;
}

/** A job as its page shows it. */
export interface PageJob extends PostingJob {
  /** Of the invented sample world: labelled, and kept out of search engines. */
  sample: boolean;
  subjectToDbsBarring: boolean;
  companyFairChance: readonly string[];
}

/** Another open job, linked from a closed job's page. */
export interface SimilarJob {
  id: string;
  title: string;
  companyName: string;
  locationCity: string | null;
  locationCountry: string | null;
}

/** The path of the share script (public-jobs.routes.ts serves it). */
export const SHARE_SCRIPT_PATH = '/jobs/share.js';

const SAMPLE_WORDS = 'Sample: an invented example, not a real person or employer';
/** The web job details' words (features/applications/components/job-details-view.tsx). */
const DBS_NOTE = 'This role is subject to DBS barring: people on a barred list cannot be employed in it.';
/** The app's icon (src/web/public/icons, copied into the build): the picture when a company has no logo. */
const APP_ICON = '/icons/icon-512.png';

/** "£24,000–£27,000 a year", "From £24,000 a year", "Up to £27,000 a year"; '' with no pay given. */
export function payText(min: number | null, max: number | null): string {
  if (min != null && max != null) {
    const [low, high] = min <= max ? [min, max] : [max, min];
    return low === high ? `${formatGBP(low)} a year` : `${formatGBP(low)}–${formatGBP(high)} a year`;
  }
  if (min != null) return `From ${formatGBP(min)} a year`;
  if (max != null) return `Up to ${formatGBP(max)} a year`;
  return '';
}

/** "27 December 2026": the UK date of an instant. */
const ukDate = (at: Date) => longDate(closingDateOf(at));

const jobUrl = (ctx: PageContext, id: string) => `${ctx.publicUrl}/jobs/${id}`;

/** The meta description: the start of the job's description, or its facts when it has none. */
function metaDescription(job: PageJob): string {
  const place = formatPlace(job.locationCity, job.locationCountry);
  const facts = [
    `${job.title} at ${job.companyName}`,
    place,
    payText(job.salaryMin, job.salaryMax),
    shownEmploymentType(job.employmentType),
  ].filter(Boolean);
  return excerpt(job.description.trim() || `${facts.join(', ')}.`, 160);
}

function htmlDocument(
  ctx: PageContext,
  opts: { title: string; description?: string; noindex: boolean; head?: string[]; body: string },
): string {
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(opts.title)}</title>`,
    opts.description && `<meta name="description" content="${escapeHtml(opts.description)}">`,
    opts.noindex && '<meta name="robots" content="noindex">',
    '<meta name="theme-color" content="#166534">',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    ctx.stylesheet && `<link rel="stylesheet" href="${escapeHtml(ctx.stylesheet)}">`,
    ...(opts.head ?? []),
  ].filter(Boolean);
  return `<!doctype html>
<html lang="en-GB">
<head>
${head.join('\n')}
</head>
<body>
<div class="mx-auto min-h-screen max-w-2xl">
<header class="flex items-center gap-2 border-b border-gray-200 bg-white px-3 py-2">
<a href="/" class="flex min-h-11 items-center gap-2 font-bold text-leaf-900">${LOGO} NewLeaf</a>
</header>
<main class="px-4 py-4">
${opts.body}
</main>
<footer class="flex flex-col gap-1 border-t border-gray-200 px-4 py-6 text-sm text-muted">
<p>NewLeaf: Building Better Futures. Inclusive job matching for people returning to work.</p>
<p><a href="/" class="${LINK_TARGET}">Find more jobs on NewLeaf</a></p>
<p><a href="/spent-checker" class="${LINK_TARGET}">When is my record spent? Check it free</a></p>
</footer>
</div>
</body>
</html>
`;
}

/** The NewLeaf mark (favicon.svg's leaf), decorative: the link says "NewLeaf". */
const LOGO =
  '<svg viewBox="0 0 64 64" class="h-8 w-8" aria-hidden="true"><rect width="64" height="64" rx="14" fill="#166534"/>' +
  '<path d="M44 14C26 14 16 24 16 40c0 4 1 7 2 10 3-12 10-20 22-25-9 7-14 14-16 25 14 0 24-10 24-28 0-3 0-5-1-8h-3z" fill="#fff"/></svg>';

const SAMPLE_BADGE =
  `<span title="${SAMPLE_WORDS}" class="inline-flex shrink-0 items-center rounded-full border border-dashed border-gray-600 bg-white px-2 py-0.5 text-xs font-bold text-gray-800">` +
  `<span aria-hidden="true">Sample</span><span class="sr-only">${SAMPLE_WORDS}</span></span>`;

const LINK = 'font-semibold text-leaf-800 underline underline-offset-2';
/** A link on a line of its own: a whole 44 px target. */
const LINK_TARGET = `inline-flex min-h-11 items-center ${LINK}`;

function section(id: string, title: string, content: string): string {
  return `<section aria-labelledby="${id}" class="flex flex-col gap-2 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm">
<h2 id="${id}" class="text-lg font-bold text-ink">${escapeHtml(title)}</h2>
${content}
</section>`;
}

const bulletList = (items: readonly string[]) =>
  `<ul class="flex list-disc flex-col gap-1 pl-5 text-sm text-ink">${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`;

function fairChanceList(stored: readonly string[]): string {
  const badges = fairChanceBadges(stored);
  if (badges.length === 0) return '';
  const items = badges.map((badge) => {
    const words = fairChanceBadgeWords(badge);
    const text =
      words === badge
        ? escapeHtml(badge)
        : `<span aria-hidden="true">${escapeHtml(badge)}</span><span class="sr-only">${escapeHtml(words)}</span>`;
    return `<li class="inline-flex items-center gap-1 rounded-full border border-leaf-800 bg-white px-2 py-0.5 text-xs font-bold text-leaf-900">${text}</li>`;
  });
  return `<ul class="flex flex-wrap gap-1.5" aria-label="Fair-chance commitments">${items.join('')}</ul>`;
}

/** The page of an open job (a sample one is labelled and kept out of search engines). */
export function jobPage(job: PageJob, ctx: PageContext): string {
  const url = jobUrl(ctx, job.id);
  const place = formatPlace(job.locationCity, job.locationCountry);
  const pay = payText(job.salaryMin, job.salaryMax);
  const description = metaDescription(job);
  const title = `${job.title} at ${job.companyName}`;
  const logo = httpUrl(job.companyLogoUrl, ctx.publicUrl);
  // The page shows a logo of ours by its path (the CSP allows images from this origin, whatever
  // address the visitor used); a logo stored elsewhere (S3) by its address.
  const stored = job.companyLogoUrl?.trim() ?? '';
  const logoSrc = logo && /^\/(?!\/)/.test(stored) ? stored : logo;
  const image = logo ?? `${ctx.publicUrl}${APP_ICON}`;
  const website = httpUrl(job.companyWebsiteUrl, ctx.publicUrl);

  const meta = (attr: 'property' | 'name', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}">`;
  const head = [
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', 'NewLeaf'),
    meta('property', 'og:locale', 'en_GB'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'og:image:alt', logo ? `${job.companyName} logo` : 'NewLeaf'),
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    // An invented job is no posting: search engines are not told about it.
    ...(job.sample ? [] : [jsonLdScript(jobPosting(job, ctx.publicUrl))]),
    `<script src="${SHARE_SCRIPT_PATH}" defer></script>`,
  ];

  const facts = [
    place && `<li><span class="sr-only">Location: </span>${escapeHtml(place)}</li>`,
    pay && `<li><span class="sr-only">Pay: </span>${escapeHtml(pay)}</li>`,
    `<li><span class="sr-only">Employment type: </span>${escapeHtml(shownEmploymentType(job.employmentType))}</li>`,
    job.closesAt && `<li>Closes ${ukDate(job.closesAt)}</li>`,
    `<li>Posted ${ukDate(job.publishedAt ?? job.createdAt)}</li>`,
  ].filter(Boolean);

  const skills = job.requiredSkills.map(skillName);
  const benefits = benefitLabels(job.benefits);
  const mailto = `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${title}: ${url}`)}`;

  const body = `<article class="flex flex-col gap-4">
<div class="flex items-start gap-3">
${logoSrc ? `<img src="${escapeHtml(logoSrc)}" alt="" width="56" height="56" class="h-14 w-14 shrink-0 rounded-xl object-cover">` : ''}
<div class="min-w-0 flex-1">
<h1 class="text-2xl font-bold leading-tight">${escapeHtml(job.title)}</h1>
<p class="font-semibold text-muted">${escapeHtml(job.companyName)}</p>
${job.sample ? `<p class="mt-1">${SAMPLE_BADGE}</p>` : ''}
</div>
</div>
${fairChanceList(job.companyFairChance)}
<ul class="flex flex-col gap-1.5 text-sm text-ink">${facts.join('')}</ul>
<p><a href="/seeker-job/${escapeHtml(job.id)}" class="inline-flex min-h-11 items-center justify-center gap-2 rounded-xl bg-leaf-800 px-5 py-3 text-lg font-semibold text-white hover:bg-leaf-900">Apply on NewLeaf</a></p>
${job.subjectToDbsBarring ? `<p class="flex gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">${DBS_NOTE}</p>` : ''}
${job.description.trim() ? section('about-role', 'About the role', `<div class="flex flex-col gap-2 text-sm text-ink">${paragraphsHtml(job.description)}</div>`) : ''}
${
  skills.length
    ? section(
        'skills',
        'Skills',
        `<ul class="flex flex-wrap gap-2">${skills.map((s) => `<li class="rounded-full bg-leaf-100 px-3 py-1 text-sm font-semibold text-leaf-900">${escapeHtml(s)}</li>`).join('')}</ul>`,
      )
    : ''
}
${job.requirements.length ? section('requirements', 'What you will need', bulletList(job.requirements)) : ''}
${benefits.length ? section('benefits', 'Benefits', bulletList(benefits)) : ''}
${section(
  'about-company',
  `About ${job.companyName}`,
  `<p class="text-sm text-ink">${escapeHtml(job.companyName)} is hiring through NewLeaf, which matches people returning to work with employers who hire inclusively.</p>${
    website
      ? `<p class="text-sm"><a href="${escapeHtml(website)}" rel="noopener" class="${LINK_TARGET}">Visit website</a></p>`
      : ''
  }`,
)}
${section(
  'share',
  'Share this job',
  `<label for="share-link" class="text-sm font-semibold text-ink">Link to this job</label>
<input id="share-link" type="url" readonly value="${escapeHtml(url)}" class="w-full rounded-xl border border-gray-400 bg-white px-3 py-2.5 text-base text-ink">
<div class="flex flex-wrap items-center gap-3">
<a href="${escapeHtml(mailto)}" class="${LINK_TARGET}">Share by e-mail</a>
<button type="button" hidden data-share-url="${escapeHtml(url)}" data-share-title="${escapeHtml(title)}" class="inline-flex min-h-11 items-center justify-center gap-2 rounded-xl border border-leaf-800 bg-white px-4 py-2.5 font-semibold text-leaf-900 hover:bg-leaf-50">Share</button>
</div>
<p role="status" data-share-status class="text-sm text-muted"></p>`,
)}
</article>`;

  return htmlDocument(ctx, {
    title: `${title} – NewLeaf`,
    description,
    noindex: job.sample,
    head,
    body,
  });
}

/** A closed job's page: no word of the job itself, and up to five open ones instead. */
export function closedPage(similar: readonly SimilarJob[], ctx: PageContext): string {
  const links = similar.map((s) => {
    const where = [s.companyName, formatPlace(s.locationCity, s.locationCountry)].filter(Boolean).join(', ');
    return `<li><a href="/jobs/${escapeHtml(s.id)}" class="flex flex-col gap-1 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm hover:bg-leaf-50"><span class="font-bold text-leaf-900 underline underline-offset-2">${escapeHtml(s.title)}</span><span class="text-sm text-muted">${escapeHtml(where)}</span></a></li>`;
  });
  const body = `<div class="flex flex-col gap-4">
<h1 class="text-2xl font-bold leading-tight">This job has closed</h1>
<p class="text-ink">It is no longer taking applications.</p>
${
  links.length
    ? `<section aria-labelledby="open-jobs" class="flex flex-col gap-2">
<h2 id="open-jobs" class="text-lg font-bold text-ink">Open jobs you might like</h2>
<ul class="flex flex-col gap-2">${links.join('')}</ul>
</section>`
    : ''
}
<p><a href="/" class="${LINK_TARGET}">Find jobs on NewLeaf</a></p>
</div>`;
  return htmlDocument(ctx, { title: 'This job has closed – NewLeaf', noindex: true, body });
}

/** An unknown job's page (also a draft's, a held or refused one's: never said to exist). */
export function notFoundPage(ctx: PageContext): string {
  const body = `<div class="flex flex-col gap-4">
<h1 class="text-2xl font-bold leading-tight">Job not found</h1>
<p class="text-ink">There is no open job at this address. It may have been mistyped.</p>
<p><a href="/" class="${LINK_TARGET}">Find jobs on NewLeaf</a></p>
</div>`;
  return htmlDocument(ctx, { title: 'Job not found – NewLeaf', noindex: true, body });
}
