import type { Plugin } from 'vite';

interface ChunkImports {
  fileName: string;
  imports: string[];
}

/**
 * Chunks that import each other, one cycle per line (`a.js -> b.js -> a.js`). A chunk group in
 * vite.config.ts that takes part of a feature can end in one: the group imports the rest of the
 * feature while the rest imports the group, and whichever runs second finds the other's exports
 * not yet there (a screen that fails to open, seen once on Discover).
 */
export function chunkCycles(chunks: readonly ChunkImports[]): string[] {
  const importsOf = new Map(chunks.map((c) => [c.fileName, c.imports]));
  const cycles = new Set<string>();
  const done = new Set<string>();
  const visit = (file: string, path: string[]) => {
    const at = path.indexOf(file);
    if (at >= 0) {
      const loop = path.slice(at);
      // One name per cycle, whichever chunk it was entered from.
      const start = loop.indexOf([...loop].sort()[0]!);
      const rotated = [...loop.slice(start), ...loop.slice(0, start)];
      cycles.add([...rotated, rotated[0]].join(' -> '));
      return;
    }
    if (done.has(file)) return;
    for (const next of importsOf.get(file) ?? []) visit(next, [...path, file]);
    done.add(file);
  };
  for (const { fileName } of chunks) visit(fileName, []);
  return [...cycles];
}

/** Fails the build when chunks import each other (see chunkCycles). */
export function noChunkCycles(): Plugin {
  return {
    name: 'newleaf-no-chunk-cycles',
    apply: 'build',
    generateBundle(_options, bundle) {
      const cycles = chunkCycles(Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : [])));
      if (cycles.length)
        this.error(`chunks import each other (see vite.config.ts groups):\n${cycles.join('\n')}`);
    },
  };
}
