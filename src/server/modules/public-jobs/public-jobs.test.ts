import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { skillName } from '@shared/skills/catalogue';
import { application, company, user } from '../../db/schema';
import { getTestApp, TEST_ORIGIN } from '../../test/app';
import { insertHirer, insertJob, insertSeeker, type TestHirer } from '../../test/fixtures';
import { googleProblems } from './job-posting.checks';
import { publicJobsRoutes, stylesheetOf } from './public-jobs.routes';

const MISSING = '00000000-0000-4000-8000-000000000000';
const FAR_CLOSING = new Date('2099-12-27T23:59:00Z');

const get = (app: FastifyInstance, url: string) => app.inject({ method: 'GET', url });

/** The JSON-LD of a page (undefined when it has none). */
function jsonLd(html: string): Record<string, any> | undefined {
  const m = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html);
  return m ? (JSON.parse(m[1]!) as Record<string, any>) : undefined;
}

const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)">`).exec(html)?.[1];

const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

/** Makes the employer's account part of the invented sample world. */
const makeSample = (app: FastifyInstance, hirer: TestHirer) =>
  app.database.db.update(user).set({ sample: true }).where(eq(user.id, hirer.id));

/** Every word of every class attribute on the page. */
const classesOf = (html: string) =>
  new Set([...html.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1]!.split(/\s+/).filter(Boolean)));

/** Every word written in the web app's files: what Tailwind scans to build the stylesheet. */
function webWords(): Set<string> {
  const words = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.(tsx?|html|css)$/.test(entry.name))
        for (const w of fs.readFileSync(file, 'utf8').split(/[\s'"`{}]+/)) words.add(w);
    }
  };
  walk(path.resolve('src/web'));
  return words;
}

async function fullJob(app: FastifyInstance) {
  const hirer = await insertHirer(app, 'Acme Logistics');
  await app.database.db
    .update(company)
    .set({
      logoUrl: '/uploads/acme-logo.webp',
      websiteUrl: 'https://acme.example/',
      fairChance: ['ban_the_box', 'disability_confident_2'],
      contactName: 'Priya Contactperson',
      description: 'We move parcels.',
    })
    .where(eq(company.id, hirer.companyId));
  const id = await insertJob(app, hirer.companyId, {
    title: 'Warehouse Operative',
    description: 'Picking and packing orders in a friendly team.\n\nDay shifts, Monday to Friday.',
    employmentType: 'Part-time',
    category: 'Warehouse Operative',
    locationCity: 'Leeds',
    locationCountry: 'United Kingdom',
    salaryMin: 24000,
    salaryMax: 27000,
    requiredSkills: ['order_picking', 'forklift_counterbalance'],
    requirements: ['Able to lift 15 kg', 'Happy to work early starts'],
    benefits: ['sick_pay', 'paid_breaks'],
    subjectToDbsBarring: true,
    closesAt: FAR_CLOSING,
    moderationNote: 'Checked by the team: internal words',
  });
  return { hirer, id };
}

