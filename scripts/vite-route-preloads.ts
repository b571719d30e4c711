import path from 'node:path';
import type { Plugin } from 'vite';
import { routeBranches, type RouteSpec } from '../src/web/app/route-table';
import { ROUTE_CHUNKS_FILE, type RouteChunks } from '../src/shared/rules/route-chunks';

/** What the build knows of a chunk (a subset of Rolldown's output chunk). */
export interface BuiltChunk {
  fileName: string;
  isEntry: boolean;
  /** The modules bundled into it (a route module may share a chunk with others). */
  moduleIds: string[];
  imports: string[];
}

/**
 * For each route, the chunks of its modules (layouts, guard, screen) and everything they import,
 * less what the entry's page already names (index.html preloads the entry's own imports).
 */
export function routeChunks(
  table: readonly RouteSpec[],
  chunks: readonly BuiltChunk[],
  appDir: string,
): RouteChunks['routes'] {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const byModule = new Map<string, BuiltChunk>();
  for (const chunk of chunks) {
    for (const id of chunk.moduleIds) {
      if (!id.startsWith(appDir + path.sep)) continue;
      const module = path
        .relative(appDir, id)
        .replace(/\.tsx?$/, '')
        .split(path.sep)
        .join('/');
      byModule.set(module, chunk);
    }
  }
  const closure = (start: BuiltChunk, into: Set<string>) => {
    if (into.has(start.fileName)) return into;
    into.add(start.fileName);
    for (const file of start.imports) {
      const chunk = byFile.get(file);
      if (chunk) closure(chunk, into);
    }
    return into;
  };
  const inHtml = new Set<string>();
  for (const entry of chunks.filter((c) => c.isEntry)) closure(entry, inHtml);
  return routeBranches(table).map(({ path: pattern, modules, reads, title, role }) => {
    const files = new Set<string>();
    for (const module of modules) {
      const chunk = byModule.get(module);
      if (!chunk) throw new Error(`route-preloads: no chunk for ${module}`);
      closure(chunk, files);
    }
    const scripts = [...files].filter((f) => !inHtml.has(f)).map((f) => `/${f}`);
    return {
      pattern,
      scripts,
      ...(reads.length > 0 && { reads }),
      ...(title && { title }),
      ...(role && { role }),
    };
  });
}

/** Writes route-chunks.json beside index.html (read by src/server/lib/spa-page.ts). */
export function routePreloads(table: readonly RouteSpec[], appDir: string): Plugin {
  return {
    name: 'newleaf-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_CHUNKS_FILE,
        source: JSON.stringify({ routes: routeChunks(table, chunks, appDir) } satisfies RouteChunks),
      });
    },
  };
}
