import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { detectCrisis } from './index';

/**
 * The detector against the corpus in ../corpus (sources in SOURCES.md there). The `holdout` files
 * are never used to tune the lexicon: they show how it does on phrasings it was not written for.
 */
const corpus = <T>(file: string): T[] =>
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../corpus', file), 'utf8')) as T[];

describe.each(['tune', 'tune-2', 'holdout', 'holdout-2'])('crisis corpus: %s', (part) => {
  const riskFile = `risk.${part}.json`;
  const ordinaryFile = `ordinary.${part}.json`;

  it.runIf(fs.existsSync(path.join(import.meta.dirname, '../corpus', riskFile)))(
    'finds at least 98 % of the risk phrasings',
    () => {
      const risk = corpus<{ text: string; kind: string }>(riskFile);
      const missed = risk.filter((r) => detectCrisis(r.text) === null);
      expect(risk.length).toBeGreaterThanOrEqual(80);
      expect(1 - missed.length / risk.length, missed.map((m) => m.text).join('\n')).toBeGreaterThanOrEqual(
        0.98,
      );
    },
  );

  it.runIf(fs.existsSync(path.join(import.meta.dirname, '../corpus', ordinaryFile)))(
    'raises at most 5 % false alarms on ordinary phrasings',
    () => {
      const ordinary = corpus<{ text: string }>(ordinaryFile);
      const alarms = ordinary.filter((o) => detectCrisis(o.text) !== null);
      expect(ordinary.length).toBeGreaterThanOrEqual(80);
      expect(alarms.length / ordinary.length, alarms.map((a) => a.text).join('\n')).toBeLessThanOrEqual(0.05);
    },
  );
});

it('holds at least 400 risk and 400 ordinary phrasings, a fifth of each held out', () => {
  const count = (prefix: string) =>
    fs
      .readdirSync(path.join(import.meta.dirname, '../corpus'))
      .filter((f) => f.startsWith(prefix) && f.endsWith('.json'))
      .reduce((n, f) => n + corpus(f).length, 0);
  expect(count('risk.')).toBeGreaterThanOrEqual(400);
  expect(count('ordinary.')).toBeGreaterThanOrEqual(400);
  const held = (prefix: string) =>
    corpus(`${prefix}holdout.json`).length + corpus(`${prefix}holdout-2.json`).length;
  expect(held('risk.') / count('risk.')).toBeGreaterThanOrEqual(0.19);
  expect(held('ordinary.') / count('ordinary.')).toBeGreaterThanOrEqual(0.19);
});
