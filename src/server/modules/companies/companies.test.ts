import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { getTestApp, signUp, TEST_ORIGIN, type TestUser } from '../../test/app';

const createCompany = (user: TestUser, payload: Record<string, unknown>) =>
  user.inject({ method: 'POST', url: '/api/company', payload });
const getCompany = (user: TestUser) => user.inject({ method: 'GET', url: '/api/company' });
const patchCompany = (user: TestUser, payload: Record<string, unknown>) =>
  user.inject({ method: 'PATCH', url: '/api/company', payload });

async function uploadLogo(user: TestUser): Promise<string> {
  const png = await sharp({
    create: { width: 64, height: 64, channels: 3, background: { r: 20, g: 120, b: 60 } },
  })
    .png()
    .toBuffer();
  const boundary = '----newleafcompany';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\ncompany-logo\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await user.inject({
    method: 'POST',
    url: '/api/uploads/image',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  expect(res.statusCode).toBe(201);
  return res.json().url;
}

const FULL_SETUP = {
  companyName: '  Greenway Builders  ',
  industry: 'Construction and Building',
  companySize: '11-50',
  websiteUrl: 'greenway.co.uk',
  description: 'We build homes and give people a second chance.',
  locationCity: 'Leeds',
  locationCountry: 'United Kingdom',
  preferredSkills: ['cscs_labourer', 'teamwork', 'teamwork'],
};

describe('POST /api/company (Company Setup)', () => {
  it('creates the company with its preferred skills and the completion over 8 fields', async () => {
    const { app } = await getTestApp();
    const hirer = await signUp(app, 'hirer');
    const res = await createCompany(hirer, FULL_SETUP);
    expect(res.statusCode).toBe(201);
    const company = res.json().company;
    expect(company).toMatchObject({
      companyName: 'Greenway Builders',
      industry: 'Construction and Building',
      companySize: '11-50',
      websiteUrl: 'https://greenway.co.uk/',
      locationCity: 'Leeds',
      locationCountry: 'United Kingdom',
      logoUrl: null,
      preferredSkills: ['cscs_labourer', 'teamwork'],
      // 7 of 8 fields (no logo yet)
      profileCompletionPercentage: 88,
    });
    const me = await hirer.inject({ method: 'GET', url: '/api/me' });
    expect(me.json().user.hasProfile).toBe(true);
  });

  it('needs only the company name; blank optional fields are stored as null', async () => {
    const { app } = await getTestApp();
    const hirer = await signUp(app, 'hirer');
    const res = await createCompany(hirer, {
      companyName: 'Solo Ltd',
      industry: '',
      websiteUrl: '',
      locationCountry: '',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().company).toMatchObject({
      industry: null,
      websiteUrl: null,
      locationCountry: null,
      preferredSkills: [],
      profileCompletionPercentage: 13,
    });
  });

  it('refuses bad input with 400 and a clear message', async () => {
    const { app } = await getTestApp();
    const hirer = await signUp(app, 'hirer');
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'companyName'],
      [{ companyName: '   ' }, 'Please enter your company name to continue.'],
      [{ companyName: 'A', industry: 'Piracy' }, 'industry'],
      [{ companyName: 'A', companySize: '12' }, 'companySize'],
      [{ companyName: 'A', locationCountry: 'Atlantis' }, 'locationCountry'],
      [{ companyName: 'A', websiteUrl: 'javascript:alert(1)' }, 'valid website'],
      [{ companyName: 'A', preferredSkills: ['juggling'] }, 'preferredSkills'],
      [{ companyName: 'x'.repeat(500) }, 'companyName'],
      [{ companyName: 7 }, 'companyName'],
    ];
    for (const [payload, expected] of cases) {
      const res = await createCompany(hirer, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
      expect(res.json().error.message).toContain(expected);
    }
    expect((await getCompany(hirer)).json()).toEqual({ company: null });
  });

  it('allows one company per employer account', async () => {
    const { app } = await getTestApp();
    const hirer = await signUp(app, 'hirer');
    expect((await createCompany(hirer, { companyName: 'First' })).statusCode).toBe(201);
    const again = await createCompany(hirer, { companyName: 'Second' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({ code: 'CONFLICT', message: 'You already have a company profile' });
    expect((await getCompany(hirer)).json().company.companyName).toBe('First');
  });

  it('refuses seekers and signed-out visitors before looking at the input', async () => {
    const { app } = await getTestApp();
    const seeker = await signUp(app, 'seeker');
    const res = await createCompany(seeker, { companyName: '' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({
      code: 'FORBIDDEN_ROLE',
      message: 'Only hirers can create a company profile',
    });
    const anon = await app.inject({
      method: 'POST',
      url: '/api/company',
      headers: { origin: TEST_ORIGIN },
      payload: { companyName: 'Ghost' },
    });
    expect(anon.statusCode).toBe(401);
    expect(anon.json().error.code).toBe('UNAUTHENTICATED');
  });
});

describe('GET /api/company', () => {
  it("answers the employer's own company", async () => {
    const { app } = await getTestApp();
    const hirer = await signUp(app, 'hirer');
    await createCompany(hirer, FULL_SETUP);
    const res = await getCompany(hirer);
    expect(res.statusCode).toBe(200);
    expect(res.json().company.companyName).toBe('Greenway Builders');
  });

  it('answers no company before setup, an ordinary state (not a 404 in the console)', async () => {
    const { app } = await getTestApp();
    const hirer = await signUp(app, 'hirer');
    const res = await getCompany(hirer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ company: null });
    // Changing a company that does not exist is still refused.
    const patch = await hirer.inject({
      method: 'PATCH',
      url: '/api/company',
      payload: { industry: 'Retail' },
    });
    expect(patch.statusCode).toBe(404);
    expect(patch.json().error).toEqual({ code: 'COMPANY_NOT_FOUND', message: 'Company profile not found' });
  });

  it('refuses seekers and signed-out visitors', async () => {
    const { app } = await getTestApp();
    const seeker = await signUp(app, 'seeker');
    const res = await getCompany(seeker);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Only hirers can access company profiles');
    expect((await app.inject({ method: 'GET', url: '/api/company' })).statusCode).toBe(401);
  });
});

describe('PATCH /api/company (Company Profile)', () => {
  it('changes only the fields sent and recomputes the completion', async () => {
    const { app } = await getTestApp();
    const hirer = await signUp(app, 'hirer');
    await createCompany(hirer, { companyName: 'Solo Ltd' });
    const res = await patchCompany(hirer, {
      industry: 'Technology',
      companySize: '1-10',
      locationCity: ' Bristol ',
      locationCountry: 'United Kingdom',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().company).toMatchObject({
      companyName: 'Solo Ltd',
      industry: 'Technology',
      companySize: '1-10',
      locationCity: 'Bristol',
      profileCompletionPercentage: 63,
    });
    const cleared = await patchCompany(hirer, { locationCity: '' });
    expect(cleared.json().company).toMatchObject({
      locationCity: null,
      industry: 'Technology',
      profileCompletionPercentage: 50,
    });
  });

  it('takes a logo the employer uploaded, counting it towards completion, and can remove it', async () => {
    const { app } = await getTestApp();
    const hirer = await signUp(app, 'hirer');
    await createCompany(hirer, FULL_SETUP);
    const url = await uploadLogo(hirer);
    const res = await patchCompany(hirer, { logoUrl: url });
    expect(res.statusCode).toBe(200);
    expect(res.json().company).toMatchObject({ logoUrl: url, profileCompletionPercentage: 100 });
    const removed = await patchCompany(hirer, { logoUrl: null });
    expect(removed.json().company).toMatchObject({ logoUrl: null, profileCompletionPercentage: 88 });
  });

  it("refuses a logo URL the employer did not upload (someone else's, or elsewhere)", async () => {
    const { app } = await getTestApp();
    const hirer = await signUp(app, 'hirer');
    const other = await signUp(app, 'hirer');
    await createCompany(hirer, { companyName: 'Mine' });
    await createCompany(other, { companyName: 'Theirs' });
    const theirLogo = await uploadLogo(other);
    for (const logoUrl of [theirLogo, 'https://evil.example/logo.png', '/uploads/../../etc/passwd']) {
      const res = await patchCompany(hirer, { logoUrl });
      expect(res.statusCode, logoUrl).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
    expect((await getCompany(hirer)).json().company.logoUrl).toBeNull();
  });

  it('refuses bad input', async () => {
    const { app } = await getTestApp();
    const hirer = await signUp(app, 'hirer');
    await createCompany(hirer, { companyName: 'Solo Ltd' });
    for (const payload of [
      { companyName: '' },
      { industry: 'Nope' },
      { websiteUrl: 'not a site' },
      { description: 'x'.repeat(2001) },
      { preferredSkills: 'teamwork' },
    ]) {
      expect((await patchCompany(hirer, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('answers 404 before setup, 403 to seekers, 401 signed out', async () => {
    const { app } = await getTestApp();
    const hirer = await signUp(app, 'hirer');
    const seeker = await signUp(app, 'seeker');
    const none = await patchCompany(hirer, { locationCity: 'York' });
    expect(none.statusCode).toBe(404);
    expect(none.json().error.message).toBe('Company profile not found');
    const wrongRole = await patchCompany(seeker, { locationCity: 'York' });
    expect(wrongRole.statusCode).toBe(403);
    expect(wrongRole.json().error).toEqual({
      code: 'FORBIDDEN_ROLE',
      message: 'Only hirers can update company profiles',
    });
    const anon = await app.inject({
      method: 'PATCH',
      url: '/api/company',
      headers: { origin: TEST_ORIGIN },
      payload: { locationCity: 'York' },
    });
    expect(anon.statusCode).toBe(401);
  });

  it("never mixes two employers' companies", async () => {
    const { app } = await getTestApp();
    const a = await signUp(app, 'hirer');
    const b = await signUp(app, 'hirer');
    await createCompany(a, { companyName: 'Alpha' });
    await createCompany(b, { companyName: 'Beta' });
    await patchCompany(a, { locationCity: 'Hull' });
    expect((await getCompany(a)).json().company).toMatchObject({
      companyName: 'Alpha',
      locationCity: 'Hull',
    });
    expect((await getCompany(b)).json().company).toMatchObject({ companyName: 'Beta', locationCity: null });
  });
});
