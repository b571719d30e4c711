import { describe, expect, it } from 'vitest';
import { activityRoute } from './activity';

describe('activityRoute', () => {
  it('routes hirer activity by type as the spec says', () => {
    expect(activityRoute('hirer', 'application')).toBe('/hirer-applicants');
    expect(activityRoute('hirer', 'message')).toBe('/hirer-messages');
    expect(activityRoute('hirer', 'match')).toBe('/hirer-discover');
    expect(activityRoute('hirer', 'view')).toBe('/hirer-jobs');
  });

  it('routes seeker activity to the seeker screens', () => {
    expect(activityRoute('seeker', 'application')).toBe('/seeker-applications');
    expect(activityRoute('seeker', 'message')).toBe('/seeker-messages');
  });
});