describe('a public job page', () => {
  it('shows an open job, whole, as HTML readable without JavaScript', async () => {
    const { app } = await getTestApp();
    const { id } = await fullJob(app);
    const res = await get(app, `/jobs/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    // The global security headers still apply.
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-robots-tag']).toBeUndefined();
    const html = res.body;

    // The document: language, viewport, landmarks, one h1, no inline script but the JSON-LD.
    expect(html).toMatch(/^<!doctype html>\n<html lang="en-GB">/);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    for (const landmark of ['<header', '<main', '<footer'])
      expect(count(html, new RegExp(landmark, 'g'))).toBe(1);
    expect(count(html, /<h1/g)).toBe(1);
    expect(html).toContain('<h1 class="text-2xl font-bold leading-tight">Warehouse Operative</h1>');
    const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1]);
    expect(scripts).toEqual([' type="application/ld+json"', ' src="/jobs/share.js" defer']);
    expect(html).not.toContain('name="robots"');
    // No web build in the API tests: no stylesheet.
    expect(html).not.toContain('rel="stylesheet"');

    // The content.
    expect(html).toContain('Acme Logistics');
    expect(html).toContain('Ban the Box');
    expect(html).toContain('<span aria-hidden="true">Disability Confident 2</span>');
    expect(html).toContain('Disability Confident level 2: employer');
    expect(html).toContain('Leeds, United Kingdom');
    expect(html).toContain('£24,000–£27,000 a year');
    expect(html).toContain('Part-time');
    expect(html).toContain('<li>Closes 27 December 2099</li>');
    expect(html).toContain(
      '<p>Picking and packing orders in a friendly team.</p><p>Day shifts, Monday to Friday.</p>',
    );
    for (const skill of ['order_picking', 'forklift_counterbalance'])
      expect(html).toContain(skillName(skill).replace('&', '&amp;'));
    expect(html).toMatch(/<ul[^>]*><li>Able to lift 15 kg<\/li><li>Happy to work early starts<\/li><\/ul>/);
    // Benefits by label, in the options' order.
    expect(html).toMatch(/<ul[^>]*><li>Paid breaks<\/li><li>Company sick pay<\/li><\/ul>/);
    expect(html).toContain(
      'This role is subject to DBS barring: people on a barred list cannot be employed in it.',
    );
    expect(html).toContain(`href="/seeker-job/${id}"`);
    expect(html).toContain('>Apply on NewLeaf</a>');
    expect(html).toContain('<a href="https://acme.example/" rel="noopener"');
    // The logo by its path: the CSP allows images from this origin, whatever address was used.
    expect(html).toContain('<img src="/uploads/acme-logo.webp" alt="" width="56" height="56"');
    expect(html).not.toContain('Sample');

    // Sharing works without JavaScript: the link to copy, and an e-mail.
    const url = `${TEST_ORIGIN}/jobs/${id}`;
    expect(html).toContain(`<input id="share-link" type="url" readonly value="${url}"`);
    expect(html).toContain('<label for="share-link"');
    expect(html).toContain(
      `href="mailto:?subject=Warehouse%20Operative%20at%20Acme%20Logistics&amp;body=Warehouse%20Operative%20at%20Acme%20Logistics%3A%20${encodeURIComponent(url)}"`,
    );
    expect(html).toMatch(/<button type="button" hidden data-share-url="[^"]+"/);

    // The head: title, description, canonical, Open Graph and Twitter.
    expect(html).toContain('<title>Warehouse Operative at Acme Logistics – NewLeaf</title>');
    expect(meta(html, 'description')).toBe(
      'Picking and packing orders in a friendly team. Day shifts, Monday to Friday.',
    );
    expect(html).toContain(`<link rel="canonical" href="${url}">`);
    expect(meta(html, 'og:type')).toBe('website');
    expect(meta(html, 'og:title')).toBe('Warehouse Operative at Acme Logistics');
    expect(meta(html, 'og:description')).toBe(meta(html, 'description'));
    expect(meta(html, 'og:url')).toBe(url);
    expect(meta(html, 'og:image')).toBe(`${TEST_ORIGIN}/uploads/acme-logo.webp`);
    expect(meta(html, 'twitter:card')).toBe('summary');
    expect(meta(html, 'twitter:title')).toBe('Warehouse Operative at Acme Logistics');
    expect(meta(html, 'twitter:image')).toBe(`${TEST_ORIGIN}/uploads/acme-logo.webp`);

    // The JobPosting: all Google requires and recommends.
    const posting = jsonLd(html)!;
    expect(googleProblems(posting)).toEqual([]);
    expect(posting).toMatchObject({
      title: 'Warehouse Operative',
      validThrough: FAR_CLOSING.toISOString(),
      employmentType: 'PART_TIME',
      hiringOrganization: {
        name: 'Acme Logistics',
        logo: `${TEST_ORIGIN}/uploads/acme-logo.webp`,
        sameAs: 'https://acme.example/',
      },
      jobLocation: { address: { addressLocality: 'Leeds', addressCountry: 'GB' } },
      baseSalary: { currency: 'GBP', value: { minValue: 24000, maxValue: 27000, unitText: 'YEAR' } },
      directApply: true,
      identifier: { '@type': 'PropertyValue', name: 'Acme Logistics', value: id },
    });

    // Every class is one the web app uses, so the built stylesheet has it.
    const words = webWords();
    expect([...classesOf(html)].filter((c) => !words.has(c))).toEqual([]);
  });

  it('shows a minimal job, with the app icon for a company without a logo', async () => {
    const { app } = await getTestApp();
    const hirer = await insertHirer(app, 'Plain Co');
    const id = await insertJob(app, hirer.companyId, {
      title: 'Cleaner',
      description: '',
      category: '',
      employmentType: '',
      locationCity: null,
      locationCountry: null,
      salaryMin: null,
      salaryMax: null,
      requiredSkills: [],
    });
    const res = await get(app, `/jobs/${id}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<h1 class="text-2xl font-bold leading-tight">Cleaner</h1>');
    expect(html).toContain('Full-time'); // the app's default, as in the web job details
    expect(html).not.toContain('a year');
    expect(html).not.toContain('Closes');
    expect(html).not.toContain('DBS');
    for (const section of ['About the role', 'Skills', 'What you will need', 'Benefits'])
      expect(html).not.toContain(`>${section}</h2>`);
    expect(meta(html, 'description')).toBe('Cleaner at Plain Co, Full-time.');
    expect(meta(html, 'og:image')).toBe(`${TEST_ORIGIN}/icons/icon-512.png`);
    expect(html).not.toContain('<img');

    const posting = jsonLd(html)!;
    expect(googleProblems(posting, { recommended: false })).toEqual([]);
    expect(googleProblems(posting)).toEqual(['validThrough', 'baseSalary']);
    // No place of its own: its company's town (insertHirer's Leeds), in the UK.
    expect(posting.jobLocation.address).toEqual({
      '@type': 'PostalAddress',
      addressLocality: 'Leeds',
      addressCountry: 'GB',
    });
    expect(posting.hiringOrganization).toEqual({ '@type': 'Organization', name: 'Plain Co' });
    expect(new Set(Object.keys(posting))).not.toContain('baseSalary');
  });

  it('escapes every piece of user text', async () => {
    const { app } = await getTestApp();
    const hirer = await insertHirer(app, 'Evil <b>Corp</b> & "Sons"');
    await app.database.db
      .update(company)
      .set({ websiteUrl: 'javascript:alert(1)' })
      .where(eq(company.id, hirer.companyId));
    const id = await insertJob(app, hirer.companyId, {
      title: '<script>alert(1)</script>',
      description: '<img src=x onerror=alert(1)>\n\n</p><script>alert(2)</script>',
      locationCity: '"><svg onload=alert(3)>',
      requirements: ['<i>careful</i>'],
    });
    const html = (await get(app, `/jobs/${id}`)).body;
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<svg onload');
    expect(html).not.toContain('<i>careful');
    expect(html).not.toContain('<b>Corp');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain(
      '<title>&lt;script&gt;alert(1)&lt;/script&gt; at Evil &lt;b&gt;Corp&lt;/b&gt; &amp; &quot;Sons&quot; – NewLeaf</title>',
    );
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    // The JSON-LD keeps the text as it was, with no way out of its script.
    const posting = jsonLd(html)!;
    expect(posting.title).toBe('<script>alert(1)</script>');
    expect(posting.hiringOrganization).not.toHaveProperty('sameAs');
    expect(html).toContain('"title":"\\u003cscript\\u003ealert(1)\\u003c/script\\u003e"');
  });

  it('shows nothing private: no applicants, contact, e-mail or moderation note', async () => {
    const { app } = await getTestApp();
    const { hirer, id } = await fullJob(app);
    const seeker = await insertSeeker(app, { firstName: 'Zanthia', lastName: 'Quorrel' });
    await app.database.db.insert(application).values({
      jobId: id,
      seekerUserId: seeker.id,
      contactSubject: 'My secret subject',
      contactMessage: 'A private message to the employer',
    });
    const html = (await get(app, `/jobs/${id}`)).body;
    for (const secret of [
      hirer.email,
      'Priya Contactperson',
      'internal words',
      'Zanthia',
      'Quorrel',
      seeker.email,
      'My secret subject',
      'private message',
    ]) {
      expect(html, secret).not.toContain(secret);
    }
    expect(html).not.toMatch(/applicant|applied|\blikes?\b|\bviews?\b/i);
  });

  it('labels a sample job and keeps it out of search engines', async () => {
    const { app } = await getTestApp();
    const hirer = await insertHirer(app, 'Sample Bakery');
    await makeSample(app, hirer);
    const id = await insertJob(app, hirer.companyId, { title: 'Baker' });
    const res = await get(app, `/jobs/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.body).toContain('<meta name="robots" content="noindex">');
    expect(res.body).toContain('<span aria-hidden="true">Sample</span>');
    expect(res.body).toContain('Sample: an invented example, not a real person or employer');
    expect(jsonLd(res.body)).toBeUndefined();
    expect((await get(app, '/sitemap.xml')).body).not.toContain(id);
  });

  it('answers 410 for a closed job, with open jobs like it and never its content', async () => {
    const { app } = await getTestApp();
    const hirer = await insertHirer(app, 'Closing Co');
    const sample = await insertHirer(app, 'Sample Stores');
    await makeSample(app, sample);
    const day = 86_400_000;
    const at = (daysAgo: number) => new Date(Date.now() - daysAgo * day);
    const archived = await insertJob(app, hirer.companyId, {
      title: 'Archived Secret Role',
      category: 'Warehouse Operative',
      status: 'archived',
      description: 'Archived words',
    });
    const removed = await insertJob(app, hirer.companyId, { title: 'Removed Role', status: 'removed' });
    const pastClosing = await insertJob(app, hirer.companyId, {
      title: 'Past Closing Role',
      closesAt: new Date(Date.now() - 60_000),
    });
    // Open jobs: two of the same category (older), four others (newer), one of the sample world.
    const same1 = await insertJob(app, hirer.companyId, {
      title: 'Same Category A',
      category: 'Warehouse Operative',
      publishedAt: at(20),
    });
    const same2 = await insertJob(app, hirer.companyId, {
      title: 'Same Category B',
      category: 'Warehouse Operative',
      publishedAt: at(10),
    });
    const others = [];
    for (let i = 1; i <= 4; i++) {
      others.push(
        await insertJob(app, hirer.companyId, {
          title: `Other ${i}`,
          category: 'Cleaner',
          publishedAt: at(5 - i),
        }),
      );
    }
    const sampleJob = await insertJob(app, sample.companyId, {
      title: 'Sample Warehouse Job',
      category: 'Warehouse Operative',
      publishedAt: at(0),
    });
    const draft = await insertJob(app, hirer.companyId, { title: 'A Draft', status: 'draft' });

    const res = await get(app, `/jobs/${archived}`);
    expect(res.statusCode).toBe(410);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    const html = res.body;
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('>This job has closed</h1>');
    expect(html).not.toContain('Archived Secret Role');
    expect(html).not.toContain('Archived words');
    expect(jsonLd(html)).toBeUndefined();
    const linked = [...html.matchAll(/href="\/jobs\/([^"]+)"/g)].map((m) => m[1]);
    // Same category first (newest first), then the newest others; five at most; no sample, draft or closed job.
    expect(linked).toEqual([same2, same1, others[3], others[2], others[1]]);
    for (const never of [sampleJob, draft, removed, pastClosing]) expect(linked).not.toContain(never);

    for (const id of [removed, pastClosing]) {
      const closed = await get(app, `/jobs/${id}`);
      expect(closed.statusCode, id).toBe(410);
      expect(closed.body).toContain('<meta name="robots" content="noindex">');
    }

    // A closed sample job may link to sample jobs.
    const sampleArchived = await insertJob(app, sample.companyId, {
      category: 'Warehouse Operative',
      status: 'archived',
    });
    const fromSample = (await get(app, `/jobs/${sampleArchived}`)).body;
    expect(fromSample).toContain(`href="/jobs/${sampleJob}"`);
  });

  it('answers 404 alike for drafts, held, refused and unknown jobs and ids that are not ids', async () => {
    const { app } = await getTestApp();
    const hirer = await insertHirer(app);
    const suspended = await insertHirer(app);
    await app.database.db.update(user).set({ suspendedAt: new Date() }).where(eq(user.id, suspended.id));
    const ids = [
      await insertJob(app, hirer.companyId, { title: 'Draft Secret', status: 'draft' }),
      await insertJob(app, hirer.companyId, { title: 'Held Secret', status: 'held' }),
      await insertJob(app, hirer.companyId, { title: 'Rejected Secret', status: 'rejected' }),
      await insertJob(app, suspended.companyId, { title: 'Suspended Secret' }),
      MISSING,
      'not-a-uuid',
      '123',
      `${MISSING}x`,
    ];
    const pages = new Set<string>();
    for (const id of ids) {
      const res = await get(app, `/jobs/${encodeURIComponent(id)}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['x-robots-tag']).toBe('noindex');
      expect(res.body).toContain('<meta name="robots" content="noindex">');
      expect(res.body).toContain('>Job not found</h1>');
      expect(res.body).not.toContain('Secret');
      pages.add(res.body);
    }
    // One page for all: nothing tells a draft from no job.
    expect(pages.size).toBe(1);
  });

  it('serves the share script, which the page loads', async () => {
    const { app } = await getTestApp();
    const res = await get(app, '/jobs/share.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.body).toContain('navigator.share');
    expect(res.body).toContain('navigator.clipboard.writeText');
    // It is a script a browser can parse.
    expect(() => new Function(res.body)).not.toThrow();
  });

  it("links the web build's stylesheet when the app serves one", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'newleaf-public-jobs-'));
    fs.writeFileSync(
      path.join(dir, 'index.html'),
      '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-a1.js"></script>\n' +
        '<link rel="stylesheet" crossorigin href="/assets/index-B2c3.css"></head><body></body></html>',
    );
    expect(stylesheetOf(dir)).toBe('/assets/index-B2c3.css');
    expect(stylesheetOf(undefined)).toBeNull();
    expect(stylesheetOf(path.join(dir, 'nothing-here'))).toBeNull();

    const { app } = await getTestApp();
    const hirer = await insertHirer(app);
    const id = await insertJob(app, hirer.companyId);
    const site = Fastify({ logger: false });
    await site.register(publicJobsRoutes, { db: app.database.db, publicUrl: TEST_ORIGIN, webDir: dir });
    for (const url of [`/jobs/${id}`, `/jobs/${MISSING}`]) {
      expect((await get(site, url)).body).toContain('<link rel="stylesheet" href="/assets/index-B2c3.css">');
    }
    await site.close();
  });
});

