/** A small deterministic generator for randomised tests, so a failure can be replayed by its seed. */
export function seededRandom(seed: number) {
  let s = seed;
  const next = () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
  /** Between 0 and n of the list's items, in a random order. */
  const pick = <T>(list: readonly T[], n: number) =>
    [...list].sort(() => next() - 0.5).slice(0, Math.floor(next() * (n + 1)));
  return { next, pick };
}
