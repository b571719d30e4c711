import { describe, it, expect } from 'vitest';
import {
  DEFAULT_SHARING_CHOICE,
  SHARING_CHOICES,
  canEmployerSeeDisclosure,
  type SharingChoice,
} from './disclosure-sharing';
import { sharingChoiceSchema } from '../contracts/option-schemas';

describe('sharing choices', () => {
  it('lists nobody, connected and any employer with their labels', () => {
    expect(SHARING_CHOICES).toEqual([
      { value: 'nobody', label: 'Nobody' },
      { value: 'connected', label: 'Only employers I match with or apply to' },
      { value: 'any_employer', label: 'Any employer on NewLeaf' },
    ]);
  });

  it('defaults to connected', () => {
    expect(DEFAULT_SHARING_CHOICE).toBe('connected');
    expect(sharingChoiceSchema.safeParse('everyone').success).toBe(false);
  });
});

describe('canEmployerSeeDisclosure', () => {
  it('never shares with nobody', () => {
    expect(canEmployerSeeDisclosure('nobody', { connected: true })).toBe(false);
    expect(canEmployerSeeDisclosure('nobody', { connected: false })).toBe(false);
  });

  it('shares with connected employers only', () => {
    expect(canEmployerSeeDisclosure('connected', { connected: true })).toBe(true);
    expect(canEmployerSeeDisclosure('connected', { connected: false })).toBe(false);
  });

  it('shares with any employer', () => {
    expect(canEmployerSeeDisclosure('any_employer', { connected: false })).toBe(true);
    expect(canEmployerSeeDisclosure('any_employer', { connected: true })).toBe(true);
  });

  it('treats an unset choice as the default', () => {
    expect(canEmployerSeeDisclosure(null, { connected: true })).toBe(true);
    expect(canEmployerSeeDisclosure(undefined, { connected: false })).toBe(false);
  });

  it('fails closed for unrecognised values', () => {
    expect(canEmployerSeeDisclosure('everyone' as SharingChoice, { connected: true })).toBe(false);
  });
});