describe('the sitemap and robots.txt', () => {
  it('lists every open job of the real world with its last change', async () => {
    const { app } = await getTestApp();
    const hirer = await insertHirer(app);
    const sample = await insertHirer(app);
    await makeSample(app, sample);
    const updatedAt = new Date('2026-11-20T08:30:00.456Z');
    const open = await insertJob(app, hirer.companyId, { updatedAt });
    const others = [
      await insertJob(app, hirer.companyId, { status: 'draft' }),
      await insertJob(app, hirer.companyId, { status: 'archived' }),
      await insertJob(app, hirer.companyId, { status: 'held' }),
      await insertJob(app, hirer.companyId, { status: 'removed' }),
      await insertJob(app, hirer.companyId, { closesAt: new Date(Date.now() - 60_000) }),
      await insertJob(app, sample.companyId),
    ];
    const res = await get(app, '/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.body).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        `<url><loc>${TEST_ORIGIN}/jobs/${open}</loc><lastmod>2026-11-20T08:30:00Z</lastmod></url>\n</urlset>\n`,
    );
    for (const id of others) expect(res.body).not.toContain(id);
  });

  it('becomes an index of sitemaps past a sitemap’s worth of jobs', async () => {
    const { app } = await getTestApp();
    const hirer = await insertHirer(app);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      ids.push(
        await insertJob(app, hirer.companyId, { publishedAt: new Date(Date.now() - (10 - i) * 60_000) }),
      );
    }
    const site = Fastify({ logger: false });
    await site.register(publicJobsRoutes, {
      db: app.database.db,
      publicUrl: TEST_ORIGIN,
      sitemapPageSize: 2,
    });
    const index = await get(site, '/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(index.body).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        [1, 2, 3]
          .map((n) => `<sitemap><loc>${TEST_ORIGIN}/sitemap-jobs-${n}.xml</loc></sitemap>`)
          .join('\n') +
        '\n</sitemapindex>\n',
    );
    const listed: string[] = [];
    for (const n of [1, 2, 3]) {
      const page = await get(site, `/sitemap-jobs-${n}.xml`);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toBe('application/xml; charset=utf-8');
      const locs = [...page.body.matchAll(/<loc>[^<]*\/jobs\/([^<]+)<\/loc>/g)].map((m) => m[1]!);
      expect(locs.length).toBe(n === 3 ? 1 : 2);
      expect(count(page.body, /<lastmod>/g)).toBe(locs.length);
      listed.push(...locs);
    }
    expect(listed).toEqual(ids); // oldest first, each once
    for (const url of ['/sitemap-jobs-4.xml', '/sitemap-jobs-0.xml', '/sitemap-jobs-x.xml']) {
      expect((await get(site, url)).statusCode, url).toBe(404);
    }
    await site.close();
    // Below the size, the one sitemap answers at both addresses.
    expect((await get(app, '/sitemap-jobs-1.xml')).body).toBe((await get(app, '/sitemap.xml')).body);
  });

  it('lets robots read the job pages, not the API or the signed-in screens, and names the sitemap', async () => {
    const { app } = await getTestApp();
    const res = await get(app, '/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toBe(
      [
        'User-agent: *',
        'Allow: /jobs/',
        'Disallow: /api/',
        'Disallow: /hirer-',
        'Disallow: /moderation',
        'Disallow: /seeker-',
        '',
        `Sitemap: ${TEST_ORIGIN}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });
});
