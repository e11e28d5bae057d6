// Generates src/generated/ from schemas/ and flows/: the precompiled validators (ajv standalone, CommonJS: rjsf keys
// schemas by hashes ajv cannot export as ESM), the data the script-tag bundle carries — the sign-on flow (sign-on.json,
// common.json), the panels its pages draw, and every file's entry and "always" rows — and one chunk per other flow
// file: its pages, requests and the panels only it draws, loaded when the user first reaches one of its pages
// (docs/host.md "Files"). A panel added to such a flow adds nothing to auth-widget.js.
import fs from 'node:fs';
import path from 'node:path';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import {
  CHUNK_WIDGET_MESSAGES,
  effectImports,
  ident,
  panelImports,
  replyTypeImports,
  widgetsIn,
} from './chunk-imports.mjs';
import { conditionSchemas, matchersCode, MATCHERS_TYPES } from './condition-schemas.mjs';
import { withDateKeyword } from '../src/form/dateKeyword.cjs';
import { brandWidgetWords, brandWordsIndex } from './widget-messages.mjs';

/** The flow files in auth-widget.js itself; every other file under flows/ is a chunk. */
/** The flow files the script-tag bundle carries; the data check reads the same list (a "like" across files). */
export const CORE_FLOWS = JSON.parse(
  fs.readFileSync(path.join(path.dirname(new URL(import.meta.url).pathname), '../src/data/core-flows.json'), 'utf8'),
);

/** The global a chunk's script registers itself under (src/host/lazyScript.ts). */
export const chunkGlobal = (name) => `__authWidgetFlow_${ident(name)}`;

// Flow files ship without their "description" texts (documentation for product owners, not for the widget).
const strip = (o) =>
  Array.isArray(o)
    ? o.map(strip)
    : o && typeof o === 'object'
      ? Object.fromEntries(
          Object.entries(o)
            .filter(([k, v]) => !(k === 'description' && typeof v === 'string') && k !== '$schema')
            .map(([k, v]) => [k, strip(v)]),
        )
      : o;

/** The panels a flow file's pages draw ("like" resolved within the file). */
function panelsOf(flow) {
  const pages = flow.pages ?? {};
  const panelOf = (id, seen = 0) =>
    pages[id]?.panel ?? (pages[id]?.like && seen < 10 ? panelOf(pages[id].like, seen + 1) : null);
  return new Set(
    Object.keys(pages)
      .map((id) => panelOf(id))
      .filter(Boolean),
  );
}

/** A text the widget formats without the MessageFormat 2 runtime: words and {$name} placeholders only. */
export const isSimple = (text) => typeof text === 'string' && !/[{}]/.test(text.replace(/\{\$[\w.-]+\}/g, ''));

/**
 * The en_US messages each chunk brings instead of the bundle: a key whose every use (the check's keyPlaces) is in a
 * chunk's own pages and requests, in a panel only chunks draw, or in the code of a widget only chunks' panels name
 * (src/form/widgets/chunk-widget-messages.json, with the settings whose keys that widget draws), and whose text needs no
 * MessageFormat runtime (the widget decides on the runtime when it starts). A key shown by a panel two chunks draw goes
 * with both. Returns them by chunk, and every key the bundle leaves out (those, and a word only a widget no panel names
 * draws).
 */
const WIDGET_MESSAGES_FILE = 'src/form/widgets/chunk-widget-messages.json';

