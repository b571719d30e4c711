import { describe, expect, it } from 'vitest';
import {
  APPLICANT_SORTS,
  countApplicationsByFilter,
  filterApplications,
  isPendingForSeeker,
  parseApplicantSort,
  pendingBadge,
  seekerApplicationStatus,
  sortApplicants,
  sortApplications,
  type SeekerApplicationStatus,
} from './applications';

describe('seekerApplicationStatus', () => {
  it('maps what the employer set to what the seeker sees', () => {
    expect(seekerApplicationStatus('new')).toBe('Under Review');
    expect(seekerApplicationStatus('shortlisted')).toBe('Under Review');
    expect(seekerApplicationStatus('interview')).toBe('Interview Scheduled');
    expect(seekerApplicationStatus('rejected')).toBe('Not Selected');
  });

  it('shows each interview step: times to book, booked, then the outcome the employer records', () => {
    expect(seekerApplicationStatus('interview', 'proposed')).toBe('Interview Proposed');
    expect(seekerApplicationStatus('interview', 'booked')).toBe('Interview Scheduled');
    expect(seekerApplicationStatus('interviewed')).toBe('Interviewed');
    expect(seekerApplicationStatus('offered')).toBe('Offer Made');
    expect(seekerApplicationStatus('hired')).toBe('Hired');
    expect(seekerApplicationStatus('no_show')).toBe('Did Not Attend');
    expect(isPendingForSeeker('interviewed')).toBe(false);
  });

  it('counts only applications under review as pending', () => {
    expect(isPendingForSeeker('new')).toBe(true);
    expect(isPendingForSeeker('shortlisted')).toBe(true);
    expect(isPendingForSeeker('interview')).toBe(false);
    expect(isPendingForSeeker('rejected')).toBe(false);
    expect(pendingBadge(3)).toBe('3 pending');
  });
});

const app = (appliedAt: string, companyName: string, seekerStatus: SeekerApplicationStatus) => ({
  appliedAt,
  companyName,
  seekerStatus,
});

describe('My Applications filters and sorts', () => {
  const items = [
    app('2025-01-03T10:00:00Z', 'Zed Logistics', 'Under Review'),
    app('2025-01-01T10:00:00Z', 'acme Foods', 'Not Selected'),
    app('2025-01-02T10:00:00Z', 'Beacon Care', 'Interview Scheduled'),
    app('2025-01-04T10:00:00Z', 'Acme Foods', 'Under Review'),
  ];

  it('counts per chip and filters', () => {
    expect(countApplicationsByFilter(items)).toEqual({
      all: 4,
      'Under Review': 2,
      'Interview Proposed': 0,
      'Interview Scheduled': 1,
      Interviewed: 0,
      'Offer Made': 0,
      Hired: 0,
      'Not Selected': 1,
      'Did Not Attend': 0,
    });
    expect(filterApplications(items, 'Under Review').map((i) => i.companyName)).toEqual([
      'Zed Logistics',
      'Acme Foods',
    ]);
    expect(filterApplications(items, 'all')).toHaveLength(4);
  });

  it('sorts by date, company (case-insensitive, newest first on ties) and status', () => {
    expect(sortApplications(items, 'date-desc').map((i) => i.appliedAt.slice(8, 10))).toEqual([
      '04',
      '03',
      '02',
      '01',
    ]);
    expect(sortApplications(items, 'date-asc').map((i) => i.appliedAt.slice(8, 10))).toEqual([
      '01',
      '02',
      '03',
      '04',
    ]);
    expect(sortApplications(items, 'company').map((i) => i.appliedAt.slice(8, 10))).toEqual([
      '04',
      '01',
      '02',
      '03',
    ]);
    expect(sortApplications(items, 'status').map((i) => i.seekerStatus)).toEqual([
      'Interview Scheduled',
      'Under Review',
      'Under Review',
      'Not Selected',
    ]);
  });

  it('does not change the list it was given', () => {
    const before = items.map((i) => i.appliedAt);
    sortApplications(items, 'date-asc');
    expect(items.map((i) => i.appliedAt)).toEqual(before);
  });
});

describe('Applicants sorts', () => {
  const applicants = [
    { name: 'Bea Khan', jobTitle: 'Picker', status: 'rejected' as const, appliedAt: '2025-02-01T00:00:00Z' },
    { name: 'ali Evans', jobTitle: 'Driver', status: 'new' as const, appliedAt: '2025-02-02T00:00:00Z' },
    { name: 'Cal Moss', jobTitle: 'Chef', status: 'shortlisted' as const, appliedAt: '2025-02-03T00:00:00Z' },
    { name: 'Dee Ng', jobTitle: 'Cleaner', status: 'new' as const, appliedAt: '2025-02-04T00:00:00Z' },
  ];
  const names = (sort: Parameters<typeof sortApplicants>[1]) =>
    sortApplicants(applicants, sort).map((a) => a.name);

  it('puts new first by default, newest first among equals', () => {
    expect(names('status_priority')).toEqual(['Dee Ng', 'ali Evans', 'Cal Moss', 'Bea Khan']);
  });

  it('sorts by date, name and job title', () => {
    expect(names('date_desc')).toEqual(['Dee Ng', 'Cal Moss', 'ali Evans', 'Bea Khan']);
    expect(names('date_asc')).toEqual(['Bea Khan', 'ali Evans', 'Cal Moss', 'Dee Ng']);
    expect(names('name_asc')).toEqual(['ali Evans', 'Bea Khan', 'Cal Moss', 'Dee Ng']);
    expect(names('name_desc')).toEqual(['Dee Ng', 'Cal Moss', 'Bea Khan', 'ali Evans']);
    expect(names('job_title_asc')).toEqual(['Cal Moss', 'Dee Ng', 'ali Evans', 'Bea Khan']);
  });

  it('reads a stored sort, defaulting to status priority', () => {
    expect(parseApplicantSort('name_desc')).toBe('name_desc');
    expect(parseApplicantSort('bogus')).toBe('status_priority');
    expect(parseApplicantSort(null)).toBe('status_priority');
    expect(APPLICANT_SORTS).toHaveLength(6);
  });
});
