// A list a reply gave, drawn by the itemList widget: its controls are whole (an action, a label that is a message key,
// an event of the page), name only the parts a control has, and every event they raise has rows on the page that draws
// the panel. A fixture panel and page of their own, added to a copy of the data.
import fs from 'node:fs';
import path from 'node:path';
import { copy, edit, messages } from '../support/dataFiles';

let dir: string;
// a message key every locale has (the first of en_US's)
const key = 'common.close';
let flow: string;
beforeAll(() => {
  dir = copy();
  fs.writeFileSync(
    path.join(dir, 'schemas/items-fixture.schema.json'),
    JSON.stringify({ type: 'object', properties: { things: { type: 'string' } } }),
  );
  flow = fs.readdirSync(path.join(dir, 'flows')).find((f) => f.endsWith('.json') && f !== 'flow-table.schema.json')!;
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function panel(options: Record<string, unknown>, events: Record<string, unknown>) {
  fs.writeFileSync(
    path.join(dir, 'schemas/items-fixture.ui.json'),
    JSON.stringify({
      'ui:panel': { title: key, buttons: [{ type: 'submit', label: key }] },
      things: { 'ui:title': key, 'ui:widget': 'itemList', 'ui:options': options },
    }),
  );
  edit(dir, `flows/${flow}`, (j: { pages: Record<string, unknown> }) => {
    j.pages.ITEMS_FIXTURE = { kind: 'panel', panel: 'items-fixture', events };
  });
  // (the fixture page is reached by no row: that finding is not this test's)
  return messages(dir).filter((m) => /items-fixture|ITEMS_FIXTURE/.test(m) && !/never reached/.test(m));
}

const rows = { RENAME: [{ effects: ['clearMessage'] }], REMOVE: [{ effects: ['clearMessage'] }] };
const whole = {
  from: 'context.things',
  item: key,
  details: { createdAt: key },
  times: ['createdAt'],
  data: { thing: 'id' },
  empty: key,
  controls: [
    { action: 'rename', label: key, event: 'RENAME', keep: 'thing', rename: 'name', name: key, maxLength: 64 },
    { action: 'remove', label: key, event: 'REMOVE', keep: 'thing' },
  ],
};

test('a list with a rename in place and a removal, both with rows on the page, passes', () => {
  expect(panel(whole, rows)).toEqual([]);
});

test('a control missing a part, with a part no control has or a value it cannot take, is refused', () => {
  const found = panel(
    {
      ...whole,
      controls: [
        { action: 'remove', event: 'REMOVE' },
        { action: 'Remove!', label: key, event: 'remove', maxLength: 0, colour: 'red' },
        { action: 'rename', label: 'fixture.noSuchKey', event: 'RENAME', rename: 'na me' },
      ],
    },
    rows,
  );
  expect(found.filter((m) => !m.startsWith('locales/'))).toEqual([
    expect.stringContaining('things/ui:options/controls/0: a control needs "label"'),
    expect.stringContaining('controls/1/action: action of a control cannot be "Remove!"'),
    expect.stringContaining('controls/1/event: event of a control cannot be "remove"'),
    expect.stringContaining('controls/1/maxLength: maxLength of a control cannot be 0'),
    expect.stringContaining('controls/1/colour: colour is not a part of a control'),
    expect.stringContaining('controls/2/rename: rename of a control cannot be "na me"'),
    expect.stringContaining(
      "a control of the items-fixture panel's list raises remove but page ITEMS_FIXTURE has no rows",
    ),
  ]);
  // a label that is no message key: missing in every locale (each file of locales/), named where it is used
  const missing = found.filter((m) => m.startsWith('locales/'));
  expect(missing).toHaveLength(
    fs.readdirSync(path.join(__dirname, '../../locales')).filter((f) => f.endsWith('.json')).length,
  );
  expect(missing[0]).toMatch(
    /fixture\.noSuchKey \(used by schemas\/items-fixture\.ui\.json \/things\/ui:options\/controls\/2\/label\)/,
  );
});

test('an event a control raises with no rows on the page is named; a list option of the wrong type too', () => {
  const found = panel(
    { ...whole, times: 'createdAt', controls: [...whole.controls, { ...whole.controls[1], event: 'FORGET' }] },
    rows,
  );
  expect(found).toEqual([
    expect.stringContaining('times takes a fields'),
    expect.stringContaining(
      "a control of the items-fixture panel's list raises FORGET but page ITEMS_FIXTURE has no rows for it",
    ),
  ]);
});

test('a control shown by the row\'s values and the list\'s own actions: their events need rows too; a "when" is of plain values', () => {
  const found = panel(
    {
      ...whole,
      controls: [
        { ...whole.controls[1], when: { enrolled: true } },
        { ...whole.controls[1], when: { enrolled: [1] } },
      ],
      actions: [{ action: 'add-thing', label: key, event: 'ADD_THING' }],
    },
    rows,
  );
  expect(found).toEqual([
    expect.stringContaining('controls/1/when: when of a control cannot be {"enrolled":[1]}'),
    expect.stringContaining(
      "a control of the items-fixture panel's list raises ADD_THING but page ITEMS_FIXTURE has no rows",
    ),
  ]);
  expect(
    panel(
      { ...whole, actions: [{ action: 'add-thing', label: key, event: 'ADD_THING' }] },
      { ...rows, ADD_THING: [{ effects: ['clearMessage'] }] },
    ),
  ).toEqual([]);
});
