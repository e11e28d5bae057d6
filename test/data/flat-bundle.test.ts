// A bundle that stays flat: ten panels added to a flow other than sign-on (as data: schemas/ and flows/ only) add not
// one byte to auth-widget.js; they go into that flow's own file, which grows by what they are (2 KiB gzip at most).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { buildCopy, FILES, projectCopy } from '../support/projectCopy';

jest.setTimeout(120_000);
let copy: string;
beforeAll(() => {
  // the project without the demo pages (the data check reads the server's stage table against flows/)
  copy = projectCopy(
    'aw-flat-',
    FILES.filter((f) => f !== 'demo'),
  );
});
afterAll(() => fs.rmSync(copy, { recursive: true, force: true }));

const build = () => buildCopy(copy);
const size = (f: string) => fs.statSync(path.join(copy, 'dist', f)).size;
const gzip = (f: string) => zlib.gzipSync(fs.readFileSync(path.join(copy, 'dist', f)), { level: 9 }).length;
const write = (rel: string, json: unknown) => fs.writeFileSync(path.join(copy, rel), JSON.stringify(json, null, 2));

function addTenPanels() {
  const file = path.join(copy, 'flows/recovery.json');
  const flow = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    pages: Record<string, { events?: Record<string, unknown[]> } & Record<string, unknown>>;
  };
  flow.pages.FPW_ENTER_CODE.events = { ...flow.pages.FPW_ENTER_CODE.events, SYNTHETIC: [{ goto: 'SYNTHETIC_1' }] };
  for (let i = 1; i <= 10; i++) {
    write(`schemas/synthetic-${i}.schema.json`, {
      type: 'object',
      required: ['answer'],
      properties: { answer: { type: 'string', maxLength: 40 + i }, agree: { type: 'boolean', default: false } },
    });
    write(`schemas/synthetic-${i}.ui.json`, {
      'ui:panel': { title: 'panel.enterCode.title', buttons: [{ type: 'submit', label: 'common.continue' }] },
      answer: { 'ui:title': 'field.validationCode.label' },
      agree: { 'ui:title': 'field.deliveryChannel.label' },
    });
    flow.pages[`SYNTHETIC_${i}`] = {
      kind: 'panel',
      panel: `synthetic-${i}`,
      events: { SUBMIT: [{ goto: i < 10 ? `SYNTHETIC_${i + 1}` : 'ERROR' }] },
    };
  }
  fs.writeFileSync(file, JSON.stringify(flow, null, 2));
}

/** The project's own dist/ (npm test builds it first from the same sources); built in the copy only when missing. */
function sizesBefore() {
  const own = (f: string) => path.join(__dirname, '../../dist', f);
  if (!fs.existsSync(own('auth-widget.js')) || !fs.existsSync(own('auth-widget-flow-recovery.js'))) {
    build();
    return { bundle: signOn(size), recovery: gzip('auth-widget-flow-recovery.js') };
  }
  return {
    bundle: signOn((f) => fs.statSync(own(f)).size),
    recovery: zlib.gzipSync(fs.readFileSync(own('auth-widget-flow-recovery.js')), { level: 9 }).length,
  };
}

/** The sign-on's scripts, the first and the rest (docs/host.md "The panel before the bundle"), by each one's size. */
const signOn = (of: (f: string) => number) => ['auth-widget.js', 'auth-widget-main.js'].map(of);

test("ten panels added to the recovery flow add 0 bytes to the sign-on's scripts and stay in the recovery file", () => {
  const before = sizesBefore();
  addTenPanels();
  build(); // the data check runs first: the ten panels are valid data
  expect(signOn(size)).toEqual(before.bundle);
  // what the ten panels themselves cost the recovery file: their schemas, validators and rows, about 190 bytes each
  // (the file as shipped is held to its 12 KiB by test/data/bundle.test.ts; it also brings the widgets only its
  // panels draw, the masked phone and the password checklist, which auth-widget.js no longer carries)
  const growth = gzip('auth-widget-flow-recovery.js') - before.recovery;
  expect(growth).toBeGreaterThan(0);
  expect(growth).toBeLessThanOrEqual(2 * 1024);
});
