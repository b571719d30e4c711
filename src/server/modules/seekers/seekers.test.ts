import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import type { CompleteProfileInput } from '@shared/contracts/seeker';
import { getTestApp, signUp, type TestUser } from '../../test/app';
import {
  disclosureAccessLog,
  seekerDisclosure,
  seekerProfile,
  upload,
  user as userTable,
  wizardDraft,
} from '../../db/schema';

const setup: CompleteProfileInput = {
  personal: {
    firstName: 'Sam',
    lastName: 'Jones',
    jobTitle: 'Line Cook',
    headline: 'Reliable and calm under pressure',
  },
  skills: { keySkills: ['food_hygiene', 'teamwork'], jobInterests: ['Hospitality'] },
  legal: {
    sentenceCompleted: true,
    convictionTypes: ['drug_offences_production', 'fraud_financial_offences', 'other'],
    convictionStatus: 'spent',
    convictionOtherDetails: 'Criminal damage',
    barredFromRegulatedWork: false,
    onDbsBarringList: null,
    relevantForSafeguardingChecks: true,
    mappaLevel: 'not_applicable',
  },
  health: {
    hasDisability: true,
    disabilityTypes: ['mobility_physical_access', 'cognitive_memory_difficulties'],
    disabilityOtherDetails: 'not kept: other is not selected',
    workplaceAdjustments: ['flexible_working_hours', 'remote_work_option'],
    workplaceAdjustmentsOther: null,
  },
  final: {
    profileImageUrl: null,
    hasDrivingLicence: true,
    workPreferences: ['full_time', 'nights'],
    openToRelocation: false,
  },
};

const SECRET_DETAIL = 'Secret-Detail-7431';

async function seeker() {
  const { app } = await getTestApp();
  return signUp(app, 'seeker');
}

const complete = (u: TestUser, body: unknown = setup) =>
  u.inject({ method: 'POST', url: '/api/seeker/profile/complete', payload: body as object });

