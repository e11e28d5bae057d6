// The sign-on panel made at build time (docs/host.md "The panel before the bundle"): the widget's own start-up and
// renderer, run in Node against the replies of a plain app, drawn by React's server rendering in every locale whose
// words need no MessageFormat 2 runtime. Writes what the first script (src/first/) needs to decide, from the data,
// whether a page's panel is this one: the entry row it came from, and the facts its data reads with their values.
import fs from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { WaitBox } from '../src/panels/WaitOverlay';
import { Root } from '../src/app/Root';
import type { Env } from '../src/app/env';
import type { WidgetDom } from '../src/app/contexts';
import { createWidgetStore } from '../src/app/store';
import { choose, fillPath } from '../src/api/values';
import { GUARD_NAMES } from '../src/flow/guards';
import { panels, tables } from '../src/data/load';
import { WAIT_LINES } from '../src/data/types';
import { createDrafts } from '../src/flow/drafts';
import { withShared } from '../src/flow/everyPage';
import { entryWaitKeys } from '../src/flow/entryWait';
import { createSecrets } from '../src/flow/secrets';
import { startWidget } from '../src/flow/start';
import { resolveConfig } from '../src/host/config';
import { needsRuntime, type Messages } from '../src/i18n/messages';
import {
  PLAIN_REPLY,
  configInputs,
  entrySource,
  factEnv,
  readFacts,
  readTokens,
  sessionFrom,
  type Prebuilt,
} from '../src/first/fit';
import enUS from '../locales/en_US.json';

const [outJson, outDir, localeDir] = process.argv.slice(2);
const ENTRY = 'authenticateUser';
const never = new Promise<never>(() => undefined);

/** The start-up as the widget runs it, the calls before the panel answered as for a plain app, the rest never. */
async function started(locale: string, messages: Messages, brand?: string) {
  const config = resolveConfig(
    { appId: 'app', brandId: brand ?? 'brand', language: locale },
    { href: 'https://host.invalid/', scriptSrc: 'https://widget.invalid/dist/auth-widget.js' },
  );
  const scope = { config } as unknown as Parameters<typeof fillPath>[1];
  const first = tables.session.start
    .filter((c) => c.beforePanel)
    .map((c) => fillPath(choose(tables.requests[c.request].path, {}), scope));
  const fail = () => Promise.reject(new Error('not at build time'));
  const env: Env = {
    config,
    // a brand's words are laid over the locale's in `messages`: they are the locale's messages, en_US's too
    worded: brand ? [locale] : [],
    api: {
      call: (_m, p) => (first.includes(p) ? Promise.resolve(PLAIN_REPLY) : never),
    },
    host: {
      navigate: () => undefined,
      open: () => undefined,
      reload: () => undefined,
      appCallback: () => undefined,
      returnToApp: () => false,
      has: () => false,
      logoutCallback: () => undefined,
      close: () => undefined,
      href: () => 'https://host.invalid/',
      browserInfo: () => ({}),
      delay: () => never,
    },
    tables,
    panels,
    loadLocale: () => Promise.resolve(messages),
    messages: { locale, messages },
    loadCaptcha: fail,
    loadWebauthn: fail,
    loadMessageFormat: fail,
    loadMarks: fail,
    ensure: () => Promise.resolve(),
    drafts: createDrafts(),
    secrets: createSecrets(),
    report: (m, d) => {
      throw new Error(`${m} ${JSON.stringify(d ?? '')}`);
    },
  };
  const store = createWidgetStore(env);
  void store.dispatch(startWidget(ENTRY));
  await new Promise<void>((resolve) => {
    const check = () => store.getState().flow.page && resolve();
    store.subscribe(check);
    check();
  });
  return { env, store };
}

/** The first script's wait (src/first/waitLines.ts): the lines each entry row's page names, and en_US's words. */
function waitOf(lastRow: number): Pick<Prebuilt, 'waitRows' | 'waitEntries' | 'waitWords' | 'waitMarkup'> {
  const waitRows: Record<string, string[]> = {};
  tables.entries[ENTRY].slice(0, lastRow + 1).forEach((row, i) => {
    const lines = row.goto ? tables.pages[row.goto]?.wait : undefined;
    if (lines) waitRows[i] = lines;
  });
  // the other entries: the words before their first panel, as the renderer says them (src/flow/entryWait.ts)
  const waitEntries: Record<string, string[]> = {};
  for (const entry of Object.keys(tables.entries)) {
    const lines = entry === ENTRY ? null : entryWaitKeys(tables, entry);
    if (lines) waitEntries[entry] = lines;
  }
  const en = enUS as Record<string, string>;
  const keys = [...new Set([...WAIT_LINES, ...Object.values(waitRows).flat(), ...Object.values(waitEntries).flat()])];
  // a line that needs formatting is left to the renderer (the wait shows no words until then)
  const waitWords = Object.fromEntries(keys.filter((k) => !/[{}\\]/.test(en[k])).map((k) => [k, en[k]]));
  return { waitRows, waitEntries, waitWords, waitMarkup: renderToStaticMarkup(<WaitBox band={false} lines={null} />) };
}

