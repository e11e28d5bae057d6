// The build reads the data through the check's loader only (docs/product-owner.md "The check and the build"): the
// check hands over the data it passed (build/check-data.cjs --out), nothing when it fails, and the generated data is
// made from what it handed over, not from the folders.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { copy, edit, root } from '../test/support/dataFiles';
import { readDataFiles } from './check-data';
import { brandTexts, withInherited } from '../src/i18n/inherit';

const CHECK = path.join(root, 'build/check-data.cjs');
const made: string[] = [];
afterAll(() => made.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));
const check = (dir: string, out: string) =>
  spawnSync(process.execPath, [CHECK, '--out', out, '--quiet'], { cwd: dir, encoding: 'utf8' });

test('a passing check hands over the data as its loader read it (locales whole); a failing one hands over nothing', () => {
  const dir = copy();
  made.push(dir);
  const out = path.join(dir, 'build/data-files.json');
  expect(check(dir, out).status).toBe(0);
  const { files } = readDataFiles(dir);
  const handed = JSON.parse(fs.readFileSync(out, 'utf8')) as Record<string, unknown>;
  expect(handed).toEqual({
    flows: files.flows,
    schemas: files.schemas,
    uis: files.uis,
    // a regional locale with its parents' messages under its own, by the loader's one function (src/i18n/inherit.ts)
    locales: withInherited(files.locales),
    // by brand, the words it gives (src/i18n/inherit.ts brandTexts): none in the shipped data
    brands: brandTexts(files.locales, files.brandLocales ?? {}),
    keyPlaces: expect.any(Object),
  });
  // and where each message key is used, for the build to put a key only a chunk shows in that chunk
  expect((handed.keyPlaces as Record<string, string[]>)['panel.passkeyOffer.title']).toEqual([
    'schemas/passkey-offer.ui.json /ui:panel/title',
  ]);
  // a page of a flow that goes nowhere: refused, and the earlier hand-over is gone with it
  edit(dir, 'flows/sign-on.json', (f) => {
    f.pages.LOGIN_PAGE.on.SUCCESS = [{ goto: 'NO_SUCH_PAGE' }];
  });
  const failed = check(dir, out);
  expect(failed.status).toBe(1);
  expect(failed.stderr).toContain('NO_SUCH_PAGE');
  expect(fs.existsSync(out)).toBe(false);
});

test('the generated panels, flows and validators come from the handed-over data, not from the folders', () => {
  const dir = copy();
  made.push(dir);
  const { files } = readDataFiles(dir);
  // what the check saw differs from the disk (an edit saved after the check ran): the build follows the check
  const loaded = structuredClone(files);
  const signOn = loaded.schemas['sign-on'] as { $comment?: string; properties: Record<string, { maxLength?: number }> };
  signOn.$comment = 'as checked';
  signOn.properties.userId.maxLength = 4321;
  (loaded.flows['sign-on.json'] as { $comment?: string }).$comment = 'as checked';
  // the build's own module, as esbuild.mjs runs it (ESM, outside jest's module system)
  const handed = path.join(dir, 'build/data-files.json');
  fs.mkdirSync(path.dirname(handed), { recursive: true });
  fs.writeFileSync(handed, JSON.stringify(loaded));
  const run = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import fs from 'node:fs'; import { generate } from ${JSON.stringify(path.join(root, 'scripts/generate-data.mjs'))};
       console.log(JSON.stringify(generate(${JSON.stringify(dir)}, JSON.parse(fs.readFileSync(${JSON.stringify(handed)}, 'utf8')))));`,
    ],
    { encoding: 'utf8' },
  );
  expect(run.stderr).toBe('');
  const chunks = JSON.parse(run.stdout) as string[];
  const gen = path.join(dir, 'src/generated');
  expect(JSON.parse(fs.readFileSync(path.join(gen, 'panels/sign-on.schema.json'), 'utf8'))).toMatchObject({
    $comment: 'as checked',
  });
  expect(JSON.parse(fs.readFileSync(path.join(gen, 'flows/sign-on.json'), 'utf8'))).toMatchObject({
    $comment: 'as checked',
  });
  expect(fs.readFileSync(path.join(gen, 'validators/sign-on.cjs'), 'utf8')).toContain('4321');
  const core = JSON.parse(fs.readFileSync(path.join(root, 'src/data/core-flows.json'), 'utf8')) as string[];
  expect(chunks.sort()).toEqual(
    Object.keys(files.flows)
      .filter((f) => !core.includes(f))
      .map((f) => f.replace('.json', ''))
      .sort(),
  );
  // nothing of the generated data points back at the folders
  expect(fs.readFileSync(path.join(gen, 'data.ts'), 'utf8')).not.toMatch(/\.\.\/schemas\//);
});
