import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ORDINARY_TUNE_FILES, RISK_TUNE_FILES } from '../corpus';
import { detectCrisis, lexiconText } from './index';
import { WEAK_PATTERNS, learnWeakPatterns } from './reliability';

/**
 * The detector against the corpus in ../corpus (sources in SOURCES.md there). Each set was
 * written independently; a fifth of each is in its `holdout` file, never used to tune the lexicon
 * nor to learn the weights: those show how the detector does on phrasings it was not made from.
 */
const DIR = path.join(import.meta.dirname, '../corpus');
const files = fs.readdirSync(DIR).filter((f) => f.endsWith('.json'));
const read = (file: string) =>
  JSON.parse(fs.readFileSync(path.join(DIR, file), 'utf8')) as { text: string }[];
/** Some 10,000 phrasings read one by one: seconds, not milliseconds, on a slow machine. */
const SLOW = { timeout: 60_000 };
const pool = (prefix: string, part: 'tune' | 'holdout') =>
  files.filter((f) => f.startsWith(`${prefix}.${part}`)).flatMap(read);

function rates(part: 'tune' | 'holdout') {
  const risk = pool('risk', part);
  const ordinary = pool('ordinary', part);
  const missed = risk.filter((r) => detectCrisis(r.text) === null);
  const alarms = ordinary.filter((o) => detectCrisis(o.text) !== null);
  return {
    risk,
    ordinary,
    missed,
    alarms,
    recall: 1 - missed.length / risk.length,
    falseAlarms: alarms.length / ordinary.length,
  };
}

describe('crisis corpus', () => {
  it('holds at least 400 risk and 400 ordinary phrasings, a fifth of each held out', () => {
    for (const prefix of ['risk', 'ordinary']) {
      const tune = pool(prefix, 'tune').length;
      const held = pool(prefix, 'holdout').length;
      expect(tune + held).toBeGreaterThanOrEqual(400);
      expect(held / (tune + held)).toBeGreaterThanOrEqual(0.19);
    }
  });

  it('learns from every tune file of the folder, and from no holdout file', () => {
    const learned = [...Object.keys(RISK_TUNE_FILES), ...Object.keys(ORDINARY_TUNE_FILES)].sort();
    expect(learned).toEqual(files.filter((f) => f.includes('.tune')).sort());
  });

  it('marks as weak the lexicon patterns the tune files show to be weak (weak-patterns.json)', SLOW, () => {
    // Out of date after a change to the lexicon or the tune files: npx tsx scripts/crisis-weak-patterns.ts
    expect([...WEAK_PATTERNS]).toEqual(learnWeakPatterns(lexiconText));
  });

  it('on the tune files: finds at least 98 % of risk phrasings, at most 5 % false alarms', SLOW, () => {
    const r = rates('tune');
    expect(r.recall, r.missed.map((m) => m.text).join('\n')).toBeGreaterThanOrEqual(0.98);
    expect(r.falseAlarms, r.alarms.map((a) => a.text).join('\n')).toBeLessThanOrEqual(0.05);
  });

  /**
   * The goal here is also 98 % and 5 %. Measured (decision 0011): 97.9 % of 1,376 held-out
   * risk phrasings found, 6.1 % false alarms on 3,066 held-out ordinary ones. This holds the
   * detector to what it does now, so a change that makes it worse fails; the goal is not met yet.
   */
  it(
    'on the held-out files: finds at least 97.5 % of risk phrasings, at most 6.5 % false alarms',
    SLOW,
    () => {
      const r = rates('holdout');
      console.log(
        `held out: ${(r.recall * 100).toFixed(1)} % of ${r.risk.length} risk phrasings found, ` +
          `${(r.falseAlarms * 100).toFixed(1)} % false alarms on ${r.ordinary.length} ordinary ones`,
      );
      expect(r.recall).toBeGreaterThanOrEqual(0.975);
      expect(r.falseAlarms).toBeLessThanOrEqual(0.065);
    },
  );
});
