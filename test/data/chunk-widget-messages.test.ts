// The words of the widgets chunks bring (src/form/widgets/chunk-widget-messages.json) travel with those chunks: each
// list names exactly the keys its widget's code draws, and the bundle carries none of them (scripts/generate-data.mjs).
import fs from 'node:fs';
import path from 'node:path';
import CHUNK_WIDGETS from '../../src/form/widgets/chunk-widgets.json';
import EN from '../../locales/en_US.json';
import { chunkWidgetMessages, CODE_KEYS } from '../../src/data/check/locales';

const ROOT = path.join(__dirname, '../..');
const lists = chunkWidgetMessages();
const widgetFiles = Object.entries<string>(CHUNK_WIDGETS).filter(([k]) => k !== '$comment');

test.each(widgetFiles)('%s: its list names exactly the message keys its code draws', (widget, file) => {
  // the widget's file and the widget files it draws with (its in-place edit, say)
  const dir = path.join(ROOT, 'src/form/widgets');
  const own = fs.readFileSync(
    path.join(dir, fs.existsSync(path.join(dir, `${file}.tsx`)) ? `${file}.tsx` : `${file}.ts`),
    'utf8',
  );
  const parts = [...own.matchAll(/from '\.\/(\w+)'/g)]
    .flatMap((m) => [path.join(dir, `${m[1]}.tsx`), path.join(dir, `${m[1]}.ts`)])
    .filter((f) => fs.existsSync(f));
  const code = [own, ...parts.map((f) => fs.readFileSync(f, 'utf8'))].join('\n');
  // every quoted en_US key in the widget's code, but those of the bundle's own code (the progress words)
  const named = [...code.matchAll(/'([A-Za-z][\w.]*)'/g)]
    .map((m) => m[1])
    .filter((k) => k in EN && !CODE_KEYS.includes(k));
  expect([...new Set(named)].sort()).toEqual([...(lists[widget]?.keys ?? [])].sort());
});

test('every list is of a widget chunks bring, and names keys en_US has', () => {
  for (const [widget, list] of Object.entries(lists)) {
    expect({ widget, chunk: widget in CHUNK_WIDGETS }).toEqual({ widget, chunk: true });
    for (const k of list.keys ?? []) expect({ k, known: k in EN }).toEqual({ k, known: true });
  }
});

test('the bundle carries none of the words only those widgets draw; the chunks whose panels name the widget bring them', () => {
  const dist = path.join(ROOT, 'dist');
  const bundle = ['auth-widget.js', 'auth-widget-main.js']
    .map((f) => fs.readFileSync(path.join(dist, f), 'utf8'))
    .join('\n');
  const chunks = fs
    .readdirSync(dist)
    .filter((f) => /^auth-widget-flow-.+\.js$/.test(f))
    .map((f) => fs.readFileSync(path.join(dist, f), 'utf8'));
  // a word the data names too (a cancel every panel shares) goes where the data's use puts it
  const data = ['schemas', 'flows']
    .flatMap((d) => fs.readdirSync(path.join(ROOT, d)).map((f) => path.join(ROOT, d, f)))
    .filter((f) => f.endsWith('.json'))
    .map((f) => fs.readFileSync(f, 'utf8'))
    .join('\n');
  // a widget some panel names brings its words with that panel's chunk; one no panel names, nowhere
  const named = (w: string) => data.includes(`"ui:widget": "${w}"`);
  const words = Object.entries(lists).flatMap(([w, l]) =>
    (l.keys ?? []).filter((k) => !data.includes(`"${k}"`)).map((k) => ({ k, drawn: named(w) })),
  );
  // (and the password rules' lines, which the checklist draws from settings.passwordRules)
  words.push({ k: 'widget.checklist.rule.length', drawn: true });
  expect(words.filter((w) => w.drawn).length).toBeGreaterThanOrEqual(10);
  for (const { k, drawn } of words) {
    expect({ k, inBundle: bundle.includes(`"${k}"`) }).toEqual({ k, inBundle: false });
    expect({ k, inAChunk: chunks.some((c) => c.includes(`"${k}":`)) }).toEqual({ k, inAChunk: drawn });
  }
});
