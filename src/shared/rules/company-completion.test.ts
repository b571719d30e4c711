import { describe, it, expect } from 'vitest';
import { COMPANY_COMPLETION_FIELDS, COMPANY_START_COMPLETION, companyCompletion } from './company-completion';

describe('companyCompletion', () => {
  const full = {
    companyName: 'Fresh Start Builders',
    industry: 'Construction and Building',
    companySize: '11-50',
    websiteUrl: 'https://example.test',
    description: 'We build homes and futures.',
    locationCity: 'Manchester',
    locationCountry: 'United Kingdom',
    logoUrl: 'https://example.test/logo.png',
  };

  it('uses the 8 spec fields', () => {
    expect(COMPANY_COMPLETION_FIELDS).toEqual([
      'companyName',
      'industry',
      'companySize',
      'websiteUrl',
      'description',
      'locationCity',
      'locationCountry',
      'logoUrl',
    ]);
    expect(companyCompletion(full)).toBe(100);
    expect(companyCompletion({})).toBe(0);
  });

  it('rounds the share of filled fields', () => {
    expect(companyCompletion({ companyName: 'Acme' })).toBe(13); // 12.5
    expect(companyCompletion({ ...full, logoUrl: null, websiteUrl: '' })).toBe(75);
    expect(companyCompletion({ ...full, description: '   ' })).toBe(88); // 87.5
  });

  it('starts new profiles at 30%', () => {
    expect(COMPANY_START_COMPLETION).toBe(30);
  });
});
