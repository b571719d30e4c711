import { describe, expect, it } from 'vitest';
import { COUNTRY_VALUES } from '@shared/options/company';
import { EMPLOYMENT_TYPE_VALUES } from '@shared/options/work';
// eslint-disable-next-line no-restricted-imports -- the route table is data (see public-jobs.service.ts)
import { routeBranches } from '../../../web/app/route-table';
import { googleProblems } from './job-posting.checks';
import { countryCode, isRemote, jobPosting, jsonLdScript, type PostingJob } from './job-posting';
import { escapeHtml, excerpt, httpUrl, paragraphsHtml } from './html';
import { robotsTxt, signedInPrefixes, sitemapIndex, urlSet } from './public-jobs.sitemap';
import { payText } from './public-jobs.pages';

const URL_ = 'https://newleaf.example';
/** The posting of a job at URL_, loosely typed (its location is one of two shapes). */
const ld = (job: PostingJob): Record<string, any> => jobPosting(job, URL_);
const ID = '5b0c1a52-7d3e-4c1e-9a57-0d6f3f1f2a10';

const full: PostingJob = {
  id: ID,
  title: 'Warehouse Operative',
  description: 'Picking and packing orders.\n\nDay shifts, Monday to Friday.\nFree parking.',
  employmentType: 'Part-time',
  locationCity: 'Leeds',
  locationCountry: 'United Kingdom',
  salaryMin: 24000,
  salaryMax: 27000,
  requiredSkills: ['order_picking'],
  requirements: ['Able to lift 15 kg'],
  benefits: ['paid_breaks', 'sick_pay'],
  createdAt: new Date('2026-11-01T09:00:00Z'),
  publishedAt: new Date('2026-11-02T10:00:00Z'),
  closesAt: new Date('2026-12-27T23:59:00Z'),
  companyName: 'Acme Ltd',
  companyLogoUrl: '/uploads/logo.webp',
  companyWebsiteUrl: 'https://acme.example/',
  companyCity: 'York',
  companyCountry: 'United Kingdom',
};

const minimal: PostingJob = {
  ...full,
  description: '',
  employmentType: '',
  locationCity: null,
  locationCountry: null,
  salaryMin: null,
  salaryMax: null,
  requiredSkills: [],
  requirements: [],
  benefits: [],
  publishedAt: null,
  closesAt: null,
  companyLogoUrl: null,
  companyWebsiteUrl: null,
  companyCity: null,
  companyCountry: null,
};

describe('the JobPosting of a job', () => {
  it('has every property Google requires and recommends for a full job', () => {
    const posting = ld(full);
    expect(googleProblems(posting)).toEqual([]);
    expect(posting).toMatchObject({
      title: 'Warehouse Operative',
      url: `${URL_}/jobs/${ID}`,
      datePosted: '2026-11-02T10:00:00.000Z',
      validThrough: '2026-12-27T23:59:00.000Z',
      employmentType: 'PART_TIME',
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Acme Ltd',
        logo: `${URL_}/uploads/logo.webp`,
        sameAs: 'https://acme.example/',
      },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Leeds', addressCountry: 'GB' },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'GBP',
        value: { '@type': 'QuantitativeValue', minValue: 24000, maxValue: 27000, unitText: 'YEAR' },
      },
      directApply: true,
      identifier: { '@type': 'PropertyValue', name: 'Acme Ltd', value: ID },
    });
    expect(posting).not.toHaveProperty('jobLocationType');
    // The description is HTML: its paragraphs, then the skills, requirements and benefits.
    expect(posting.description).toBe(
      '<p>Picking and packing orders.</p><p>Day shifts, Monday to Friday.<br>Free parking.</p>' +
        '<p>Skills</p><ul><li>Order Picking &amp; Packing</li></ul>' +
        '<p>What you will need</p><ul><li>Able to lift 15 kg</li></ul>' +
        '<p>Benefits</p><ul><li>Paid breaks</li><li>Company sick pay</li></ul>',
    );
  });

  it('still has every required property for a job with nothing but a title', () => {
    const posting = ld(minimal);
    expect(googleProblems(posting, { recommended: false })).toEqual([]);
    // The recommended ones it cannot have: no closing date, no pay.
    expect(googleProblems(posting)).toEqual(['validThrough', 'baseSalary']);
    expect(posting.description).toBe('<p>Warehouse Operative at Acme Ltd.</p>');
    expect(posting.datePosted).toBe('2026-11-01T09:00:00.000Z');
    expect(posting.employmentType).toBe('FULL_TIME'); // the app's default, as the page shows
    expect(posting.hiringOrganization).toEqual({ '@type': 'Organization', name: 'Acme Ltd' });
    expect(posting.jobLocation).toEqual({
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressCountry: 'GB' },
    });
  });

  it("takes the company's place when the job names none", () => {
    const posting = ld({ ...minimal, companyCity: 'Cork', companyCountry: 'Ireland' });
    expect(posting.jobLocation?.address).toEqual({
      '@type': 'PostalAddress',
      addressLocality: 'Cork',
      addressCountry: 'IE',
    });
  });

  it('says a job done from home is remote, for applicants in its country', () => {
    for (const city of ['Remote', 'remote', 'Home based', 'Work from home', 'Fully remote']) {
      expect(isRemote(city), city).toBe(true);
      const posting = ld({ ...full, locationCity: city, locationCountry: 'Ireland' });
      expect(googleProblems(posting)).toEqual([]);
      expect(posting).toMatchObject({
        jobLocationType: 'TELECOMMUTE',
        applicantLocationRequirements: { '@type': 'Country', name: 'Ireland' },
      });
      expect(posting).not.toHaveProperty('jobLocation');
    }
    expect(isRemote('Remoteville')).toBe(false);
  });

  it('maps every employment type to Google’s, and every country to its ISO code', () => {
    const types = EMPLOYMENT_TYPE_VALUES.map((t) => ld({ ...full, employmentType: t }).employmentType);
    expect(types).toEqual(['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'OTHER']);
    expect(COUNTRY_VALUES.map(countryCode)).toEqual([
      'GB',
      'IE',
      'FR',
      'DE',
      'ES',
      'IT',
      'NL',
      'BE',
      'SE',
      'DK',
    ]);
    expect(countryCode('Atlantis')).toBeNull();
  });

  it('gives pay with one bound as a single value', () => {
    expect(ld({ ...full, salaryMax: null }).baseSalary?.value).toEqual({
      '@type': 'QuantitativeValue',
      value: 24000,
      unitText: 'YEAR',
    });
    expect(ld({ ...full, salaryMin: 30000, salaryMax: 30000 }).baseSalary?.value).toMatchObject({
      value: 30000,
    });
  });

  it('names no website or logo that is not an http(s) address', () => {
    const posting = ld({
      ...full,
      companyWebsiteUrl: 'javascript:alert(1)',
      companyLogoUrl: 'data:image/png;base64,AAAA',
    });
    expect(posting.hiringOrganization).toEqual({ '@type': 'Organization', name: 'Acme Ltd' });
  });

  it('writes JSON-LD that no text can close', () => {
    const title = '</script><script>alert(1)</script> & more';
    const script = jsonLdScript(ld({ ...full, title }));
    const inner = script.slice('<script type="application/ld+json">'.length, -'</script>'.length);
    expect(inner).not.toMatch(/[<>&]/);
    expect(inner).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(inner).title).toBe(title);
    // The description's own markup comes back whole.
    expect(JSON.parse(inner).description).toContain('<p>Picking and packing orders.</p>');
  });
});

