import { describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import mammoth from 'mammoth';
import type { CvDataInput } from '@shared/contracts/cv';
import { DELETE_ACCOUNT_CONFIRMATION } from '@shared/contracts/seeker';
import { getTestApp, signUp, type TestUser } from '../../test/app';
import { hirerThroughApi, postJob, seekerThroughApi } from '../../test/fixtures';
import { cv as cvTable } from '../../db/schema';

const fullCv = (over: Partial<CvDataInput> = {}): CvDataInput => ({
  template: 'modern',
  personalInfo: {
    fullName: 'Amira Hassan',
    email: 'amira@example.org',
    phone: '07700 900123',
    location: 'Leeds, United Kingdom',
    linkedin: 'linkedin.com/in/amira-hassan',
    website: '',
  },
  professionalSummary: {
    content: 'Reliable warehouse operative with five years of picking, packing and forklift experience.',
  },
  workExperience: [
    {
      id: 'w1',
      jobTitle: 'Warehouse Operative',
      company: 'Northgate Logistics',
      location: 'Wakefield',
      startDate: '2021-03',
      current: true,
      achievements: ['Cut picking errors by 30%', 'Trained 6 new starters on the scanners'],
    },
    {
      id: 'w2',
      jobTitle: 'Kitchen Porter',
      company: 'Greenfield Hotel',
      startDate: '2018-01',
      endDate: '2021-02',
      achievements: ['Kept the kitchen spotless through 200-cover services'],
    },
  ],
  skills: [
    { name: 'Forklift (counterbalance)', category: 'Certifications', level: 'Advanced' },
    { name: 'Stock control', category: 'Technical', level: 'Intermediate' },
    { name: 'Teamwork', category: 'Soft Skills', level: 'Expert' },
  ],
  education: [
    {
      id: 'e1',
      degree: 'NVQ Level 2 Warehousing',
      institution: 'Leeds City College',
      startDate: '2020-09',
      endDate: '2021-06',
    },
  ],
  certifications: [{ id: 'c1', name: 'Food Hygiene Level 2', issuer: 'CIEH', date: '2019-05' }],
  ...over,
});

/** The words every format must hold, in this order. */
const READING_ORDER = [
  'Amira Hassan',
  'amira@example.org, 07700 900123, Leeds, United Kingdom',
  'linkedin.com/in/amira-hassan',
  'Summary',
  'Reliable warehouse operative',
  'Experience',
  'Warehouse Operative',
  'Northgate Logistics, Wakefield',
  'Mar 2021 – Present',
  'Cut picking errors by 30%',
  'Trained 6 new starters on the scanners',
  'Kitchen Porter',
  'Jan 2018 – Feb 2021',
  'Skills',
  'Certifications: Forklift (counterbalance) (Advanced)',
  'Technical: Stock control (Intermediate)',
  'Education',
  'NVQ Level 2 Warehousing',
  'Leeds City College',
  'Certifications',
  'Food Hygiene Level 2',
];

function expectInOrder(text: string, label: string) {
  const flat = text.replace(/\s+/g, ' ');
  let from = 0;
  for (const part of READING_ORDER) {
    const at = flat.toLowerCase().indexOf(part.toLowerCase(), from);
    expect(at, `${label}: "${part}" after position ${from}`).toBeGreaterThanOrEqual(0);
    from = at + part.length;
  }
}

async function pdfText(body: Buffer) {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  const { totalPages, text } = await extractText(pdf, { mergePages: true });
  return { totalPages, text };
}

const save = (seeker: TestUser, data: CvDataInput, step = 5) =>
  seeker.inject({ method: 'PUT', url: '/api/cv', payload: { data, step } });

describe('CV builder: kept on the server', () => {
  it('starts prefilled from the profile, then keeps what is saved with its ATS score', async () => {
    const { app } = await getTestApp();
    const seeker = await seekerThroughApi(app, {
      firstName: 'Amira',
      lastName: 'Hassan',
      jobTitle: 'Warehouse Operative',
      keySkills: ['forklift_counterbalance', 'teamwork'],
    });
    const first = (await seeker.inject({ method: 'GET', url: '/api/cv' })).json();
    expect(first.cv).toBeNull();
    // The job wanted is the CV's target title (not a past job), the headline its starting summary.
    expect(first.prefill.personalInfo).toMatchObject({
      fullName: 'Amira Hassan',
      targetTitle: 'Warehouse Operative',
      email: seeker.email,
    });
    expect(first.prefill.workExperience).toEqual([]);
    expect(first.prefill.professionalSummary.content).toBe('Reliable and keen to learn');
    expect(first.prefill.skills.map((s: { category: string }) => s.category)).toEqual([
      'Certifications',
      'Soft Skills',
    ]);

    const saved = await save(seeker, fullCv(), 3);
    expect(saved.statusCode, saved.body).toBe(200);
    const again = (await seeker.inject({ method: 'GET', url: '/api/cv' })).json();
    expect(again).toMatchObject({ step: 3, atsScore: 80 });
    expect(again.cv.personalInfo.fullName).toBe('Amira Hassan');
  });

  it('checks who is asking and what is sent', async () => {
    const { app } = await getTestApp();
    const seeker = await seekerThroughApi(app);
    const hirer = await signUp(app, 'hirer');
    expect((await app.inject({ method: 'GET', url: '/api/cv' })).statusCode).toBe(401);
    expect((await hirer.inject({ method: 'GET', url: '/api/cv' })).statusCode).toBe(403);
    const bad = await save(seeker, fullCv({ template: 'fancy' as never }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('Choose a template');
    const long = await save(seeker, fullCv({ professionalSummary: { content: 'x'.repeat(501) } }));
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toContain('at most 500 characters');
    const month = await save(seeker, fullCv({ certifications: [{ id: 'c', name: 'A', date: '2019-13' }] }));
    expect(month.statusCode).toBe(400);
    expect((await seeker.inject({ method: 'GET', url: '/api/cv/download/pdf' })).statusCode).toBe(404);
    expect((await seeker.inject({ method: 'GET', url: '/api/cv/download/exe' })).statusCode).toBe(400);
    expect(await app.database.db.select().from(cvTable)).toEqual([]);
  });
});

describe('CV exports', () => {
  it.each(['modern', 'classic', 'minimal'] as const)(
    'the %s PDF holds every field in reading order, on A4',
    async (template) => {
      const { app } = await getTestApp();
      const seeker = await seekerThroughApi(app);
      await save(seeker, fullCv({ template }));
      const res = await seeker.inject({ method: 'GET', url: '/api/cv/download/pdf' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe('attachment; filename="Amira-Hassan-CV.pdf"');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const { totalPages, text } = await pdfText(res.rawPayload);
      expect(totalPages).toBe(1);
      expectInOrder(text, template);
      const pdf = await getDocumentProxy(new Uint8Array(res.rawPayload));
      const page = await pdf.getPage(1);
      const [, , width, height] = page.view;
      expect([Math.round(width!), Math.round(height!)]).toEqual([595, 842]);
      // The font is embedded, not left to the reader.
      expect(res.rawPayload.toString('latin1')).toMatch(/\/FontFile2/);
    },
  );

  /** Pages measured for the long CV below; a layout change that moves them should be looked at. */
  const LONG_CV_PAGES = { modern: 3, classic: 3, minimal: 3 } as const;

  it.each(['modern', 'classic', 'minimal'] as const)(
    'a long %s CV runs onto more pages, every field still in reading order',
    async (template) => {
      const { app } = await getTestApp();
      const seeker = await seekerThroughApi(app);
      const base = fullCv({ template });
      const more = Array.from({ length: 12 }, (_, i) => ({
        id: `j${i}`,
        jobTitle: `Job ${i + 3}`,
        company: `Company ${i + 3}`,
        startDate: '2010-01',
        endDate: '2011-01',
        achievements: Array.from(
          { length: 5 },
          (_, k) => `Achievement ${k + 1} of job ${i + 3}, delivered on time and to a high standard`,
        ),
      }));
      const saved = await save(seeker, { ...base, workExperience: [...base.workExperience!, ...more] });
      expect(saved.statusCode, saved.body).toBe(200);
      const { totalPages, text } = await pdfText(
        (await seeker.inject({ method: 'GET', url: '/api/cv/download/pdf' })).rawPayload,
      );
      expect(totalPages).toBeGreaterThan(1);
      expect(totalPages).toBe(LONG_CV_PAGES[template]);
      expectInOrder(text, template);
      // The added jobs come between the first two and the skills, in order, whole.
      const flat = text.replace(/\s+/g, ' ');
      const at = (part: string) => flat.indexOf(part);
      const positions = [
        at('Kitchen Porter'),
        ...more.flatMap((job) => [at(`${job.jobTitle} `), at(job.achievements.at(-1)!)]),
        at('Skills'),
      ];
      expect(positions.every((p) => p >= 0)).toBe(true);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    },
  );

  it('prints the largest job the schema allows whole (an entry is kept on one page)', async () => {
    const { app } = await getTestApp();
    const seeker = await seekerThroughApi(app);
    const achievements = Array.from({ length: 12 }, (_, k) =>
      `Achievement ${k + 1}: ${'kept the loading bay moving safely every shift '.repeat(6)}`.slice(0, 300),
    );
    const base = fullCv();
    const big = { ...base.workExperience![0]!, achievements };
    const saved = await save(seeker, {
      ...base,
      workExperience: [big, { ...big, id: 'w2' }, { ...big, id: 'w3' }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { totalPages, text } = await pdfText(
      (await seeker.inject({ method: 'GET', url: '/api/cv/download/pdf' })).rawPayload,
    );
    expect(totalPages).toBe(4);
    const flat = text.replace(/\s+/g, ' ');
    for (const a of achievements) expect(flat.split(a.replace(/\s+/g, ' ').trim())).toHaveLength(4);
    expect(flat).toContain('Food Hygiene Level 2');
  });

  it('the DOCX and the text file hold the same, with standard headings', async () => {
    const { app } = await getTestApp();
    const seeker = await seekerThroughApi(app);
    await save(seeker, fullCv());
    const docx = await seeker.inject({ method: 'GET', url: '/api/cv/download/docx' });
    expect(docx.headers['content-disposition']).toBe('attachment; filename="Amira-Hassan-CV.docx"');
    const { value } = await mammoth.extractRawText({ buffer: docx.rawPayload });
    expect(value).toContain('Contact');
    expectInOrder(value, 'docx');
    const txt = await seeker.inject({ method: 'GET', url: '/api/cv/download/txt' });
    expect(txt.headers['content-type']).toContain('text/plain');
    expect(txt.body.split('\n').slice(0, 3)).toEqual(['AMIRA HASSAN', '', 'CONTACT']);
    for (const heading of ['SUMMARY', 'EXPERIENCE', 'SKILLS', 'EDUCATION', 'CERTIFICATIONS'])
      expect(txt.body).toContain(`\n${heading}\n`);
    expectInOrder(txt.body, 'txt');
  });
});

/**
 * Text in the scripts UK job seekers' names and places come in, one phrase to a field or bullet.
 * Each must come back out of the PDF's text layer as typed.
 */
const SCRIPTS = {
  latin: ['Zoë Ní Bhriain', 'Łódź', 'Ștefănescu'],
  greek: ['Συντονισμός ομάδας δώδεκα ατόμων', 'Αθήνα'],
  cyrillic: ['Обучила шесть новых сотрудников'],
  arabic: ['ترجمت الوثائق للعملاء', 'محمد عبدالله'],
  urdu: ['اردو بولنے والے گاہکوں کی مدد کی'],
  bengali: ['বাংলাভাষী গ্রাহকদের সাহায্য করেছি', 'রবীন্দ্রনাথ ঠাকুর', 'ঢাকা বিশ্ববিদ্যালয়'],
  chinese: ['为中国客户提供翻译服务', '王小明'],
} as const;

const scriptsCv = (template: 'modern' | 'classic' | 'minimal'): CvDataInput => ({
  ...fullCv({ template }),
  personalInfo: {
    fullName: 'Zoë Ní Bhriain',
    email: 'zoe@example.org',
    phone: '07700 900123',
    location: 'Łódź, Polska',
    linkedin: '',
    website: '',
  },
  professionalSummary: { content: 'Interpreter and warehouse team leader. Ready to start now 👍🏽, in 🇬🇧.' },
  workExperience: [
    {
      id: 'w1',
      jobTitle: 'Interpreter',
      company: 'Ștefănescu & Fiii',
      location: 'Αθήνα',
      startDate: '2021-03',
      current: true,
      achievements: [
        SCRIPTS.greek[0],
        SCRIPTS.cyrillic[0],
        SCRIPTS.arabic[0],
        SCRIPTS.urdu[0],
        SCRIPTS.bengali[0],
        SCRIPTS.chinese[0],
      ],
    },
    // Sole traders, by name.
    { id: 'w2', jobTitle: 'Shop assistant', company: 'محمد عبدالله', achievements: [] },
    { id: 'w3', jobTitle: 'Kitchen porter', company: 'রবীন্দ্রনাথ ঠাকুর', achievements: [] },
    { id: 'w4', jobTitle: 'Cleaner', company: '王小明', achievements: [] },
  ],
  education: [{ id: 'e1', degree: 'BA English', institution: 'ঢাকা বিশ্ববিদ্যালয়' }],
});

describe('a CV in any of the scripts seekers write in', () => {
  it.each(['modern', 'classic', 'minimal'] as const)(
    'the %s PDF draws Arabic, Urdu, Bengali and Chinese, and reads back as typed',
    async (template) => {
      const { app } = await getTestApp();
      const seeker = await seekerThroughApi(app);
      const saved = await save(seeker, scriptsCv(template));
      expect(saved.statusCode, saved.body).toBe(200);
      const res = await seeker.inject({ method: 'GET', url: '/api/cv/download/pdf' });
      expect(res.statusCode).toBe(200);
      const { totalPages, text } = await pdfText(res.rawPayload);
      expect(totalPages).toBe(1);
      const flat = text.replace(/\s+/g, ' ');
      for (const [script, phrases] of Object.entries(SCRIPTS)) {
        for (const phrase of phrases) expect(flat, `${script}: ${phrase}`).toContain(phrase);
      }
      // pdf.js (under unpdf) turns each run of right-to-left text, drawn left to right as it is
      // seen, back into the order it was typed; a PDF that drew the letters in typed order, or
      // mapped its glyphs wrongly, would read backwards here. Bengali vowel signs drawn before
      // their consonant (রবী, বি) read after it, as typed.
      expect(flat).not.toContain([...'محمد عبدالله'].reverse().join(''));
      // Nothing unreadable: no control characters, no replacement characters.
      expect([...text].filter((c) => /\p{Cc}/u.test(c) && c !== '\n')).toEqual([]);
      expect(text).not.toContain('\uFFFD');
      // Emoji are left out (the preview says so), without leaving a doubled space or an empty box.
      expect(flat).toContain('Ready to start now, in.');
      expect(flat).not.toMatch(/\p{Extended_Pictographic}|\p{Regional_Indicator}/u);
      // Each font embedded as a subset of the glyphs used: the Chinese font alone is 4.6 MB.
      const pdf = res.rawPayload.toString('latin1');
      for (const font of [
        'Roboto-Regular',
        'NotoSansArabic-Regular',
        'NotoSansBengali-Regular',
        'NotoSansSC-Regular',
      ]) {
        expect(pdf).toMatch(new RegExp(`/FontName /[A-Z]{6}\\+${font}\\b`));
      }
      expect(res.rawPayload.length).toBeLessThan(150_000);
    },
  );

  it('embeds only Roboto in a CV written in Latin script', async () => {
    const { app } = await getTestApp();
    const seeker = await seekerThroughApi(app);
    await save(seeker, fullCv());
    const res = await seeker.inject({ method: 'GET', url: '/api/cv/download/pdf' });
    const fonts = [...res.rawPayload.toString('latin1').matchAll(/\/FontName \/[A-Z]{6}\+([\w-]+)/g)].map(
      (m) => m[1],
    );
    expect(new Set(fonts)).toEqual(new Set(['Roboto-Regular', 'Roboto-Medium', 'Roboto-Italic']));
    expect(res.rawPayload.length).toBeLessThan(40_000);
  });
});

describe('the job wanted', () => {
  it('is under the name in the PDF, the DOCX and the text file', async () => {
    const { app } = await getTestApp();
    const seeker = await seekerThroughApi(app);
    const base = fullCv();
    const saved = await save(seeker, {
      ...base,
      personalInfo: { ...base.personalInfo, targetTitle: 'Warehouse Team Leader' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const header = ['Amira Hassan', 'Warehouse Team Leader', 'amira@example.org'];
    const inOrder = (text: string) => {
      const flat = text.replace(/\s+/g, ' ').toLowerCase();
      const at = header.map((part) => flat.indexOf(part.toLowerCase()));
      expect(at.every((p) => p >= 0)).toBe(true);
      expect(at).toEqual([...at].sort((a, b) => a - b));
    };
    inOrder(
      (await pdfText((await seeker.inject({ method: 'GET', url: '/api/cv/download/pdf' })).rawPayload)).text,
    );
    const docx = await seeker.inject({ method: 'GET', url: '/api/cv/download/docx' });
    inOrder((await mammoth.extractRawText({ buffer: docx.rawPayload })).value);
    const txt = await seeker.inject({ method: 'GET', url: '/api/cv/download/txt' });
    expect(txt.body.split('\n').slice(0, 4)).toEqual([
      'AMIRA HASSAN',
      'Warehouse Team Leader',
      '',
      'CONTACT',
    ]);
  });
});

describe('an employer sees the CV only when it is attached to an application', () => {
  it('employer A after the application; employer B never; detaching takes it away', async () => {
    const { app } = await getTestApp();
    const seeker = await seekerThroughApi(app);
    await save(seeker, fullCv());
    const a = await hirerThroughApi(app, 'Northgate Logistics');
    const b = await hirerThroughApi(app, 'Elsewhere Ltd');
    const jobId = await postJob(a, { title: 'Warehouse Operative' });
    const url = `/api/candidates/${seeker.id}/cv`;
    expect((await a.inject({ method: 'GET', url })).statusCode).toBe(404);

    const applied = await seeker.inject({
      method: 'POST',
      url: '/api/applications',
      payload: { jobId, attachCv: true },
    });
    expect(applied.statusCode, applied.body).toBe(201);
    expect(applied.json().application.cvAttached).toBe(true);
    const asA = await a.inject({ method: 'GET', url });
    expect(asA.statusCode).toBe(200);
    expect(asA.headers['content-type']).toBe('application/pdf');
    expect((await a.inject({ method: 'GET', url: '/api/applicants' })).json().items[0].cvAttached).toBe(true);
    expect(
      (await a.inject({ method: 'GET', url: `/api/candidates/${seeker.id}` })).json().candidate.cvShared,
    ).toBe(true);
    const asB = await b.inject({ method: 'GET', url });
    expect(asB.statusCode).toBe(404);
    expect((await seeker.inject({ method: 'GET', url })).statusCode).toBe(403);

    const id = applied.json().application.id;
    const detached = await seeker.inject({
      method: 'PUT',
      url: `/api/applications/${id}/cv`,
      payload: { attached: false },
    });
    expect(detached.json().application.cvAttached).toBe(false);
    expect((await a.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect(
      (await b.inject({ method: 'PUT', url: `/api/applications/${id}/cv`, payload: { attached: true } }))
        .statusCode,
    ).toBe(403);
  });
});

describe('the CV an employer opens is the one that was sent', () => {
  it('keeps the version attached at applying; a later edit reaches it only when sent again', async () => {
    const { app } = await getTestApp();
    const seeker = await seekerThroughApi(app);
    const sentSummary = 'Forklift-trained warehouse operative who never misses a shift, first version.';
    await save(seeker, fullCv({ professionalSummary: { content: sentSummary } }));
    const employer = await hirerThroughApi(app, 'Versioned Freight');
    const jobId = await postJob(employer, { title: 'Picker Packer' });
    const applied = await seeker.inject({
      method: 'POST',
      url: '/api/applications',
      payload: { jobId, attachCv: true },
    });
    const { id, cvSentAt } = applied.json().application;
    expect(cvSentAt).toEqual(expect.any(String));
    const opened = async () =>
      (
        await pdfText(
          (await employer.inject({ method: 'GET', url: `/api/candidates/${seeker.id}/cv` })).rawPayload,
        )
      ).text;

    const editedSummary = 'Team leader in waiting: trained six new starters on scanners, second version.';
    await save(seeker, fullCv({ professionalSummary: { content: editedSummary } }));
    expect(await opened()).toContain('first version');
    expect(await opened()).not.toContain('second version');

    // Sending it again (the seeker's deliberate choice) attaches the current version.
    const resent = await seeker.inject({
      method: 'PUT',
      url: `/api/applications/${id}/cv`,
      payload: { attached: true },
    });
    expect(resent.statusCode).toBe(200);
    expect(new Date(resent.json().application.cvSentAt).getTime()).toBeGreaterThanOrEqual(
      new Date(cvSentAt).getTime(),
    );
    expect(await opened()).toContain('second version');
  });

  it('attaches nothing for a seeker without a saved CV', async () => {
    const { app } = await getTestApp();
    const seeker = await seekerThroughApi(app);
    const employer = await hirerThroughApi(app, 'No CV Yet Ltd');
    const jobId = await postJob(employer, { title: 'Cleaner' });
    const applied = await seeker.inject({
      method: 'POST',
      url: '/api/applications',
      payload: { jobId, attachCv: true },
    });
    expect(applied.json().application).toMatchObject({ cvAttached: false, cvSentAt: null });
    expect(
      (await employer.inject({ method: 'GET', url: `/api/candidates/${seeker.id}/cv` })).statusCode,
    ).toBe(404);
  });
});

describe('writing help, export and erasure', () => {
  it('suggests offline without a model, asking for a number', async () => {
    const { app } = await getTestApp();
    const seeker = await seekerThroughApi(app, { jobTitle: 'Chef' });
    const res = await seeker.inject({
      method: 'POST',
      url: '/api/cv/suggest',
      payload: { field: 'achievement', text: 'helped customers' },
    });
    expect(res.json()).toMatchObject({ source: 'offline', hint: expect.stringContaining('how many?') });
    const summary = await seeker.inject({
      method: 'POST',
      url: '/api/cv/suggest',
      payload: { field: 'summary', text: '' },
    });
    expect(summary.json().suggestions[0]).toContain('Chef');
    expect(
      (await seeker.inject({ method: 'POST', url: '/api/cv/suggest', payload: { field: 'poem' } }))
        .statusCode,
    ).toBe(400);
  });

  it('is in the data export and goes with the account', async () => {
    const { app } = await getTestApp();
    const seeker = await seekerThroughApi(app);
    await save(seeker, fullCv());
    const exported = (await seeker.inject({ method: 'GET', url: '/api/seeker/export' })).json();
    expect(exported.cv[0].data.personalInfo.fullName).toBe('Amira Hassan');
    await seeker.inject({
      method: 'DELETE',
      url: '/api/seeker/account',
      payload: { confirm: DELETE_ACCOUNT_CONFIRMATION },
    });
    expect(await app.database.db.select().from(cvTable)).toEqual([]);
  });
});
