import { describe, expect, it } from 'vitest';
import { chunkCycles } from './vite-chunk-cycles';

describe('chunkCycles', () => {
  it('finds chunks that import each other, each cycle once', () => {
    expect(
      chunkCycles([
        { fileName: 'index.js', imports: ['react.js'] },
        { fileName: 'react.js', imports: [] },
        { fileName: 'swipe-gesture.js', imports: ['deck.js', 'react.js'] },
        { fileName: 'deck.js', imports: ['swipe-gesture.js', 'react.js'] },
        { fileName: 'discover.js', imports: ['deck.js', 'index.js'] },
      ]),
    ).toEqual(['deck.js -> swipe-gesture.js -> deck.js']);
  });

  it('finds none in a graph that only shares', () => {
    expect(
      chunkCycles([
        { fileName: 'a.js', imports: ['c.js'] },
        { fileName: 'b.js', imports: ['c.js'] },
        { fileName: 'c.js', imports: [] },
      ]),
    ).toEqual([]);
  });
});
