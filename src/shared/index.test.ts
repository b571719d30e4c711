import { describe, it, expect } from 'vitest';
import * as shared from './index';

describe('shared barrel', () => {
  it('re-exports options, skills and rules', () => {
    expect(shared.CONVICTION_TYPES).toHaveLength(16);
    expect(shared.DISABILITY_TYPES).toHaveLength(10);
    expect(shared.WORK_PREFERENCES).toHaveLength(10);
    expect(shared.COUNTRIES).toHaveLength(10);
    expect(shared.JOB_CATEGORY_VALUES).toHaveLength(75);
    expect(shared.SKILL_CATEGORIES).toHaveLength(8);
    expect(shared.SKILL_CATEGORY_IDS).toHaveLength(8);
    expect(shared.searchSkills('brick')[0]?.id).toBe('bricklaying');
    expect(shared.mapConvictionType('drug_offences_production')).toBe('drug_supply_production');
    expect(shared.overallDisclosureStatus({ hasDisability: false })).toBe('Complete');
    expect(shared.formatSalaryGBP(25000, 35000)).toBe('£25,000 - £35,000');
  });
});