async function uploadPhoto(u: TestUser): Promise<string> {
  const data = await sharp({
    create: { width: 40, height: 40, channels: 3, background: { r: 200, g: 40, b: 40 } },
  })
    .png()
    .toBuffer();
  const boundary = '----seekertest' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nprofile-photo\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await u.inject({
    method: 'POST',
    url: '/api/uploads/image',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  expect(res.statusCode).toBe(201);
  return (res.json() as { url: string }).url;
}

const ENDPOINTS = [
  { method: 'GET', url: '/api/seeker/drafts', message: 'Only job seekers can access seeker profiles' },
  {
    method: 'PUT',
    url: '/api/seeker/drafts',
    payload: { step: 'personal', data: setup.personal },
    message: 'Only job seekers can create a seeker profile',
  },
  {
    method: 'POST',
    url: '/api/seeker/profile/complete',
    payload: setup,
    message: 'Only job seekers can complete profile setup',
  },
  { method: 'GET', url: '/api/seeker/profile', message: 'Only job seekers can access seeker profiles' },
  {
    method: 'PATCH',
    url: '/api/seeker/profile',
    payload: { bio: 'hello' },
    message: 'Only job seekers can update seeker profiles',
  },
  { method: 'GET', url: '/api/seeker/disclosure', message: 'Only job seekers can access seeker profiles' },
  {
    method: 'PUT',
    url: '/api/seeker/disclosure/sharing',
    payload: { healthSharing: 'nobody' },
    message: 'Only job seekers can update seeker profiles',
  },
  {
    method: 'GET',
    url: '/api/seeker/disclosure/access-log',
    message: 'Only job seekers can access seeker profiles',
  },
  { method: 'GET', url: '/api/seeker/export', message: 'Only job seekers can access seeker profiles' },
  {
    method: 'DELETE',
    url: '/api/seeker/account',
    payload: { confirm: 'DELETE' },
    message: 'Only job seekers can update seeker profiles',
  },
] as const;

describe('who may call the seeker endpoints', () => {
  it('answers 401 to a signed-out visitor on every endpoint', async () => {
    const { app } = await getTestApp();
    for (const e of ENDPOINTS) {
      const res = await app.inject({
        method: e.method,
        url: e.url,
        ...('payload' in e ? { payload: e.payload } : {}),
      });
      expect(res.statusCode, `${e.method} ${e.url}`).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHENTICATED');
    }
  });

  it('answers 403 with the spec message to a hirer on every endpoint, and changes nothing', async () => {
    const { app } = await getTestApp();
    const hirer = await signUp(app, 'hirer');
    for (const e of ENDPOINTS) {
      const res = await hirer.inject({
        method: e.method,
        url: e.url,
        ...('payload' in e ? { payload: e.payload } : {}),
      });
      expect(res.statusCode, `${e.method} ${e.url}`).toBe(403);
      expect(res.json().error).toEqual({ code: 'FORBIDDEN_ROLE', message: e.message });
    }
    const db = app.database.db;
    expect(await db.select().from(seekerProfile)).toHaveLength(0);
    expect(await db.select().from(wizardDraft)).toHaveLength(0);
    expect(await db.select().from(userTable).where(eq(userTable.id, hirer.id))).toHaveLength(1);
  });
});

describe('wizard drafts', () => {
  it('starts empty, saves each step and gives it back (also to another device)', async () => {
    const { app } = await getTestApp();
    const s = await seeker();
    const empty = await s.inject({ method: 'GET', url: '/api/seeker/drafts' });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({
      personal: { firstName: '', lastName: '', jobTitle: '', headline: '' },
      skills: { keySkills: [], jobInterests: [] },
      legal: { sentenceCompleted: null, convictionTypes: [] },
      setupCompleted: false,
    });

    for (const step of ['personal', 'skills', 'legal', 'health', 'final'] as const) {
      const res = await s.inject({
        method: 'PUT',
        url: '/api/seeker/drafts',
        payload: { step, data: setup[step] },
      });
      expect(res.statusCode, step).toBe(200);
      expect(res.json().step).toBe(step);
    }
    // A second session (another device) of the same account sees the same drafts.
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: 'http://localhost:3000' },
      payload: { email: s.email, password: 'green-leaf-42' },
      remoteAddress: '10.9.9.9',
    });
    expect(signIn.statusCode).toBe(200);
    const cookie = [signIn.headers['set-cookie']]
      .flat()
      .map((c) => String(c).split(';')[0])
      .join('; ');
    const other = await app.inject({ method: 'GET', url: '/api/seeker/drafts', headers: { cookie } });
    expect(other.json()).toEqual({ ...setup, setupCompleted: false });

    // Another seeker sees none of it.
    const stranger = await seeker();
    const theirs = await stranger.inject({ method: 'GET', url: '/api/seeker/drafts' });
    expect(theirs.json().personal.firstName).toBe('');
  });

  it('refuses bad drafts with 400 and writes nothing', async () => {
    const { app } = await getTestApp();
    const s = await seeker();
    const bad = [
      { step: 'nowhere', data: {} },
      { step: 'legal', data: { ...setup.legal, mappaLevel: 'level_9' } },
      { step: 'legal', data: { ...setup.legal, convictionTypes: ['arson', 'arson'] } },
      { step: 'skills', data: { keySkills: ['juggling'], jobInterests: [] } },
      { step: 'personal', data: { ...setup.personal, firstName: 'x'.repeat(81) } },
      { step: 'health', data: { hasDisability: 'maybe' } },
      { step: 'final', data: { ...setup.final, workPreferences: 'full_time' } },
    ];
    for (const payload of bad) {
      const res = await s.inject({ method: 'PUT', url: '/api/seeker/drafts', payload });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
    expect(await app.database.db.select().from(wizardDraft)).toHaveLength(0);
  });

  it('never echoes a disclosure answer in an error message', async () => {
    const s = await seeker();
    const res = await s.inject({
      method: 'PUT',
      url: '/api/seeker/drafts',
      payload: { step: 'legal', data: { ...setup.legal, convictionStatus: SECRET_DETAIL } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toContain(SECRET_DETAIL);
  });

  it('accepts only a photo the seeker uploaded', async () => {
    const s = await seeker();
    const someoneElse = await seeker();
    const theirs = await uploadPhoto(someoneElse);
    const foreign = await s.inject({
      method: 'PUT',
      url: '/api/seeker/drafts',
      payload: { step: 'final', data: { ...setup.final, profileImageUrl: theirs } },
    });
    expect(foreign.statusCode).toBe(400);
    const mine = await uploadPhoto(s);
    const ok = await s.inject({
      method: 'PUT',
      url: '/api/seeker/drafts',
      payload: { step: 'final', data: { ...setup.final, profileImageUrl: mine } },
    });
    expect(ok.statusCode).toBe(200);
  });
});

describe('completing setup', () => {
  it('stores the profile with the spec value mappings, completion and setup time, then clears drafts', async () => {
    const { app } = await getTestApp();
    const s = await seeker();
    const photo = await uploadPhoto(s);
    await s.inject({
      method: 'PUT',
      url: '/api/seeker/drafts',
      payload: { step: 'personal', data: setup.personal },
    });

    const res = await complete(s, { ...setup, final: { ...setup.final, profileImageUrl: photo } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // 12 fields: names, job title, headline, skills, photo, e-mail, work preferences = 8 of 12.
    expect(body.profile).toMatchObject({
      firstName: 'Sam',
      lastName: 'Jones',
      email: s.email,
      keySkills: ['food_hygiene', 'teamwork'],
      profileImageUrl: photo,
      workPreferences: ['full_time', 'nights'],
      availabilityStatus: 'actively_looking',
      profileCompletionPercentage: 67,
    });
    expect(body.profile.setupCompletedAt).toEqual(expect.any(String));
    expect(body.setupCompletionPercentage).toBe(100);

    const db = app.database.db;
    const [disclosure] = await db.select().from(seekerDisclosure).where(eq(seekerDisclosure.userId, s.id));
    expect(disclosure).toMatchObject({
      sentenceCompleted: true,
      convictionTypes: ['drug_supply_production', 'fraud_financial', 'other'],
      convictionOtherDetails: 'Criminal damage',
      onDbsBarringList: null,
      mappaLevel: 'not_applicable',
      hasDisability: true,
      disabilityTypes: ['mobility_physical', 'cognitive_memory'],
      disabilityOtherDetails: null,
      workplaceAdjustments: ['flexible_hours', 'remote_work'],
      convictionSharing: 'connected',
      healthSharing: 'connected',
    });
    const [profileRow] = await db.select().from(seekerProfile).where(eq(seekerProfile.userId, s.id));
    // Special-category answers stay out of the profile row.
    expect(Object.keys(profileRow!)).not.toContain('sentenceCompleted');
    expect(await db.select().from(wizardDraft).where(eq(wizardDraft.userId, s.id))).toHaveLength(0);

    const me = await s.inject({ method: 'GET', url: '/api/me' });
    expect(me.json().user.hasProfile).toBe(true);
    // Re-entering the wizard shows the stored answers as form values.
    const drafts = await s.inject({ method: 'GET', url: '/api/seeker/drafts' });
    expect(drafts.json()).toMatchObject({
      setupCompleted: true,
      personal: setup.personal,
      legal: { convictionTypes: ['drug_offences_supply', 'fraud_financial_offences', 'other'] },
      final: { profileImageUrl: photo },
    });
  });

  it('requires first and last name, and writes nothing on bad input', async () => {
    const { app } = await getTestApp();
    const s = await seeker();
    await s.inject({
      method: 'PUT',
      url: '/api/seeker/drafts',
      payload: { step: 'skills', data: setup.skills },
    });
    const noName = await complete(s, { ...setup, personal: { ...setup.personal, lastName: '  ' } });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().error.message).toContain('First name and last name are required');
    const badOption = await complete(s, { ...setup, health: { ...setup.health, disabilityTypes: ['flu'] } });
    expect(badOption.statusCode).toBe(400);
    const missingStep = await complete(s, { personal: setup.personal });
    expect(missingStep.statusCode).toBe(400);
    const foreignPhoto = await complete(s, {
      ...setup,
      final: { ...setup.final, profileImageUrl: '/uploads/' + 'a'.repeat(64) + '.webp' },
    });
    expect(foreignPhoto.statusCode).toBe(400);

    const db = app.database.db;
    expect(await db.select().from(seekerProfile)).toHaveLength(0);
    expect(await db.select().from(seekerDisclosure)).toHaveLength(0);
    expect(await db.select().from(wizardDraft).where(eq(wizardDraft.userId, s.id))).toHaveLength(1);
    expect((await s.inject({ method: 'GET', url: '/api/seeker/profile' })).statusCode).toBe(404);
  });

  it('completing again updates the answers but keeps the first setup time, edits and sharing choice', async () => {
    const s = await seeker();
    const first = (await complete(s)).json();
    await s.inject({
      method: 'PATCH',
      url: '/api/seeker/profile',
      payload: { bio: 'Ten years in kitchens.' },
    });
    await s.inject({
      method: 'PUT',
      url: '/api/seeker/disclosure/sharing',
      payload: { convictionSharing: 'nobody' },
    });
    const again = await complete(s, {
      ...setup,
      legal: { ...setup.legal, sentenceCompleted: false, convictionTypes: [] },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().profile.setupCompletedAt).toBe(first.profile.setupCompletedAt);
    expect(again.json().profile.bio).toBe('Ten years in kitchens.');
    const disclosure = (await s.inject({ method: 'GET', url: '/api/seeker/disclosure' })).json();
    expect(disclosure.legal).toMatchObject({
      sentenceCompleted: false,
      convictionTypes: [],
      convictionOtherDetails: '',
    });
    expect(disclosure.sharing).toEqual({ convictionSharing: 'nobody', healthSharing: 'connected' });
  });
});

describe('profile read and update', () => {
  it('answers 404 Profile not found before setup is completed', async () => {
    const s = await seeker();
    for (const req of [
      { method: 'GET' as const, url: '/api/seeker/profile' },
      { method: 'PATCH' as const, url: '/api/seeker/profile', payload: { bio: 'hi' } },
      { method: 'GET' as const, url: '/api/seeker/disclosure' },
      { method: 'PUT' as const, url: '/api/seeker/disclosure/sharing', payload: { healthSharing: 'nobody' } },
    ]) {
      const res = await s.inject(req);
      expect(res.statusCode, req.url).toBe(404);
      expect(res.json().error).toEqual({ code: 'PROFILE_NOT_FOUND', message: 'Profile not found' });
    }
  });

  it('edits the owner’s fields and recomputes the 12-field completion', async () => {
    const s = await seeker();
    await complete(s);
    const photo = await uploadPhoto(s);
    const res = await s.inject({
      method: 'PATCH',
      url: '/api/seeker/profile',
      payload: {
        email: ' Sam.Contact@Example.org ',
        phoneNumber: '07700 900123',
        bio: 'Ten years in kitchens.',
        locationCity: 'Leeds',
        locationCountry: 'United Kingdom',
        keySkills: ['food_hygiene', 'line_cooking', 'teamwork'],
        profileImageUrl: photo,
        headline: '',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email: 'sam.contact@example.org',
      phoneNumber: '07700 900123',
      headline: null,
      keySkills: ['food_hygiene', 'line_cooking', 'teamwork'],
      profileImageUrl: photo,
      // 11 of 12: the headline was cleared.
      profileCompletionPercentage: 92,
    });
    const read = await s.inject({ method: 'GET', url: '/api/seeker/profile' });
    expect(read.json().bio).toBe('Ten years in kitchens.');
  });

  it('refuses bad edits with 400 and changes nothing', async () => {
    const s = await seeker();
    const before = (await complete(s)).json().profile;
    const bad = [
      { email: 'not-an-email' },
      { phoneNumber: 'call me maybe' },
      { locationCountry: 'Atlantis' },
      { keySkills: ['juggling'] },
      { firstName: '   ' },
      { role: 'hirer' },
      { profileCompletionPercentage: 100 },
      { bio: 'x'.repeat(2001) },
      { profileImageUrl: '/uploads/' + 'b'.repeat(64) + '.webp' },
    ];
    for (const payload of bad) {
      const res = await s.inject({ method: 'PATCH', url: '/api/seeker/profile', payload });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
    }
    const after = (await s.inject({ method: 'GET', url: '/api/seeker/profile' })).json();
    expect(after).toEqual(before);
  });
});

describe('disclosure and the sharing choice', () => {
  it('returns the owner’s answers as form values with the default sharing choice', async () => {
    const s = await seeker();
    await complete(s);
    const res = await s.inject({ method: 'GET', url: '/api/seeker/disclosure' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({
      legal: {
        sentenceCompleted: true,
        convictionStatus: 'spent',
        barredFromRegulatedWork: false,
        onDbsBarringList: null,
        mappaLevel: 'not_applicable',
      },
      health: {
        hasDisability: true,
        disabilityTypes: ['mobility_physical_access', 'cognitive_memory_difficulties'],
        workplaceAdjustments: ['flexible_working_hours', 'remote_work_option'],
      },
      sharing: { convictionSharing: 'connected', healthSharing: 'connected' },
    });
  });

  it('updates each sharing choice on its own and refuses unknown choices', async () => {
    const { app } = await getTestApp();
    const s = await seeker();
    await complete(s);
    const one = await s.inject({
      method: 'PUT',
      url: '/api/seeker/disclosure/sharing',
      payload: { convictionSharing: 'nobody' },
    });
    expect(one.json()).toEqual({ convictionSharing: 'nobody', healthSharing: 'connected' });
    const two = await s.inject({
      method: 'PUT',
      url: '/api/seeker/disclosure/sharing',
      payload: { healthSharing: 'any_employer' },
    });
    expect(two.json()).toEqual({ convictionSharing: 'nobody', healthSharing: 'any_employer' });
    for (const payload of [{}, { healthSharing: 'everyone' }, { convictionSharing: null }, { other: 'x' }]) {
      const res = await s.inject({ method: 'PUT', url: '/api/seeker/disclosure/sharing', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const [row] = await app.database.db
      .select()
      .from(seekerDisclosure)
      .where(eq(seekerDisclosure.userId, s.id));
    expect(row).toMatchObject({ convictionSharing: 'nobody', healthSharing: 'any_employer' });
  });
});

describe('getDisclosureForEmployer (for the matching module)', () => {
  async function scenario() {
    const { app } = await getTestApp();
    const s = await seeker();
    await complete(s);
    const hirer = await signUp(app, 'hirer');
    const viewer = { userId: hirer.id, companyId: null, companyName: 'Fresh Start Builders' };
    const service = app.services.seekers;
    const log = () =>
      app.database.db.select().from(disclosureAccessLog).where(eq(disclosureAccessLog.seekerUserId, s.id));
    const share = (payload: object) =>
      s.inject({ method: 'PUT', url: '/api/seeker/disclosure/sharing', payload });
    return { s, viewer, service, log, share };
  }

  it('by default shows both sections only to connected employers, logging each showing', async () => {
    const { s, viewer, service, log } = await scenario();
    const stranger = await service.getDisclosureForEmployer({
      seekerUserId: s.id,
      viewer,
      connected: false,
      hiresForDbsJob: true,
    });
    expect(stranger).toEqual({ conviction: null, health: null });
    expect(await log()).toHaveLength(0);

    const connected = await service.getDisclosureForEmployer({
      seekerUserId: s.id,
      viewer,
      connected: true,
      hiresForDbsJob: true,
    });
    expect(connected.conviction).toMatchObject({ sentenceCompleted: true, convictionStatus: 'spent' });
    expect(connected.health).toMatchObject({ hasDisability: true });
    const entries = await log();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      viewerUserId: viewer.userId,
      companyName: 'Fresh Start Builders',
      sections: ['conviction', 'health'],
    });
  });

  it('applies the conviction and the health choice separately', async () => {
    const { s, viewer, service, log, share } = await scenario();
    await share({ convictionSharing: 'nobody', healthSharing: 'any_employer' });
    const stranger = await service.getDisclosureForEmployer({
      seekerUserId: s.id,
      viewer,
      connected: false,
      hiresForDbsJob: true,
    });
    expect(stranger.conviction).toBeNull();
    expect(stranger.health).toMatchObject({ hasDisability: true });
    const connected = await service.getDisclosureForEmployer({
      seekerUserId: s.id,
      viewer,
      connected: true,
      hiresForDbsJob: true,
    });
    expect(connected.conviction).toBeNull();
    expect((await log()).map((e) => e.sections)).toEqual([['health'], ['health']]);

    await share({ convictionSharing: 'any_employer', healthSharing: 'nobody' });
    const now = await service.getDisclosureForEmployer({
      seekerUserId: s.id,
      viewer,
      connected: false,
      hiresForDbsJob: true,
    });
    expect(now.conviction).not.toBeNull();
    expect(now.health).toBeNull();

    await share({ convictionSharing: 'nobody', healthSharing: 'nobody' });
    const none = await service.getDisclosureForEmployer({
      seekerUserId: s.id,
      viewer,
      connected: true,
      hiresForDbsJob: true,
    });
    expect(none).toEqual({ conviction: null, health: null });
    expect(await log()).toHaveLength(3);
  });

  it('shows and logs nothing for a seeker without answers', async () => {
    const { app } = await getTestApp();
    const s = await seeker();
    const hirer = await signUp(app, 'hirer');
    const viewer = { userId: hirer.id, companyId: null, companyName: 'Acme' };
    const service = app.services.seekers;
    expect(
      await service.getDisclosureForEmployer({
        seekerUserId: s.id,
        viewer,
        connected: true,
        hiresForDbsJob: true,
      }),
    ).toEqual({
      conviction: null,
      health: null,
    });
    await complete(s, {
      ...setup,
      legal: {
        ...setup.legal,
        ...Object.fromEntries(Object.keys(setup.legal).map((k) => [k, null])),
        convictionTypes: [],
        convictionOtherDetails: '',
      },
      health: {
        hasDisability: null,
        disabilityTypes: [],
        disabilityOtherDetails: '',
        workplaceAdjustments: [],
        workplaceAdjustmentsOther: null,
      },
    });
    expect(
      await service.getDisclosureForEmployer({
        seekerUserId: s.id,
        viewer,
        connected: true,
        hiresForDbsJob: true,
      }),
    ).toEqual({
      conviction: null,
      health: null,
    });
    expect(await app.database.db.select().from(disclosureAccessLog)).toHaveLength(0);
  });

  it('lets the seeker, and only the seeker, read the access log, newest first', async () => {
    const { app } = await getTestApp();
    const { s, viewer, service } = await scenario();
    await service.getDisclosureForEmployer({
      seekerUserId: s.id,
      viewer,
      connected: true,
      hiresForDbsJob: true,
    });
    await service.getDisclosureForEmployer({
      seekerUserId: s.id,
      viewer: { ...viewer, companyName: 'Second Chance Cafe' },
      hiresForDbsJob: true,
      connected: true,
    });
    const res = await s.inject({ method: 'GET', url: '/api/seeker/disclosure/access-log' });
    expect(res.statusCode).toBe(200);
    const items = res.json().items;
    expect(items.map((i: { companyName: string }) => i.companyName)).toEqual([
      'Second Chance Cafe',
      'Fresh Start Builders',
    ]);
    expect(items[0]).toEqual({
      id: expect.any(String),
      companyName: 'Second Chance Cafe',
      sections: ['conviction', 'health'],
      viewedAt: expect.any(String),
    });
    const other = await signUp(app, 'seeker');
    expect(
      (await other.inject({ method: 'GET', url: '/api/seeker/disclosure/access-log' })).json().items,
    ).toEqual([]);
  });
});

describe('download my data', () => {
  it('returns everything held about the seeker as a JSON attachment, without secrets', async () => {
    const s = await seeker();
    const photo = await uploadPhoto(s);
    await complete(s, { ...setup, final: { ...setup.final, profileImageUrl: photo } });
    await s.inject({
      method: 'PUT',
      url: '/api/seeker/drafts',
      payload: { step: 'personal', data: setup.personal },
    });
    const res = await s.inject({ method: 'GET', url: '/api/seeker/export' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="newleaf-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json();
    expect(data.account).toMatchObject({ id: s.id, email: s.email, role: 'seeker' });
    expect(data.signInMethods).toEqual([{ provider: 'credential', createdAt: expect.any(String) }]);
    expect(data.profile).toMatchObject({ firstName: 'Sam', profileImageUrl: photo });
    expect(data.disclosure).toMatchObject({
      convictionOtherDetails: 'Criminal damage',
      healthSharing: 'connected',
    });
    expect(data.wizardDrafts).toHaveLength(1);
    expect(data.uploads).toEqual([expect.objectContaining({ url: photo, kind: 'profile-photo' })]);
    for (const key of [
      'jobSwipes',
      'employerSwipes',
      'savedJobs',
      'applications',
      'matches',
      'favouritedBy',
      'activity',
    ]) {
      expect(data[key], key).toEqual([]);
    }
    expect(res.body).not.toMatch(/"password"|"token"|scrypt/i);
    expect(res.body).not.toContain(s.cookie.split('=')[1]!.split('.')[0]!);
  });
});

describe('delete my account', () => {
  it('needs the confirmation in the body', async () => {
    const { app } = await getTestApp();
    const s = await seeker();
    for (const payload of [undefined, {}, { confirm: 'yes' }]) {
      const res = await s.inject({
        method: 'DELETE',
        url: '/api/seeker/account',
        ...(payload ? { payload } : {}),
      });
      expect(res.statusCode).toBe(400);
    }
    expect(await app.database.db.select().from(userTable).where(eq(userTable.id, s.id))).toHaveLength(1);
  });

  it('erases every row and image of the seeker and ends the session', async () => {
    const { app } = await getTestApp();
    const s = await seeker();
    const photo = await uploadPhoto(s);
    await complete(s, { ...setup, final: { ...setup.final, profileImageUrl: photo } });
    await s.inject({
      method: 'PUT',
      url: '/api/seeker/drafts',
      payload: { step: 'legal', data: setup.legal },
    });
    const hirer = await signUp(app, 'hirer');
    await app.services.seekers.getDisclosureForEmployer({
      seekerUserId: s.id,
      viewer: { userId: hirer.id, companyId: null, companyName: 'Acme' },
      hiresForDbsJob: true,
      connected: true,
    });
    const bystander = await seeker();
    await complete(bystander);

    expect((await app.inject({ method: 'GET', url: photo })).statusCode).toBe(200);
    const res = await s.inject({
      method: 'DELETE',
      url: '/api/seeker/account',
      payload: { confirm: 'DELETE' },
    });
    expect(res.statusCode).toBe(204);
    const cleared = [res.headers['set-cookie']].flat().join('\n');
    expect(cleared).toMatch(/newleaf\.session_token=;/);

    const db = app.database.db;
    expect(await db.select().from(userTable).where(eq(userTable.id, s.id))).toHaveLength(0);
    expect(await db.select().from(seekerProfile).where(eq(seekerProfile.userId, s.id))).toHaveLength(0);
    expect(await db.select().from(seekerDisclosure).where(eq(seekerDisclosure.userId, s.id))).toHaveLength(0);
    expect(await db.select().from(wizardDraft).where(eq(wizardDraft.userId, s.id))).toHaveLength(0);
    expect(await db.select().from(disclosureAccessLog)).toHaveLength(0);
    expect(await db.select().from(upload).where(eq(upload.ownerUserId, s.id))).toHaveLength(0);
    expect((await app.inject({ method: 'GET', url: photo })).statusCode).toBe(404);

    // The old cookie no longer signs anyone in.
    expect((await s.inject({ method: 'GET', url: '/api/me' })).json().user).toBeNull();
    expect((await s.inject({ method: 'GET', url: '/api/seeker/profile' })).statusCode).toBe(401);
    // Other seekers are untouched.
    expect((await bystander.inject({ method: 'GET', url: '/api/seeker/profile' })).statusCode).toBe(200);
  });
});

describe('API description', () => {
  it('documents every seeker endpoint in the OpenAPI document', async () => {
    const { app } = await getTestApp();
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths;
    for (const path of [
      '/api/seeker/drafts',
      '/api/seeker/profile/complete',
      '/api/seeker/profile',
      '/api/seeker/disclosure',
      '/api/seeker/disclosure/sharing',
      '/api/seeker/disclosure/access-log',
      '/api/seeker/export',
      '/api/seeker/account',
    ]) {
      expect(paths[path], path).toBeDefined();
    }
  });
});
