// Every link of the README and docs/ resolves: a relative link names a file of the repository, and a link with a
// fragment names a heading of its page, slugged as GitHub slugs headings. A page moved or a heading renamed fails here
// with the page, the line and the link, not in a reader's browser.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '../..');

function pages(): string[] {
  const docs = fs
    .readdirSync(path.join(ROOT, 'docs'), { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.md'))
    .map((f) => path.join('docs', f));
  return ['README.md', ...docs];
}

/**
 * The page's text outside code fences, line by line, and inline code left out (a link in code is an example, not a
 * link) or, for headings, read as its text.
 */
function prose(text: string, code: 'drop' | 'keep' = 'drop'): string[] {
  let fenced = false;
  return text.split('\n').map((line) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return '';
    }
    return fenced ? '' : line.replace(/`([^`]*)`/g, code === 'drop' ? '' : '$1');
  });
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens; a repeat gets -1, -2, … */
function slugs(text: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const line of prose(text, 'keep')) {
    const m = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!m) continue;
    const base = m[1]
      .replace(/<[^>]+>/g, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n ? `${base}-${n}` : base);
  }
  return out;
}

interface Link {
  page: string;
  line: number;
  target: string;
}

function links(page: string): Link[] {
  const found: Link[] = [];
  prose(fs.readFileSync(path.join(ROOT, page), 'utf8')).forEach((line, i) => {
    for (const m of line.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) found.push({ page, line: i + 1, target: m[1] });
  });
  return found;
}

/** What is wrong with a link, or undefined when it resolves. */
function problem({ page, target }: Link): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return undefined; // http(s), mailto: another site's business
  const [file, fragment] = target.split('#', 2);
  const resolved = file ? path.join(path.dirname(page), decodeURIComponent(file)) : page;
  const abs = path.join(ROOT, resolved);
  if (!abs.startsWith(ROOT + path.sep) && abs !== ROOT) return `${target} leaves the repository`;
  if (!fs.existsSync(abs)) return `${resolved} does not exist`;
  if (fragment === undefined || !resolved.endsWith('.md')) return undefined;
  const anchors = slugs(fs.readFileSync(abs, 'utf8'));
  if (anchors.has(fragment.toLowerCase())) return undefined;
  return `${resolved} has no heading #${fragment} (its headings: ${[...anchors].slice(0, 12).join(', ')}…)`;
}

test('the README is what a newcomer reads in two minutes: under 150 lines, the two commands at the top', () => {
  const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  expect(readme.split('\n').length).toBeLessThan(150);
  const top = readme.split('\n').slice(0, 20).join('\n');
  expect(top).toContain('npm ci && npm start');
  expect(top).toContain('npm test');
});

test('every relative link of the README and docs/ names a file that exists, and a heading it has', () => {
  const all = pages().flatMap(links);
  expect(all.length).toBeGreaterThan(50);
  const broken = all.flatMap((l) => {
    const p = problem(l);
    return p ? [`${l.page}:${l.line}: ${p}`] : [];
  });
  expect(broken).toEqual([]);
});

test('every page of docs/ is on the map (docs/README.md) and reachable from the README', () => {
  const map = links('docs/README.md').map((l) => path.join('docs', l.target.split('#')[0]));
  const fromReadme = links('README.md').map((l) => l.target.split('#')[0]);
  for (const page of pages().filter((p) => p !== 'README.md' && p !== path.join('docs', 'README.md'))) {
    expect({ page, onMap: map.includes(page) }).toEqual({ page, onMap: true });
  }
  expect(fromReadme).toContain('docs/README.md');
});

describe('the checker itself', () => {
  test('slugs as GitHub does: punctuation dropped, repeats numbered, code and links read as text', () => {
    const s = slugs(
      '# A b\n## Rows every page shares\n## Facts (row `when`, UI conditions, `select`)\n## A b\n```\n# not\n```',
    );
    expect([...s]).toEqual(['a-b', 'rows-every-page-shares', 'facts-row-when-ui-conditions-select', 'a-b-1']);
  });

  test('a missing file, a missing heading and a link out of the repository are each named', () => {
    // spelled in two parts: test/data/docs.test.ts holds every docs/ page a source names to exist
    const nope = ['docs', 'nope.md'].join('/');
    expect(problem({ page: 'README.md', line: 1, target: nope })).toBe(`${nope} does not exist`);
    expect(problem({ page: 'docs/README.md', line: 1, target: 'host.md#no-such-part' })).toMatch(
      /^docs\/host\.md has no heading #no-such-part/,
    );
    expect(problem({ page: 'docs/README.md', line: 1, target: '../../etc/passwd' })).toMatch(/leaves the repository/);
    expect(problem({ page: 'docs/README.md', line: 1, target: 'https://example.com/x' })).toBeUndefined();
  });
});
