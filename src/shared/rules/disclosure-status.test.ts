import { describe, it, expect } from 'vitest';
import {
  criminalRecordLabel,
  disabilityLabel,
  mappaLabel,
  overallDisclosureStatus,
  triStateLabel,
} from './disclosure-status';

describe('overallDisclosureStatus', () => {
  it('is Pending when neither question is answered', () => {
    expect(overallDisclosureStatus({})).toBe('Pending');
    expect(overallDisclosureStatus({ sentenceCompleted: null, hasDisability: undefined })).toBe('Pending');
  });

  it('is Complete when either question is answered, even with false', () => {
    expect(overallDisclosureStatus({ sentenceCompleted: true })).toBe('Complete');
    expect(overallDisclosureStatus({ sentenceCompleted: false })).toBe('Complete');
    expect(overallDisclosureStatus({ hasDisability: false })).toBe('Complete');
    expect(overallDisclosureStatus({ sentenceCompleted: null, hasDisability: true })).toBe('Complete');
  });
});

describe('labels', () => {
  it('labels the criminal record answer', () => {
    expect(criminalRecordLabel(true)).toBe('Sentence Completed');
    expect(criminalRecordLabel(false)).toBe('No Criminal Record');
    expect(criminalRecordLabel(null)).toBe('Not Disclosed');
    expect(criminalRecordLabel(undefined)).toBe('Not Disclosed');
  });

  it('labels the disability answer', () => {
    expect(disabilityLabel(true)).toBe('Has Disability');
    expect(disabilityLabel(false)).toBe('No Disability');
    expect(disabilityLabel(null)).toBe('Not Disclosed');
  });

  it('labels yes / no / unknown flags', () => {
    expect(triStateLabel(true)).toBe('Yes');
    expect(triStateLabel(false)).toBe('No');
    expect(triStateLabel(null)).toBe('Unknown');
    expect(triStateLabel(undefined)).toBe('Unknown');
  });

  it('labels MAPPA levels', () => {
    expect(mappaLabel('level_1')).toBe('Level 1');
    expect(mappaLabel('level_2')).toBe('Level 2');
    expect(mappaLabel('level_3')).toBe('Level 3');
    expect(mappaLabel('not_applicable')).toBe('N/A');
    expect(mappaLabel(null)).toBe('N/A');
    expect(mappaLabel(undefined)).toBe('N/A');
    expect(mappaLabel('')).toBe('N/A');
    expect(mappaLabel('level_x')).toBe('N/A');
  });
});
