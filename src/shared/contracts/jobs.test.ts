import { describe, expect, it } from 'vitest';
import { DEFAULT_JOB_SORT } from '../options/job-sort';
import { JOB_SORT_OPTIONS, jobCreateSchema, jobUpdateSchema, myJobsQuerySchema } from './jobs';

describe('jobCreateSchema', () => {
  it('needs only a title and a status for a draft', () => {
    expect(jobCreateSchema.parse({ title: ' Porter ', status: 'draft' })).toEqual({
      title: 'Porter',
      status: 'draft',
    });
    expect(jobCreateSchema.safeParse({ title: '  ', status: 'draft' }).success).toBe(false);
    expect(jobCreateSchema.safeParse({ title: 'Porter', status: 'archived' }).success).toBe(false);
  });

  it('accepts the fixed lists only', () => {
    const base = { title: 'Chef', status: 'active' as const };
    expect(jobCreateSchema.safeParse({ ...base, category: 'Chef & Cooking' }).success).toBe(true);
    expect(jobCreateSchema.safeParse({ ...base, category: 'Astronaut' }).success).toBe(false);
    expect(jobCreateSchema.safeParse({ ...base, employmentType: 'Apprenticeship' }).success).toBe(true);
    expect(jobCreateSchema.safeParse({ ...base, employmentType: 'Forever' }).success).toBe(false);
    expect(jobCreateSchema.safeParse({ ...base, requiredSkills: ['food_hygiene'] }).success).toBe(true);
    expect(jobCreateSchema.safeParse({ ...base, requiredSkills: ['flying'] }).success).toBe(false);
  });

  it('keeps salaries in whole pounds within sensible bounds, minimum not above maximum', () => {
    const base = { title: 'Chef', status: 'draft' as const };
    expect(jobCreateSchema.safeParse({ ...base, salaryMin: 25000, salaryMax: 35000 }).success).toBe(true);
    expect(jobCreateSchema.safeParse({ ...base, salaryMin: 35000, salaryMax: 25000 }).success).toBe(false);
    expect(jobCreateSchema.safeParse({ ...base, salaryMin: 12.5 }).success).toBe(false);
    expect(jobCreateSchema.safeParse({ ...base, salaryMin: -1 }).success).toBe(false);
    expect(jobCreateSchema.safeParse({ ...base, salaryMax: 5_000_000 }).success).toBe(false);
    expect(jobCreateSchema.safeParse({ ...base, salaryMin: null, salaryMax: 30000 }).success).toBe(true);
  });
});

describe('jobUpdateSchema', () => {
  it('cannot change the status', () => {
    expect(jobUpdateSchema.parse({ status: 'active', title: 'X' })).toEqual({ title: 'X' });
  });
});

describe('sorting', () => {
  it('offers six sorts, newest first by default', () => {
    expect(JOB_SORT_OPTIONS.map((o) => o.value)).toEqual([
      'date_desc',
      'date_asc',
      'title_asc',
      'title_desc',
      'status_priority',
      'location_asc',
    ]);
    expect(DEFAULT_JOB_SORT).toBe('date_desc');
    expect(myJobsQuerySchema.parse({})).toEqual({ sort: 'date_desc' });
    expect(myJobsQuerySchema.safeParse({ sort: 'random' }).success).toBe(false);
  });
});
