import { describe, expect, it } from 'vitest';
import { companyCreateSchema, companyUpdateSchema, websiteUrlSchema } from './company';

describe('companyCreateSchema', () => {
  it('needs a company name that is not blank', () => {
    expect(companyCreateSchema.safeParse({ companyName: '   ' }).success).toBe(false);
    expect(companyCreateSchema.safeParse({}).success).toBe(false);
    expect(companyCreateSchema.parse({ companyName: '  Acme  ' })).toEqual({ companyName: 'Acme' });
  });

  it('stores blank optional fields as null', () => {
    const parsed = companyCreateSchema.parse({
      companyName: 'Acme',
      industry: '',
      companySize: '',
      websiteUrl: ' ',
      description: '  ',
      locationCity: '',
      locationCountry: '',
    });
    expect(parsed).toMatchObject({
      industry: null,
      companySize: null,
      websiteUrl: null,
      description: null,
      locationCity: null,
      locationCountry: null,
    });
  });

  it('accepts setup and profile industries, sizes and countries from the lists only', () => {
    expect(companyCreateSchema.safeParse({ companyName: 'A', industry: 'Wholesale Trade' }).success).toBe(
      true,
    );
    expect(companyCreateSchema.safeParse({ companyName: 'A', industry: 'Technology' }).success).toBe(true);
    expect(companyCreateSchema.safeParse({ companyName: 'A', industry: 'Piracy' }).success).toBe(false);
    expect(companyCreateSchema.safeParse({ companyName: 'A', companySize: '1000+' }).success).toBe(true);
    expect(companyCreateSchema.safeParse({ companyName: 'A', companySize: '7' }).success).toBe(false);
    expect(companyCreateSchema.safeParse({ companyName: 'A', locationCountry: 'Narnia' }).success).toBe(
      false,
    );
  });

  it('keeps catalogue skills only, without duplicates', () => {
    expect(
      companyCreateSchema.parse({
        companyName: 'A',
        preferredSkills: ['teamwork', 'teamwork', 'punctuality'],
      }).preferredSkills,
    ).toEqual(['teamwork', 'punctuality']);
    expect(companyCreateSchema.safeParse({ companyName: 'A', preferredSkills: ['juggling'] }).success).toBe(
      false,
    );
  });
});

describe('websiteUrlSchema', () => {
  it('reads a bare host name as https', () => {
    expect(websiteUrlSchema.parse('acme.co.uk')).toBe('https://acme.co.uk/');
    expect(websiteUrlSchema.parse('http://www.acme.org/jobs')).toBe('http://www.acme.org/jobs');
  });

  it('refuses addresses that are not web sites', () => {
    for (const bad of ['javascript:alert(1)', 'ftp://acme.org', 'not a site', 'localhost']) {
      expect(websiteUrlSchema.safeParse(bad).success, bad).toBe(false);
    }
  });
});

describe('companyUpdateSchema', () => {
  it('changes only the fields sent', () => {
    expect(companyUpdateSchema.parse({ locationCity: 'Leeds' })).toEqual({ locationCity: 'Leeds' });
  });

  it('refuses a blank name but allows removing the logo', () => {
    expect(companyUpdateSchema.safeParse({ companyName: '' }).success).toBe(false);
    expect(companyUpdateSchema.parse({ logoUrl: null })).toEqual({ logoUrl: null });
  });
});
