/**
 * Writes src/shared/coach/crisis/weak-patterns.json: the lexicon's patterns that the corpus's tune
 * files show to be weak (./reliability.ts). Run after changing the lexicon or the tune files; the
 * corpus test says when it is due.
 */
import fs from 'node:fs';
import { lexiconText } from '../src/shared/coach/crisis/index';
import { learnWeakPatterns } from '../src/shared/coach/crisis/reliability';

const file = new URL('../src/shared/coach/crisis/weak-patterns.json', import.meta.url);
const weak = learnWeakPatterns(lexiconText);
fs.writeFileSync(file, `${JSON.stringify(weak, null, 2)}\n`);
console.log(`${weak.length} weak patterns written to ${file.pathname}`);
