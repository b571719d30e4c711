import type { Job } from '@shared/contracts/jobs';
import type { EmailFrequency, JobSearch } from '@shared/contracts/job-search';
import { searchToQuery } from '@shared/contracts/job-search';
import { formatSalaryGBP } from '@shared/rules/format';
import type { MailMessage } from '../../lib/mailer';

/**
 * What job alerts say: the e-mail digest of new jobs for a saved search, the push for one new job,
 * and the page the one-click unsubscribe link opens. Nothing special-category: a job's title,
 * employer, place and pay only.
 */

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The job's town, or its country when no town is given. */
const placeOf = (job: Pick<Job, 'locationCity' | 'locationCountry'>) =>
  job.locationCity || job.locationCountry || '';

/** 'Greenway Builders · Leeds · £24,000 - £28,000' (parts not given left out). */
const jobLine = (job: Job) =>
  [job.companyName, placeOf(job), formatSalaryGBP(job.salaryMin, job.salaryMax)].filter(Boolean).join(' · ');

/** The payload of a push for a job that went live (shown by the service worker). */
export function pushPayload(
  job: Pick<Job, 'id' | 'title' | 'companyName' | 'locationCity' | 'locationCountry'>,
) {
  const place = placeOf(job);
  return JSON.stringify({
    title: `New job: ${job.title}`,
    body: place ? `${job.companyName} · ${place}` : job.companyName,
    url: `/seeker-job/${job.id}`,
  });
}

export const unsubscribeLink = (publicUrl: string, token: string) =>
  `${publicUrl}/api/saved-searches/unsubscribe?token=${encodeURIComponent(token)}`;

/**
 * The digest of one saved search: up to the jobs given (newest first), and how many more matched.
 * Each job links to its public page; the rest to the Discover deck with the search applied. It
 * carries the search's one-click unsubscribe link, in the text and in List-Unsubscribe (RFC 8058).
 */
export function digestMail(input: {
  to: string;
  publicUrl: string;
  search: { name: string; criteria: JobSearch; emailFrequency: EmailFrequency; unsubscribeToken: string };
  jobs: Job[];
  more: number;
}): MailMessage {
  const { publicUrl, search, jobs, more } = input;
  const total = jobs.length + more;
  const name = `“${search.name}”`;
  const subject = `${total} new job${total === 1 ? '' : 's'} for ${name}`;
  const jobUrl = (job: Job) => `${publicUrl}/jobs/${job.id}`;
  const query = new URLSearchParams(searchToQuery(search.criteria)).toString();
  const deckUrl = `${publicUrl}/seeker-discover${query ? `?${query}` : ''}`;
  const unsubscribe = unsubscribeLink(publicUrl, search.unsubscribeToken);
  const how = search.emailFrequency === 'daily' ? 'once a day' : 'once a week';
  const moreLine = more > 0 ? `And ${more} more: ${deckUrl}` : null;

  const text = [
    `New jobs on NewLeaf for your saved search ${name}:`,
    '',
    ...jobs.flatMap((job) => [job.title, jobLine(job), jobUrl(job), '']),
    ...(moreLine ? [moreLine, ''] : []),
    `You get this e-mail ${how} because you saved this search on NewLeaf.`,
    `Stop these e-mails: ${unsubscribe}`,
    'You can change how often they come, or turn them on again, from your saved searches.',
  ].join('\n');

  const style = 'font-family:system-ui,sans-serif;color:#1c2a22;max-width:36rem';
  const html = [
    `<div style="${style}">`,
    `<p>New jobs on NewLeaf for your saved search ${escapeHtml(name)}:</p>`,
    '<ul style="padding-left:1.2rem">',
    ...jobs.map(
      (job) =>
        `<li style="margin-bottom:0.8rem"><a href="${escapeHtml(jobUrl(job))}">${escapeHtml(job.title)}</a><br>${escapeHtml(jobLine(job))}</li>`,
    ),
    '</ul>',
    more > 0 ? `<p><a href="${escapeHtml(deckUrl)}">And ${more} more</a></p>` : '',
    `<p style="font-size:0.9em">You get this e-mail ${how} because you saved this search on NewLeaf. ` +
      `<a href="${escapeHtml(unsubscribe)}">Stop these e-mails</a>. You can change how often they come, or turn them on again, from your saved searches.</p>`,
    '</div>',
  ].join('\n');

  return {
    to: input.to,
    subject,
    text,
    html,
    link: jobs[0] ? jobUrl(jobs[0]) : deckUrl,
    headers: {
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** The page the unsubscribe link opens: what changed, or that the link is no longer valid. */
export function unsubscribePage(searchName: string | null) {
  const text =
    searchName !== null
      ? `You won't get e-mails about new jobs for “${escapeHtml(searchName)}” any more. You can turn them on again from your saved searches on NewLeaf.`
      : 'This link is not valid any more. You can change your job alert e-mails from your saved searches on NewLeaf.';
  return (
    `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>NewLeaf job alerts</title></head>` +
    `<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1c2a22"><h1>NewLeaf</h1><p>${text}</p><p><a href="/">Open NewLeaf</a></p></body></html>`
  );
}
