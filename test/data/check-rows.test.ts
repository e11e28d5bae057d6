// Fields that share a row (docs/panels.md "Rows") must stand next to each other in the drawn order, two or more: the
// check refuses a row whose fields are apart or alone. A fixture panel of its own, added to a copy of the data.
import fs from 'node:fs';
import path from 'node:path';
import { copy, edit, messages } from '../support/dataFiles';

let dir: string;
beforeEach(() => {
  dir = copy();
  // a panel of three text fields, drawn by a new page of an existing flow file
  fs.writeFileSync(
    path.join(dir, 'schemas/row-fixture.schema.json'),
    JSON.stringify({
      type: 'object',
      properties: { a: { type: 'string' }, b: { type: 'string' }, c: { type: 'string' } },
    }),
  );
  const flow = fs
    .readdirSync(path.join(dir, 'flows'))
    .find((f) => f.endsWith('.json') && f !== 'flow-table.schema.json')!;
  edit(dir, `flows/${flow}`, (j: { pages: Record<string, unknown> }) => {
    j.pages.ROW_FIXTURE = { kind: 'panel', panel: 'row-fixture' };
  });
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function panel(ui: Record<string, unknown>) {
  const anyKey = Object.keys(JSON.parse(fs.readFileSync(path.join(dir, 'locales/en_US.json'), 'utf8')) as object)[0];
  fs.writeFileSync(
    path.join(dir, 'schemas/row-fixture.ui.json'),
    JSON.stringify({ 'ui:panel': { title: anyKey, buttons: [{ type: 'submit', label: anyKey }] }, ...ui }),
  );
  return messages(dir).filter((m) => m.startsWith('schemas/row-fixture.ui.json'));
}
const row = (name: string) => ({ 'ui:options': { row: name } });

test('neighbours of one row pass, with "*" standing for the rest', () => {
  expect(panel({ 'ui:order': ['a', '*'], b: row('r'), c: row('r') })).toEqual([]);
});

test('a row whose fields are apart in ui:order is refused, with the order', () => {
  expect(panel({ 'ui:order': ['a', 'b', 'c'], a: row('r'), c: row('r') })).toEqual([
    'schemas/row-fixture.ui.json /a/ui:options/row: the fields of row "r" (a, c) are apart in ui:order: put them next to each other (a, b, c)',
  ]);
});

test('a row of one field is refused', () => {
  expect(panel({ 'ui:order': ['a', 'b', 'c'], b: row('alone') })).toEqual([
    'schemas/row-fixture.ui.json /b/ui:options/row: row "alone" has only b: give its neighbour in ui:order the same row, or remove it',
  ]);
});
