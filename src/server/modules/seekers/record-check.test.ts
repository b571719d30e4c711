import { describe, expect, it } from 'vitest';
import { addDays, addMonths, todayInUk } from '@shared/rules/calendar-date';
import { savedRecordStatus } from '@shared/rules/saved-record';
import { getTestApp, signUp } from '../../test/app';
import { hirerThroughApi, postJob, seekerThroughApi } from '../../test/fixtures';

/** A fine in 2020: spent in 2021, on standard and enhanced checks until 2031. */
const spentRecord = {
  dateOfBirth: '1985-02-01',
  cautions: [],
  convictions: [{ date: '2020-06-01', sentences: [{ type: 'fine' }] }],
};

async function seekerWithRecord(
  legalStatus: 'spent' | 'unspent',
  convictionSharing: 'any_employer' | 'connected' = 'any_employer',
) {
  const { app } = await getTestApp();
  return seekerThroughApi(app, {
    legal: {
      sentenceCompleted: true,
      convictionTypes: ['theft_burglary_robbery'],
      convictionStatus: legalStatus,
    },
    sharing: { convictionSharing },
  });
}

describe('a saved spent check', () => {
  it('is kept on the profile, and the spent/unspent answer follows it until removed', async () => {
    const seeker = await seekerWithRecord('unspent');
    const saved = await seeker.inject({
      method: 'PUT',
      url: '/api/seeker/record-check',
      payload: spentRecord,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ status: 'spent', spentOn: '2021-06-01', record: spentRecord });

    const disclosure = (await seeker.inject({ method: 'GET', url: '/api/seeker/disclosure' })).json();
    expect(disclosure.legal.convictionStatus).toBe('spent');
    expect(disclosure.recordCheck).toMatchObject({ status: 'spent', spentOn: '2021-06-01' });

    expect((await seeker.inject({ method: 'DELETE', url: '/api/seeker/record-check' })).statusCode).toBe(204);
    const after = (await seeker.inject({ method: 'GET', url: '/api/seeker/disclosure' })).json();
    expect(after).toMatchObject({ recordCheck: null, legal: { convictionStatus: 'unspent' } });
  });

  it('changes the answer by itself on the spent date', async () => {
    const seeker = await seekerWithRecord('spent');
    const date = addMonths(todayInUk(), -1);
    const record = {
      dateOfBirth: '1985-02-01',
      cautions: [],
      convictions: [{ date, sentences: [{ type: 'fine' }] }],
    };
    const saved = (
      await seeker.inject({ method: 'PUT', url: '/api/seeker/record-check', payload: record })
    ).json();
    expect(saved).toMatchObject({ status: 'unspent', spentOn: addMonths(date, 12) });
    expect(
      (await seeker.inject({ method: 'GET', url: '/api/seeker/disclosure' })).json().legal.convictionStatus,
    ).toBe('unspent');
    // The status is worked out when read: on the spent date it is spent, with nothing to update.
    expect(savedRecordStatus(record, addMonths(date, 12))?.status).toBe('spent');
    expect(savedRecordStatus(record, addDays(addMonths(date, 12), -1))?.status).toBe('unspent');
  });

  it('checks who is asking and what is sent', async () => {
    const { app } = await getTestApp();
    const hirer = await signUp(app, 'hirer');
    expect(
      (await hirer.inject({ method: 'PUT', url: '/api/seeker/record-check', payload: spentRecord }))
        .statusCode,
    ).toBe(403);
    expect(
      (await app.inject({ method: 'PUT', url: '/api/seeker/record-check', payload: spentRecord })).statusCode,
    ).toBe(401);
    const seeker = await seekerWithRecord('unspent');
    const future = await seeker.inject({
      method: 'PUT',
      url: '/api/seeker/record-check',
      payload: { ...spentRecord, convictions: [{ date: '2099-01-01', sentences: [{ type: 'fine' }] }] },
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().error.message).toContain('convictions.0.date');
    const disclosure = (await seeker.inject({ method: 'GET', url: '/api/seeker/disclosure' })).json();
    expect(disclosure.recordCheck).toBeNull();
  });
});

describe('what employers see of a spent conviction', () => {
  it('nothing for an employer without a DBS-checked job; the shared answers for one with', async () => {
    const { app } = await getTestApp();
    const seeker = await seekerWithRecord('unspent');
    await seeker.inject({ method: 'PUT', url: '/api/seeker/record-check', payload: spentRecord });

    const cafe = await hirerThroughApi(app, 'Corner Cafe');
    await postJob(cafe, { title: 'Barista', subjectToDbsBarring: false });
    const care = await hirerThroughApi(app, 'Kind Care Homes');
    await postJob(care, { title: 'Care Assistant', subjectToDbsBarring: true });

    const asCafe = (await cafe.inject({ method: 'GET', url: `/api/candidates/${seeker.id}` })).json();
    expect(asCafe.candidate.conviction).toBeNull();
    const asCare = (await care.inject({ method: 'GET', url: `/api/candidates/${seeker.id}` })).json();
    expect(asCare.candidate.conviction).toMatchObject({ convictionStatus: 'spent', sentenceCompleted: true });

    // The access log names only the employer who was shown something.
    const log = (await seeker.inject({ method: 'GET', url: '/api/seeker/disclosure/access-log' })).json();
    expect(log.items.map((i: { companyName: string }) => i.companyName)).toEqual(['Kind Care Homes']);
  });

  it('to a connected employer, only if the job that connects them needs a DBS check', async () => {
    const { app } = await getTestApp();
    const seeker = await seekerWithRecord('unspent', 'connected');
    await seeker.inject({ method: 'PUT', url: '/api/seeker/record-check', payload: spentRecord });
    const care = await hirerThroughApi(app, 'Kind Care Homes');
    const porter = await postJob(care, { title: 'Porter', subjectToDbsBarring: false });
    const carer = await postJob(care, { title: 'Care Assistant', subjectToDbsBarring: true });
    const view = async () =>
      (await care.inject({ method: 'GET', url: `/api/candidates/${seeker.id}` })).json().candidate.conviction;

    // Not connected yet, and the seeker shares only with connected employers.
    expect(await view()).toBeNull();
    // Applied for the porter's job: connected, but that job needs no DBS check.
    const apply = (jobId: string) =>
      seeker.inject({ method: 'POST', url: '/api/applications', payload: { jobId } });
    expect((await apply(porter)).statusCode).toBe(201);
    expect(await view()).toBeNull();
    // Applied for the care job too: now the shared answers show.
    expect((await apply(carer)).statusCode).toBe(201);
    expect(await view()).toMatchObject({ convictionStatus: 'spent' });
  });

  it('nothing, even for a DBS-checked job, once every conviction is filtered', async () => {
    const { app } = await getTestApp();
    const seeker = await seekerWithRecord('unspent');
    const oldFine = { ...spentRecord, convictions: [{ date: '2012-03-01', sentences: [{ type: 'fine' }] }] };
    expect(
      (await seeker.inject({ method: 'PUT', url: '/api/seeker/record-check', payload: oldFine })).statusCode,
    ).toBe(200);
    const care = await hirerThroughApi(app, 'Kind Care Homes');
    await postJob(care, { title: 'Care Assistant', subjectToDbsBarring: true });
    const asCare = (await care.inject({ method: 'GET', url: `/api/candidates/${seeker.id}` })).json();
    expect(asCare.candidate.conviction).toBeNull();
  });

  it('an unspent conviction shows as shared to every employer the choice allows', async () => {
    const { app } = await getTestApp();
    const seeker = await seekerWithRecord('unspent');
    const cafe = await hirerThroughApi(app, 'Corner Cafe');
    await postJob(cafe, { title: 'Barista', subjectToDbsBarring: false });
    const asCafe = (await cafe.inject({ method: 'GET', url: `/api/candidates/${seeker.id}` })).json();
    expect(asCafe.candidate.conviction).toMatchObject({ convictionStatus: 'unspent' });
  });
});
