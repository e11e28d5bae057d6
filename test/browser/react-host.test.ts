// The npm package as a React host uses it: `npm pack`, the tarball installed beside a small React application
// (test/fixtures/react-host), type-checked with the package's .d.ts, bundled with esbuild against the host's own
// React, and driven in Chromium through the reference server under the strict CSP.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import * as esbuild from 'esbuild';
import { axe, DIALOG, onPage, openTab, ROOT, startHarness, type Harness, type Tab, submit } from './harness';
import { DEMO_PASSWORD } from '../../server/store/seed';
import { figure } from '../support/figures';

jest.setTimeout(120_000);

const FIXTURE = path.join(ROOT, 'test/fixtures/react-host');
let tmp: string;
let h: Harness;
let meta: esbuild.Metafile;
let packed: string[];

/** npm pack (dist/ is built by `npm test`'s pretest) and the tarball unpacked as the host's node_modules/auth-widget. */
function installPackage(hostDir: string) {
  const out = execFileSync('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', tmp], {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const [info] = JSON.parse(out) as { filename: string; files: { path: string }[] }[];
  packed = info.files.map((f) => f.path);
  const dest = path.join(hostDir, 'node_modules/auth-widget');
  fs.mkdirSync(dest, { recursive: true });
  execFileSync('tar', ['-xzf', path.join(tmp, info.filename), '-C', dest, '--strip-components=1']);
  // the host's own React (and its types): one copy, the one the host resolves
  for (const dep of ['react', 'react-dom', '@types/react', '@types/react-dom']) {
    fs.mkdirSync(path.dirname(path.join(hostDir, 'node_modules', dep)), { recursive: true });
    fs.symlinkSync(path.join(ROOT, 'node_modules', dep), path.join(hostDir, 'node_modules', dep), 'dir');
  }
}

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'aw-react-host-'));
  const hostDir = path.join(tmp, 'host');
  fs.cpSync(FIXTURE, path.join(hostDir, 'src'), { recursive: true });
  installPackage(hostDir);
  // served as the harness's project root: demo/ is the host's site; dist/ only has to exist (the page never loads it)
  const site = path.join(tmp, 'root');
  fs.mkdirSync(path.join(site, 'demo'), { recursive: true });
  fs.symlinkSync(path.join(ROOT, 'dist'), path.join(site, 'dist'), 'dir');
  // the server's apps, words, panels and flows are the project's (seed/, locales/, schemas/, flows/)
  for (const d of ['seed', 'locales', 'schemas', 'flows'])
    fs.symlinkSync(path.join(ROOT, d), path.join(site, d), 'dir');
  for (const f of ['index.html', 'done.html']) fs.copyFileSync(path.join(FIXTURE, f), path.join(site, 'demo', f));
  const result = await esbuild.build({
    entryPoints: [path.join(hostDir, 'src/main.tsx')],
    outdir: path.join(site, 'demo/app'),
    bundle: true,
    format: 'esm',
    splitting: true,
    minify: true,
    target: 'es2020',
    platform: 'browser',
    jsx: 'automatic',
    metafile: true,
    logLevel: 'error',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  meta = result.metafile;
  h = await startHarness({ root: site });
});
afterAll(async () => {
  await h?.close();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

test('the host type-checks against the package: typed props, and wrong ones refused', () => {
  const tsc = path.join(ROOT, 'node_modules/typescript/bin/tsc');
  // types-check.tsx holds @ts-expect-error lines: an unknown flow, a config without appId, a mistyped handler. The
  // declaration files are not checked themselves (skipLibCheck: React's and the DOM's are half of tsc's work here):
  // the package's come from the project's own checked sources, and what they could get wrong as a package (an import
  // of a file the package leaves out, or of a package the host need not have) is checked below
  let problems = '';
  try {
    execFileSync(process.execPath, [tsc, '-p', path.join(tmp, 'host/src/tsconfig.json'), '--skipLibCheck'], {
      encoding: 'utf8',
      stdio: 'pipe',
    });
  } catch (e) {
    problems = String((e as { stdout?: string }).stdout ?? e);
  }
  expect(problems).toBe('');
  const dts = fs.readFileSync(
    path.join(tmp, 'host/node_modules/auth-widget/dist/types/package/AuthWidget.d.ts'),
    'utf8',
  );
  expect(dts).toContain('export declare function AuthWidget(props: AuthWidgetProps): null;');
  // every import of the package's declarations is one of its own files, there
  const types = path.join(tmp, 'host/node_modules/auth-widget/dist/types');
  const files = fs.readdirSync(types, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.d.ts'));
  const imports = files.flatMap((f) =>
    [...fs.readFileSync(path.join(types, f), 'utf8').matchAll(/(?:from\s+|import\()['"]([^'"]+)['"]/g)].map((m) => {
      // a file, or a folder's index (tsc writes import(".") for the index beside it)
      const base = path.join(path.dirname(path.join(types, f)), m[1]);
      const found = [`${base}.d.ts`, path.join(base, 'index.d.ts')].some((t) => fs.existsSync(t));
      return `${f}: ${m[1]} ${m[1].startsWith('.') && found ? 'in the package' : 'missing'}`;
    }),
  );
  expect(imports.length).toBeGreaterThan(0);
  expect(imports.filter((i) => !i.endsWith('in the package'))).toEqual([]);
});

test("the host's bundle has one React, the host's, which the widget's ESM imports", () => {
  const inputs = Object.keys(meta.inputs);
  const reactCopies = inputs.filter((p) => /(^|\/)react\/cjs\/react\.production\.js$/.test(p));
  const domCopies = inputs.filter((p) => /(^|\/)react-dom\/cjs\/react-dom-client\.production\.js$/.test(p));
  expect(reactCopies).toHaveLength(1);
  expect(domCopies).toHaveLength(1);
  // the host resolved React through a symlink to the project's node_modules: that is the copy in the bundle
  expect(fs.realpathSync(path.resolve(reactCopies[0]))).toBe(
    fs.realpathSync(path.join(ROOT, 'node_modules/react/cjs/react.production.js')),
  );
  const fromPackage = inputs.filter((p) => p.includes('node_modules/auth-widget/'));
  expect(fromPackage.length).toBeGreaterThan(1);
  for (const p of fromPackage) expect(p).toMatch(/node_modules\/auth-widget\/dist\/(esm\/.*\.mjs|auth-widget\.css)$/);
  const entry = fromPackage.find((p) => p.endsWith('dist/esm/index.mjs'))!;
  const imported = meta.inputs[entry].imports.map((i) => i.original);
  expect(imported).toEqual(expect.arrayContaining(['react', 'react-dom/client']));
  // the locale files stay lazy chunks in the host's output
  const outputs = Object.entries(meta.outputs);
  const main = outputs.find(([p]) => p.endsWith('/main.js'))!;
  const lazy = outputs.filter(([, o]) =>
    Object.keys(o.inputs).some((i) => /auth-widget\/dist\/esm\/chunks\/de_DE-/.test(i)),
  );
  expect(lazy).toHaveLength(1);
  expect(lazy[0][0]).not.toBe(main[0]);
  const kib = (n: number) => (n / 1024).toFixed(1);
  const widgetBytes = Object.entries(main[1].inputs)
    .filter(([p]) => p.includes('node_modules/auth-widget/'))
    .reduce((n, [, i]) => n + i.bytesInOutput, 0);
  figure(
    '8.2 react host',
    `React host (npm pack → esbuild): main.js ${kib(main[1].bytes)} KiB min with one React; the widget's part ${kib(widgetBytes)} KiB; ${packed.length} files packed`,
  );
});

/** The host page with the widget's events as the host saw them. */
async function host(query = ''): Promise<{ tab: Tab; events: () => Promise<string[]>; requests: string[] }> {
  const tab = await openTab(h, `/${query}`);
  return { tab, requests: tab.requests, events: () => tab.page.locator('#events li').allTextContents() };
}

test('the component opens sign-on in the host page (StrictMode), reports it once, and a re-render does not restart it', async () => {
  const { tab, events, requests } = await host();
  await onPage(tab, 'LOGIN_PAGE');
  expect(await tab.page.getAttribute(DIALOG, 'data-flow')).toBe('LOGIN');
  expect(await tab.page.locator('#auth-widget').count()).toBe(1);
  expect(await tab.page.locator(DIALOG).count()).toBe(1);
  expect(await axe(tab.page)).toEqual([]);
  expect(await events()).toEqual(['panel LOGIN LOGIN_PAGE']);
  const before = requests.length;
  // the host's own controls sit behind the modal: the host changes its state as its router or timers would
  await tab.page.dispatchEvent('#rerender', 'click');
  await tab.page.dispatchEvent('#rerender', 'click');
  await tab.page.waitForFunction(() => document.querySelector('#rerender')?.textContent?.includes('(2)'));
  // no call to the auth API again (a browser's own favicon request may come at any time)
  expect(requests.slice(before).filter((p) => p !== '/favicon.ico')).toEqual([]);
  expect(await events()).toEqual(['panel LOGIN LOGIN_PAGE']);
  // focus is in the panel, and the keyboard alone reaches the user id field
  await tab.page.waitForFunction(() => !!document.activeElement?.closest('#auth-widget [role="dialog"]'));
  for (
    let i = 0;
    i < 8 && !(await tab.page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name === 'userId'));
    i++
  )
    await tab.page.keyboard.press('Tab');
  await tab.page.keyboard.type('alice');
  expect(await tab.page.inputValue('input[name="userId"]')).toBe('alice');
  expect(requests.some((p) => p.startsWith('/dist/'))).toBe(false);
  expect(tab.violations).toEqual([]);
  expect(tab.errors).toEqual([]);
  await tab.release();
});

test('signing on through the component lands on the target URL', async () => {
  const { tab } = await host();
  await onPage(tab, 'LOGIN_PAGE');
  await tab.page.fill('input[name="userId"]', 'alice');
  await tab.page.fill('input[name="password"]', DEMO_PASSWORD);
  await submit(tab);
  await tab.page.waitForURL('**/done.html');
  expect(tab.violations).toEqual([]);
  expect(tab.errors).toEqual([]);
  await tab.release();
});

test('a new flow prop starts that flow; unmounting removes everything; mounting again starts over', async () => {
  const { tab, events } = await host();
  await onPage(tab, 'LOGIN_PAGE');
  await tab.page.dispatchEvent('#forgot', 'click');
  await onPage(tab, 'FORGOT_PASSWORD');
  expect(await tab.page.getAttribute(DIALOG, 'data-flow')).toBe('FPS');
  expect(await tab.page.locator('#auth-widget').count()).toBe(1);
  expect(await events()).toEqual(['panel LOGIN LOGIN_PAGE', 'panel FPS FORGOT_PASSWORD']);
  await tab.page.dispatchEvent('#toggle', 'click');
  await tab.page.waitForSelector('#auth-widget', { state: 'detached' });
  await tab.page.waitForSelector('#auth-widget-wait', { state: 'detached' });
  // nothing of the modal stays on the host's page: its application is not hidden from assistive technology
  expect(
    await tab.page.evaluate(() => [...document.querySelectorAll('[aria-hidden]')].map((e) => e.id || e.tagName)),
  ).toEqual([]);
  expect(await tab.page.evaluate(() => document.body.className)).not.toContain('ReactModal');
  await tab.page.click('#toggle');
  await onPage(tab, 'FORGOT_PASSWORD');
  expect(tab.violations).toEqual([]);
  expect(tab.errors).toEqual([]);
  await tab.release();
});

test('closing the panel from inside tells the host', async () => {
  const { tab, events } = await host();
  await onPage(tab, 'LOGIN_PAGE');
  await tab.page.click(`${DIALOG} [data-action="close"]`);
  await tab.page.waitForSelector('#auth-widget', { state: 'detached' });
  await tab.page.waitForFunction(() =>
    [...document.querySelectorAll('#events li')].some((li) => li.textContent === 'close'),
  );
  expect(await events()).toEqual(['panel LOGIN LOGIN_PAGE', 'close']);
  expect(tab.violations).toEqual([]);
  expect(tab.errors).toEqual([]);
  await tab.release();
});

test('another language loads its locale chunk from the host bundle only when chosen', async () => {
  const { tab, requests } = await host('?lang=de_DE');
  await onPage(tab, 'LOGIN_PAGE');
  expect(await tab.page.getAttribute('#auth-widget', 'lang')).toBe('de-DE');
  await tab.page.waitForFunction(
    () => document.querySelector('#auth-widget [role="dialog"] button[type="submit"]')?.textContent === 'Anmelden',
  );
  const chunks = requests.filter((p) => p.startsWith('/app/') && p.endsWith('.js') && p !== '/app/main.js');
  // (a brand's words for German, when the data give some, come in a chunk of their own: <brand>.de_DE-…)
  expect(chunks.filter((p) => /\/de_DE-/.test(p))).toHaveLength(1);
  expect(chunks.filter((p) => /(fr_FR|sv_SE|zh_CN)-/.test(p))).toEqual([]);
  expect(await axe(tab.page)).toEqual([]);
  expect(tab.violations).toEqual([]);
  await tab.release();
});

test('a config without appId is reported to onError and opens nothing', async () => {
  const { tab, events, requests } = await host('?noApp');
  await tab.page.waitForSelector('#events li');
  expect(await events()).toEqual(['error AuthWidget: config.appId and config.brandId are required']);
  expect(await tab.page.locator('#auth-widget').count()).toBe(0);
  expect(requests.filter((p) => !p.startsWith('/app/') && p !== '/' && p !== '/favicon.ico')).toEqual([]);
  expect(tab.errors).toEqual([]);
  await tab.release();
});
