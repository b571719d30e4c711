import { describe, expect, it } from 'vitest';
import { milesBetween } from '@shared/rules/job-search';
import { loadUkPlaces, locateUkPlace } from './uk-places';

describe('UK places', () => {
  it('finds towns by name once loaded, the most populous of a shared name', async () => {
    await loadUkPlaces();
    const leeds = locateUkPlace('leeds')!;
    const bradford = locateUkPlace('Bradford')!;
    expect(milesBetween(leeds, bradford)).toBeGreaterThan(8);
    expect(milesBetween(leeds, bradford)).toBeLessThan(10);
    expect(locateUkPlace('Newcastle-upon-Tyne')).not.toBeNull();
    expect(locateUkPlace('Dublin')).not.toBeNull();
    // Newport, Wales (about 130,000 people), not one of the smaller Newports.
    expect(locateUkPlace('Newport')!.lon).toBeLessThan(-2.9);
    expect(locateUkPlace('Paris')).toBeNull();
  });
});
