// The import graph of a source tree, type imports included (ESLint's no-cycle rule skips `import type`), and its
// cycles: every strongly connected group of files that import each other, directly or round about.
import fs from 'node:fs';
import path from 'node:path';

const EXTS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];
const SPEC =
  /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'generated' ? [] : files(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

/** file → the files of the tree it imports (relative imports that resolve to a .ts/.tsx file of the tree). */
export function importGraph(dir: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const all = new Set(files(dir));
  for (const f of all) {
    const text = fs.readFileSync(f, 'utf8');
    const deps = new Set<string>();
    for (const m of text.matchAll(SPEC)) {
      const base = path.resolve(path.dirname(f), m[1] ?? m[2]);
      const hit = [base, ...EXTS.map((e) => base + e)].find((c) => all.has(c));
      if (hit) deps.add(hit);
    }
    graph.set(f, [...deps]);
  }
  return graph;
}

/** Groups of two or more files that reach each other (Tarjan's strongly connected components), and self-imports. */
export function cycles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const on = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string) => {
    idx.set(v, index);
    low.set(v, index);
    index += 1;
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        on.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1 || (graph.get(v) ?? []).includes(v)) out.push(group.sort());
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) visit(v);
  return out;
}
