// A widget documents itself where it is written: a comment in its own file under src/form/widgets/ names the ui:widget
// it registers and the ui:options it reads, with their types and examples —
//
//   /**
//    * @widget countdownResend — the resend control with its countdown and "sent … ago" line
//    * @option seconds integer 120 — the countdown before resend is allowed
//    */
//
// This collects those comments into src/generated/widget-docs.json, which the data check holds option values to and
// `npm run docs` lists (docs/reference.md). Comments never reach the bundle, so documentation costs it nothing, and
// a new input kind is its widget file and one registry line (docs/panels.md).
import fs from 'node:fs';
import path from 'node:path';
import { writeIfChanged } from './locale-index.mjs';

const TYPES = [
  'string',
  'key',
  'field',
  'boolean',
  'integer',
  'object',
  'key-map',
  'condition',
  'notes',
  'fields',
  'controls',
];

/** The @widget and @option tags of one source text; problems name the file and line. */
export function parseWidgetDocs(text, file) {
  const docs = {};
  const options = {};
  const problems = [];
  let current = null;
  let last = null;
  text.split('\n').forEach((raw, i) => {
    const line = raw.replace(/^\s*(\/\*\*|\*\/|\*|\/\/)\s?/, '').trimEnd();
    const where = `${file}:${i + 1}`;
    let m;
    if ((m = /^@widget\s+(\S+)\s+—\s+(.+)$/.exec(line))) {
      current = m[1];
      docs[current] = { meaning: m[2], example: `"ui:widget": "${current}"` };
      options[current] = {};
      last = docs[current];
    } else if ((m = /^@option\s+(\w+)\s+(\S+)\s+(.+?)\s+—\s+(.+)$/.exec(line))) {
      if (!current) problems.push(`${where}: @option ${m[1]} before any @widget`);
      else if (!TYPES.includes(m[2]))
        problems.push(`${where}: @option ${m[1]}: type ${m[2]} is not one of ${TYPES.join(', ')}`);
      else options[current][m[1]] = last = { type: m[2], meaning: m[4], example: m[3] };
    } else if (/^@(widget|option)\b/.test(line)) {
      problems.push(`${where}: write "@widget name — meaning" or "@option name type example — meaning"`);
    } else if (last && line && !raw.includes('*/') && /^\s*\*/.test(raw)) {
      last.meaning += ` ${line.trim()}`;
    } else last = null;
  });
  return { docs, options, problems };
}

/** Reads every widget file and writes src/generated/widget-docs.json; throws with the problems found. */
export function writeWidgetDocs(root) {
  const dir = path.join(root, 'src/form/widgets');
  const out = { docs: {}, options: {} };
  const problems = [];
  for (const f of fs.readdirSync(dir).sort()) {
    if (!/\.tsx?$/.test(f) || /\.test\./.test(f)) continue;
    const found = parseWidgetDocs(fs.readFileSync(path.join(dir, f), 'utf8'), `src/form/widgets/${f}`);
    for (const name of Object.keys(found.docs))
      if (out.docs[name]) problems.push(`src/form/widgets/${f}: @widget ${name} is documented twice`);
    Object.assign(out.docs, found.docs);
    Object.assign(out.options, found.options);
    problems.push(...found.problems);
  }
  if (problems.length) throw new Error(`Widget docs:\n${problems.join('\n')}`);
  const gen = path.join(root, 'src/generated');
  fs.mkdirSync(gen, { recursive: true });
  const file = path.join(gen, 'widget-docs.json');
  const text = `${JSON.stringify(out, null, 2)}\n`;
  // unchanged output is not rewritten, so the watcher of npm start does not see its own write; and written whole
  writeIfChanged(file, text);
  return out;
}