describe('the pages’ text helpers', () => {
  it('escapes text for HTML and makes paragraphs of it', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(paragraphsHtml('One\r\ntwo\n\n\n<b>three</b>\n')).toBe(
      '<p>One<br>two</p><p>&lt;b&gt;three&lt;/b&gt;</p>',
    );
    expect(paragraphsHtml('  \n ')).toBe('');
  });

  it('cuts a description at a word', () => {
    expect(excerpt('Short  and\nsweet', 160)).toBe('Short and sweet');
    const long = 'word '.repeat(60);
    const cut = excerpt(long, 160);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut).toMatch(/word…$/);
  });

  it('takes only http(s) addresses, a path from the app', () => {
    expect(httpUrl('/uploads/a.webp', URL_)).toBe(`${URL_}/uploads/a.webp`);
    expect(httpUrl('https://x.example/a', URL_)).toBe('https://x.example/a');
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', '', null, 'http://[::1']) {
      expect(httpUrl(bad, URL_)).toBeNull();
    }
  });

  it('writes pay as a range a year', () => {
    expect(payText(24000, 27000)).toBe('£24,000–£27,000 a year');
    expect(payText(27000, 24000)).toBe('£24,000–£27,000 a year');
    expect(payText(24000, 24000)).toBe('£24,000 a year');
    expect(payText(24000, null)).toBe('From £24,000 a year');
    expect(payText(null, 27000)).toBe('Up to £27,000 a year');
    expect(payText(null, null)).toBe('');
  });
});

describe('the sitemap and robots.txt', () => {
  it('lists job pages with their last change, and an index of sitemaps', () => {
    expect(urlSet(URL_, [{ id: ID, updatedAt: new Date('2026-11-02T10:00:00.123Z') }])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        `<url><loc>${URL_}/jobs/${ID}</loc><lastmod>2026-11-02T10:00:00Z</lastmod></url>\n` +
        '</urlset>\n',
    );
    expect(sitemapIndex(URL_, 2)).toContain(
      `<sitemap><loc>${URL_}/sitemap-jobs-1.xml</loc></sitemap>\n<sitemap><loc>${URL_}/sitemap-jobs-2.xml</loc></sitemap>`,
    );
  });

  it('keeps robots out of the signed-in screens of the route table', () => {
    const prefixes = signedInPrefixes(routeBranches());
    expect(prefixes).toEqual(['/hirer-', '/moderation', '/seeker-']);
    // Every guarded screen is covered; no open one is.
    for (const branch of routeBranches()) {
      const guarded = branch.modules.some((m) => m.startsWith('guards/'));
      expect(
        prefixes.some((p) => branch.path.startsWith(p)),
        branch.path,
      ).toBe(guarded);
    }
    expect(robotsTxt(URL_, prefixes)).toBe(
      'User-agent: *\nAllow: /jobs/\nDisallow: /api/\nDisallow: /hirer-\nDisallow: /moderation\nDisallow: /seeker-\n\n' +
        `Sitemap: ${URL_}/sitemap.xml\n`,
    );
  });
});
