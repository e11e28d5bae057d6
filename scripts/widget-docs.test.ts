// A widget documents itself in its own file (scripts/widget-docs.mjs): a new input kind is its file and one registry
// line, and its @widget/@option comment reaches the data check and docs/reference.md with nothing else edited.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'aw-widget-docs-'));
  fs.mkdirSync(path.join(root, 'src/form/widgets'), { recursive: true });
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const put = (file: string, text: string) => fs.writeFileSync(path.join(root, 'src/form/widgets', file), text);
/** Runs writeWidgetDocs on the scratch root: the JSON it wrote, or the error it threw. */
function run(): { written?: unknown; error?: string } {
  const out = execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { writeWidgetDocs } from ${JSON.stringify(path.join(__dirname, 'widget-docs.mjs'))};
       import fs from 'node:fs';
       try { writeWidgetDocs(process.argv[1]);
         console.log(JSON.stringify({ written: JSON.parse(fs.readFileSync(process.argv[1] + '/src/generated/widget-docs.json', 'utf8')) })); }
       catch (e) { console.log(JSON.stringify({ error: e.message })); }`,
      root,
    ],
    { encoding: 'utf8' },
  );
  return JSON.parse(out) as { written?: unknown; error?: string };
}

test('a new widget file documents its name and typed options, continued lines included', () => {
  put(
    'PinWidget.tsx',
    `// A PIN entry: one box per digit.
import type { WidgetProps } from '@rjsf/utils';

/**
 * @widget pin — a PIN entry of separate digit boxes,
 *   one per digit
 * @option length integer 6 — how many digits
 * @option masked boolean true — shows dots instead of digits
 */
export function PinWidget(props: WidgetProps) {
  return null;
}
`,
  );
  put('PinWidget.test.tsx', '/** @widget ignored — tests are not widgets */');
  expect(run()).toEqual({
    written: {
      docs: { pin: { meaning: 'a PIN entry of separate digit boxes, one per digit', example: '"ui:widget": "pin"' } },
      options: {
        pin: {
          length: { type: 'integer', meaning: 'how many digits', example: '6' },
          masked: { type: 'boolean', meaning: 'shows dots instead of digits', example: 'true' },
        },
      },
    },
  });
});

test('a malformed comment fails the build, naming file and line', () => {
  put('A.tsx', '/**\n * @option early string "x" — before any widget\n * @widget a — a widget\n */');
  put(
    'B.tsx',
    '/**\n * @widget a — the same name again\n * @option size number 3 — not a type\n * @option broken\n */',
  );
  expect(run().error?.split('\n')).toEqual([
    'Widget docs:',
    'src/form/widgets/A.tsx:2: @option early before any @widget',
    'src/form/widgets/B.tsx: @widget a is documented twice',
    'src/form/widgets/B.tsx:3: @option size: type number is not one of string, key, field, boolean, integer, object, key-map, condition, notes, fields, controls',
    'src/form/widgets/B.tsx:4: write "@widget name — meaning" or "@option name type example — meaning"',
  ]);
});