function messagesOfChunks(loaded, lazy, chunkPanelsOf, corePanels) {
  const en = loaded.locales.en_US ?? {};
  const out = Object.fromEntries(lazy.map((f) => [f, {}]));
  const entryPages = new Set(
    Object.values(loaded.flows).flatMap((flow) =>
      Object.values(flow.entries ?? {})
        .flat()
        .map((row) => row.goto)
        .filter(Boolean),
    ),
  );
  const away = new Set();
  // the chunks whose panels name a widget; null when a panel of the bundle names it (its words stay in the bundle)
  const namedBy = (widget) => {
    if ([...corePanels].some((p) => widgetsIn(loaded.uis[p]).includes(widget))) return null;
    return lazy.filter((f) => chunkPanelsOf[f].some((p) => widgetsIn(loaded.uis[p]).includes(widget)));
  };
  const drawers = Object.entries(CHUNK_WIDGET_MESSAGES);
  for (const [key, places] of Object.entries(loaded.keyPlaces ?? {})) {
    const text = en[key];
    const simple = isSimple(text);
    if (!simple) continue;
    const chunks = [];
    for (const [widget, { keys = [] }] of drawers) if (keys.includes(key)) chunks.push(namedBy(widget));
    for (const place of places) {
      const [file, pointer = ''] = place.split(' ');
      // (the widget's own list, counted above)
      if (file === WIDGET_MESSAGES_FILE) continue;
      // a key an entry of a setting names, drawn by the widget that reads that setting
      const setting = /^\/settings\/(\w+)\//.exec(pointer)?.[1];
      const reader = setting && drawers.find(([, d]) => d.settings?.includes(setting));
      if (reader) {
        chunks.push(namedBy(reader[0]));
        continue;
      }
      // the code's own keys (src/data/check/locales.ts CODE_KEYS) stay in the bundle
      if (file === 'src/') {
        chunks.push(null);
        continue;
      }
      const flow = lazy.find((f) => file === `flows/${f}`);
      // the wait lines of a page an entry row leads to: the wait before that page says them, from the bundle
      // (src/flow/entryWait.ts)
      const waitOf = /^\/pages\/([^/]+)\/wait\//.exec(pointer)?.[1];
      if (flow && waitOf && entryPages.has(waitOf)) {
        chunks.push(null);
        continue;
      }
      // (a block every page of the file shares: only its pages show it, unless it is for every file)
      if (flow) {
        chunks.push(/^\/(pages|requests|everyPage)\//.test(pointer) ? [flow] : null);
        continue;
      }
      const panel = /^schemas\/(.+)\.(ui|schema)\.json$/.exec(file)?.[1];
      const drawn = panel ? lazy.filter((f) => chunkPanelsOf[f].includes(panel)) : [];
      chunks.push(drawn.length ? drawn : null);
    }
    if (!chunks.length || chunks.some((c) => c === null)) continue;
    for (const f of new Set(chunks.flat())) out[f][key] = text;
    // (a word only a widget no panel names draws goes nowhere)
    away.add(key);
  }
  return { out, away };
}

/** The effects whose value names a request (src/flow/namedRequest.ts REQUEST_EFFECTS, kept equal by a test). */
export const REQUEST_EFFECTS = ['sendRequest', 'fetch', 'passkeyAutofill', 'navigateToRequest'];

/** The pages a file's rows go to and the requests it names (a page's request, a request effect's value). */
function targetsOf(flow) {
  const rows = [
    ...Object.values(flow.entries ?? {}).flat(),
    ...Object.values(flow.always ?? {}).flat(),
    ...Object.values(flow.everyPage?.events ?? {}).flat(),
    ...Object.values(flow.pages ?? {}).flatMap((p) => [
      ...(p.onEnter ?? []),
      ...Object.values(p.on ?? {}).flat(),
      ...Object.values(p.events ?? {}).flat(),
    ]),
  ];
  const pages = rows.map((r) => r.goto).filter(Boolean);
  const requests = [
    ...Object.values(flow.pages ?? {}).flatMap((p) => [
      p.request,
      ...Object.values(p.requestFor ?? {}).flatMap((byValue) => Object.values(byValue)),
    ]),
    ...rows.flatMap((r) => (r.effects ?? []).filter((e) => REQUEST_EFFECTS.includes(e?.effect)).map((e) => e.value)),
  ].filter(Boolean);
  return { pages, requests };
}

/**
 * Where the pages and requests these files lead to live, when that is another chunk: "page:X" / "request:Y" → chunk.
 * Only what the files can reach, so a page added to a chunk and reached only from inside it changes nothing else.
 */
function routesOf(sources, owner, exclude) {
  const routes = {};
  for (const f of sources) {
    const { pages, requests } = targetsOf(f);
    for (const p of pages) if (owner.page[p] && !exclude.has(owner.page[p])) routes[`page:${p}`] = owner.page[p];
    for (const r of requests)
      if (owner.request[r] && !exclude.has(owner.request[r])) routes[`request:${r}`] = owner.request[r];
  }
  return routes;
}

/**
 * Writes src/generated/ under `root` from `loaded`: the data files as the data check read and passed them
 * (scripts/check-data.ts --out), never from the folders themselves, so the widget carries what the check saw.
 * Returns the chunk names (one per non-core flow file).
 */
export function generate(root, loaded) {
  const gen = path.join(root, 'src/generated');
  // everything but the widgets' documentation and the locale list, written before the data check
  // (scripts/widget-docs.mjs, scripts/locale-index.mjs)
  for (const f of fs.existsSync(gen) ? fs.readdirSync(gen) : [])
    if (f !== 'widget-docs.json' && f !== 'locales.json')
      fs.rmSync(path.join(gen, f), { recursive: true, force: true });
  for (const d of ['validators', 'flows', 'chunks', 'panels', 'conditions', 'brands'])
    fs.mkdirSync(path.join(gen, d), { recursive: true });
  // a file's "$schema" names its shape for an editor: nothing the widget reads (the bundle leaves it out)
  const unshaped = ({ $schema: _shape, ...rest }) => rest;
  for (const p of Object.keys(loaded.schemas)) {
    loaded.schemas[p] = unshaped(loaded.schemas[p]);
    if (loaded.uis[p]) loaded.uis[p] = unshaped(loaded.uis[p]);
  }
  for (const p of Object.keys(loaded.schemas).sort()) {
    const schema = loaded.schemas[p];
    fs.writeFileSync(path.join(gen, 'panels', `${p}.schema.json`), JSON.stringify(schema));
    fs.writeFileSync(path.join(gen, 'panels', `${p}.ui.json`), JSON.stringify(loaded.uis[p]));
    // Error messages are ours (keyword → message key), so ajv's English texts and line breaks are left out.
    fs.writeFileSync(
      path.join(gen, 'validators', `${p}.cjs`),
      compileSchemaValidatorsCode(schema, {
        ajvOptionsOverrides: { messages: false, verbose: false, code: { lines: false, optimize: true } },
        // a date relative to today (src/form/dateKeyword.cjs), checked against the user's own today
        extenderFn: withDateKeyword('local'),
      }),
    );
    fs.writeFileSync(
      path.join(gen, 'validators', `${p}.d.cts`),
      "import type { ValidatorFunctions } from '@rjsf/validator-ajv8';\ndeclare const fns: ValidatorFunctions;\nexport = fns;\n",
    );
  }
  const files = Object.keys(loaded.flows).sort();
  const flows = Object.fromEntries(files.map((f) => [f, strip(loaded.flows[f])]));
  const core = files.filter((f) => CORE_FLOWS.includes(f));
  const lazy = files.filter((f) => !CORE_FLOWS.includes(f));
  // an entry row, in any file, whose page comes in a flow's own file carries that page's wait lines, so the wait before
  // the page says them before its file is loaded (src/flow/entryWait.ts)
  const lazyPage = (name) => lazy.map((f) => flows[f].pages?.[name]).find(Boolean);
  for (const f of files) {
    const { entries } = flows[f];
    if (!entries) continue;
    const rows = (list) =>
      list.map((r) => (r.goto && lazyPage(r.goto)?.wait ? { ...r, wait: lazyPage(r.goto).wait } : r));
    flows[f] = { ...flows[f], entries: Object.fromEntries(Object.entries(entries).map(([k, l]) => [k, rows(l)])) };
  }
  for (const f of lazy)
    if (flows[f].session)
      throw new Error(
        `flows/${f} /session: the session belongs in a flow file the bundle carries (${CORE_FLOWS.join(', ')})`,
      );
  const corePanels = new Set(core.flatMap((f) => [...panelsOf(flows[f])]));
  const chunkPanelsOf = Object.fromEntries(
    lazy.map((f) => [f, [...panelsOf(flows[f])].filter((p) => !corePanels.has(p))]),
  );
  const { out: chunkMessages, away } = messagesOfChunks(loaded, lazy, chunkPanelsOf, corePanels);
  // the bundled en_US leaves them out (scripts/widget-messages.mjs): each chunk brings its own
  loaded.chunkKeys = [...away];
  // by chunk, the keys it brings: the other locales' words for them travel beside it (scripts/widget-messages.mjs)
  loaded.chunkMessageKeys = Object.fromEntries(
    Object.entries(chunkMessages).map(([f, m]) => [f.replace('.json', ''), Object.keys(m)]),
  );
  const owner = { page: {}, request: {} };
  for (const f of lazy) {
    for (const p of Object.keys(flows[f].pages ?? {})) owner.page[p] = f.replace('.json', '');
    for (const r of Object.keys(flows[f].requests ?? {})) owner.request[r] = f.replace('.json', '');
  }

  const head = ['// Generated by scripts/generate-data.mjs from schemas/ and flows/. Do not edit.'];
  const data = [
    ...head,
    "import type { FlowFile, PanelFiles } from '../data/types';",
    "import type { Effect } from '../flow/effectTypes';",
    "import type { ReplyType } from '../api/replyTypes';",
  ];
  const { lines, entries } = panelImports(corePanels, '..', loaded.uis, loaded.schemas);
  const coreEffects = effectImports(
    core.map((f) => flows[f]),
    '..',
  );
  const coreReplyTypes = replyTypeImports(
    core.map((f) => flows[f]),
    '..',
  );
  data.push(...lines, ...coreEffects.lines, ...coreReplyTypes.lines);
  // the conditions' schemas of what the bundle carries: its files, its panels, and every file's entry and 'always' rows
  // (none: no module, and the bundle carries nothing for them)
  const writeMatchers = (name, ...of) => {
    const schemas = conditionSchemas(...of);
    if (!schemas.length) return false;
    fs.writeFileSync(path.join(gen, 'conditions', `${name}.cjs`), matchersCode(schemas));
    fs.writeFileSync(path.join(gen, 'conditions', `${name}.d.cts`), MATCHERS_TYPES);
    return true;
  };
  const coreMatchers = writeMatchers(
    'core',
    core.map((f) => flows[f]),
    [...corePanels].map((p) => loaded.uis[p]),
    lazy.map((f) => [flows[f].entries, flows[f].always]),
  );
  if (coreMatchers) data.push("import coreMatchers from './conditions/core.cjs';");
  for (const f of core) {
    fs.writeFileSync(path.join(gen, 'flows', f), JSON.stringify(flows[f]));
    data.push(`import ${ident(f.replace('.json', ''))}Flow from './flows/${f}';`);
  }
  // the package imports the locales and a brand's words (src/package/platform.ts), one import per file, never a glob
  // (which would take in every file under the folder, a brand's among them): a host's bundler emits exactly these
  const brandFiles = [];
  for (const [brand, byLocale] of Object.entries(brandWidgetWords(loaded.brands)))
    for (const [locale, words] of Object.entries(byLocale)) {
      fs.writeFileSync(path.join(gen, 'brands', `${brand}.${locale}.json`), JSON.stringify(words));
      brandFiles.push([`${brand}/${locale}`, `./brands/${brand}.${locale}.json`]);
    }
  fs.writeFileSync(
    path.join(gen, 'imports.ts'),
    [
      ...head,
      "import type { Messages } from '../i18n/messages';",
      '',
      'type Load = () => Promise<{ default: Messages }>;',
      "/** Each locale file, by name (the build leaves the server's words and the file's settings out of it). */",
      'export const localeImports: Record<string, Load> = {',
      ...Object.keys(loaded.locales)
        .sort()
        .map((l) => `  ${l}: () => import('../../locales/${l}.json') as Promise<{ default: Messages }>,`),
      '};',
      '/** A brand\'s words for a locale, by "<brand>/<locale>". */',
      'export const brandWordImports: Record<string, Load> = {',
      ...brandFiles.map(([k, f]) => `  '${k}': () => import('${f}') as Promise<{ default: Messages }>,`),
      '};',
      '',
    ].join('\n'),
  );
  data.push('', '/** By brand, the locales it words its own way (dist/locales/brands/: src/host/brandWords.ts). */');
  data.push(`export const brandWords: Record<string, string[]> = ${JSON.stringify(brandWordsIndex(loaded.brands))};`);
  data.push('', '/** The compiled schemas of the conditions the bundle carries (src/panels/matchers.ts). */');
  data.push(
    `export const conditionMatchers: Record<string, (data: unknown) => boolean> = ${coreMatchers ? 'coreMatchers' : '{}'};`,
  );
  data.push('', "/** The panels of the sign-on flow (the others come with their flow's chunk). */");
  data.push('export const panelFiles: Record<string, PanelFiles> = {', ...entries, '};', '');
  data.push("/** The core flow files, and of every other file its entry and 'always' rows (its pages come later). */");
  data.push('export const flowFiles: Record<string, FlowFile> = {');
  for (const f of core) data.push(`  '${f}': ${ident(f.replace('.json', ''))}Flow as unknown as FlowFile,`);
  for (const f of lazy) {
    const { entries: e, always: a } = flows[f];
    data.push(`  '${f}': ${JSON.stringify({ pages: {}, ...(e ? { entries: e } : {}), ...(a ? { always: a } : {}) })},`);
  }
  data.push('};', '', '/** The chunk effects (src/flow/chunk-effects.json) the core files name. */');
  data.push(`export const flowEffects: Record<string, Effect> = ${coreEffects.record};`, '');
  data.push('/** The chunk reply types (src/api/chunk-reply-types.json) the core files name. */');
  data.push(`export const flowReplyTypes: Record<string, ReplyType> = ${coreReplyTypes.record};`, '');
  data.push('/** The chunks the bundled rows lead to (each chunk brings the routes of its own rows). */');
  data.push(
    `export const flowRoutes: Record<string, string> = ${JSON.stringify(routesOf(core.map((f) => flows[f]).concat(lazy.map((f) => ({ entries: flows[f].entries, always: flows[f].always }))), owner, new Set()))};`,
    '',
  );
  for (const f of lazy) {
    const name = f.replace('.json', '');
    // the entry and 'always' rows are in the bundle already
    const own = Object.fromEntries(Object.entries(flows[f]).filter(([k]) => k !== 'entries' && k !== 'always'));
    fs.writeFileSync(path.join(gen, 'flows', f), JSON.stringify(own));
    const chunkPanels = chunkPanelsOf[f];
    const imports = panelImports(chunkPanels, '../..', loaded.uis, loaded.schemas);
    const chunkEffects = effectImports([flows[f]], '../..');
    const chunkReplyTypes = replyTypeImports([flows[f]], '../..');
    const matchers = writeMatchers(
      name,
      own,
      chunkPanels.map((p) => loaded.uis[p]),
    );
    fs.writeFileSync(
      path.join(gen, 'chunks', `${name}.ts`),
      [
        ...head,
        "import type { FlowChunk, FlowFile, PanelFiles } from '../../data/types';",
        ...imports.lines,
        ...chunkEffects.lines,
        ...chunkReplyTypes.lines,
        `import flow from '../flows/${f}';`,
        ...(matchers ? [`import matchers from '../conditions/${name}.cjs';`] : []),
        '',
        `const chunk: FlowChunk = { file: '${f}', routes: ${JSON.stringify(routesOf([flows[f]], owner, new Set([name])))}, flow: flow as unknown as FlowFile, messages: ${JSON.stringify(chunkMessages[f])}, panels: {`,
        ...imports.entries,
        `}, effects: ${chunkEffects.record}, replyTypes: ${chunkReplyTypes.record}${matchers ? ', matchers' : ''} };`,
        'export default chunk;',
        '',
      ].join('\n'),
    );
    fs.writeFileSync(
      path.join(gen, 'chunks', `${name}.entry.ts`),
      [
        ...head,
        '// The script-tag build of the chunk: it registers itself for the widget (src/host/lazyScript.ts).',
        `import chunk from './${name}';`,
        '',
        `(self as unknown as Record<string, unknown>).${chunkGlobal(name)} = chunk;`,
        '',
      ].join('\n'),
    );
  }
  fs.writeFileSync(path.join(gen, 'data.ts'), data.join('\n'));
  return lazy.map((f) => f.replace('.json', ''));
}