/** By brand, the locales it words its own way (the files the build wrote beside the locales): no prebuilt panel there. */
function brandWordsIn(dir: string): Record<string, string[]> {
  if (!fs.existsSync(dir)) return {};
  return Object.fromEntries(
    fs.readdirSync(dir).map((b) => [b, fs.readdirSync(path.join(dir, b)).map((f) => path.basename(f, '.json'))]),
  );
}

const locales: Record<string, Messages> = { en_US: enUS };
for (const f of fs.readdirSync(localeDir))
  if (f.endsWith('.json') && f !== 'en_US.json')
    locales[path.basename(f, '.json')] = JSON.parse(fs.readFileSync(path.join(localeDir, f), 'utf8')) as Messages;

const { env, store } = await started('en_US', locales.en_US);
const { flow, page, last } = store.getState().flow;
if (!page || !last) throw new Error('prebuild: the start-up drew no panel');
const def = tables.pages[page];
const files = panels[def.panel ?? ''];
const start = tables.session.start.filter((c) => c.beforePanel).map((c) => c.request);
const requests = Object.fromEntries(start.map((name) => [name, tables.requests[name]]));
const session = sessionFrom(requests, Object.fromEntries(start.map((name) => [name, PLAIN_REPLY])));
if (!session) throw new Error('prebuild: the plain replies do not start the widget');
const base: Prebuilt = {
  entry: ENTRY,
  page,
  flow: String(flow),
  source: last.source,
  // only names a fact can have: a fact's or guard's own, or one under app. or context. (what replies and the flow
  // context bring); a text's other words are not facts
  tokens: readTokens([withShared(files.ui, def.shared), files.schema], Object.values(locales)).filter(
    (t) => GUARD_NAMES.includes(t) || /^(app|context)\./.test(t),
  ),
  facts: {},
  config: configInputs(env.config),
  start,
  // of a request, what its address and its reply's reading need; of the entry rows, their guards up to the one
  // followed (the first that holds is followed: what comes after it cannot change that)
  requests: Object.fromEntries(
    Object.entries(requests).map(([k, { path, query, reply, session, require }]) => [
      k,
      { path, query, reply, session, require },
    ]),
  ),
  rows: tables.entries[ENTRY].slice(0, Number(last.source.split('/').pop()) + 1).map(({ when }) => ({ when })),
  // the rules of passwords are no fact (src/panels/viewFacts.ts scalarSettings)
  settings: { ...tables.settings, passwordRules: [] },
  locales: [],
  brandWords: brandWordsIn(path.join(localeDir, 'brands')),
  ...waitOf(Number(last.source.split('/').pop())),
};
const facts = factEnv(env.config, tables.settings, () => false);
// the first script's reading of the replies must be the engine's: the row it would follow is the one the widget did
if (entrySource(base, facts, session) !== last.source)
  throw new Error(`prebuild: the entry row read from the replies is not ${last.source}`);
const out: Prebuilt = { ...base, facts: readFacts(base, facts, session) };
fs.mkdirSync(outDir, { recursive: true });
for (const [locale, messages] of Object.entries(locales)) {
  if (needsRuntime(messages) || needsRuntime(locales.en_US)) continue;
  const { env: e, store: s } = await started(locale, messages);
  const dom = { panelRoot: null, waitRoot: null } as unknown as WidgetDom;
  const html = renderToString(<Root store={s} env={e} dom={dom} />);
  if (locale === 'en_US') out.markup = html;
  else fs.writeFileSync(path.join(outDir, `${locale}.html`), html);
  out.locales.push(locale);
}
// a brand that words a locale its own way: its panel in its words, beside the others (src/first/tagStart.ts)
for (const [brand, worded] of Object.entries(out.brandWords))
  for (const locale of worded.filter((l) => out.locales.includes(l))) {
    const own = JSON.parse(
      fs.readFileSync(path.join(localeDir, 'brands', brand, `${locale}.json`), 'utf8'),
    ) as Messages;
    const words = { ...locales[locale], ...own };
    if (needsRuntime(words)) continue;
    const { env: e, store: s } = await started(locale, words, brand);
    const dom = { panelRoot: null, waitRoot: null } as unknown as WidgetDom;
    fs.mkdirSync(path.join(outDir, 'brands', brand), { recursive: true });
    fs.writeFileSync(
      path.join(outDir, 'brands', brand, `${locale}.html`),
      renderToString(<Root store={s} env={e} dom={dom} />),
    );
  }
fs.writeFileSync(outJson, JSON.stringify(out, null, 1));
