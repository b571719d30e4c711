/**
 * Word matching for the offline coach: whole words reduced to a stem, so "interviews",
 * "interviewing" and "interviewer" meet "interview" while "jobless" is not "job" and "planet" is
 * not "plan" (substrings never match).
 */

/** Lower-case words, apostrophes kept inside them ("i'd"), everything else a separator. */
export function words(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/[\u2018\u2019\u02bc`]/g, "'")
      .match(/[a-z0-9]+(?:'[a-z]+)?/g) ?? []
  );
}

const VOWEL = /[aeiouy]/;
const KEEP_DOUBLE = /(ll|ss|zz|ff)$/;

/** A light English stemmer (a small subset of Porter's steps, enough for the coach's vocabulary). */
export function stem(word: string): string {
  let w = word.toLowerCase().replace(/'s$/, '');
  if (w.length <= 3) return w;
  if (w.endsWith('ies') && w.length > 4) return w.slice(0, -3) + 'y';
  if (w.endsWith('ied') && w.length > 4) return w.slice(0, -3) + 'y';
  for (const suffix of ['ingly', 'edly', 'ing', 'ed']) {
    if (w.endsWith(suffix) && VOWEL.test(w.slice(0, -suffix.length)) && w.length - suffix.length >= 3) {
      w = w.slice(0, -suffix.length);
      // planning → plann → plan; but stressed → stress, called → call.
      if (/([b-df-hj-np-tv-z])\1$/.test(w) && !KEEP_DOUBLE.test(w)) w = w.slice(0, -1);
      return w.replace(/e$/, '');
    }
  }
  if (w.endsWith('er') && w.length > 5) return w.slice(0, -2).replace(/e$/, '');
  if (w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  return w.length > 4 ? w.replace(/e$/, '') : w;
}

/** The stems of a text, in order. */
export function stems(text: string): string[] {
  return words(text).map(stem);
}

/** Does the stemmed text contain the phrase (one or more words) as whole consecutive words? */
export function hasPhrase(textStems: readonly string[], phrase: string): boolean {
  const p = stems(phrase);
  if (p.length === 0) return false;
  outer: for (let i = 0; i + p.length <= textStems.length; i++) {
    for (let j = 0; j < p.length; j++) if (textStems[i + j] !== p[j]) continue outer;
    return true;
  }
  return false;
}
