// What every page shares ("everyPage"): a file's block reaches its pages and the pages "like" one of them, a block
// for every file reaches all, a page's own rows for an event win, and "like" merges rows by key. On fixtures only.
import type { FlowFile, Row } from '../data/types';
import { withShared } from './everyPage';
import { resolveTransition } from './resolveTransition';
import { buildTables } from './tables';

const go = (page: string): Row[] => [{ goto: page }];
const help = { event: 'HELP', label: 'help.label', action: 'help-link' };
const note = { text: 'note.text' };

const files: Record<string, FlowFile> = {
  'core.json': {
    everyPage: { scope: 'all', events: { CLOSE: go('GONE') }, footnotes: [note] },
    pages: {
      A: { kind: 'panel', panel: 'a', events: { CLOSE: go('STAY') } },
      GONE: { kind: 'action' },
    },
  },
  'side.json': {
    everyPage: { events: { HELP: go('HELP_PAGE') }, links: [help] },
    pages: {
      B: { kind: 'panel', panel: 'b', on: { X: go('A'), Y: go('A') }, events: { OTHER: go('A') } },
      HELP_PAGE: { kind: 'dialog', panel: 'h' },
      LOADER: { kind: 'action' },
    },
  },
  'third.json': {
    pages: {
      C: { like: 'B', on: { Y: go('GONE') }, events: { OTHER: go('GONE') } },
      D: { kind: 'panel', panel: 'd' },
    },
  },
};
const tables = buildTables(files);
const event = (page: string, action: string) => resolveTransition(tables, { kind: 'events', page, action }, {});

test("a file's block reaches its own pages of the kinds it names and the pages like one of them", () => {
  expect(event('B', 'HELP')).toEqual({ goto: 'HELP_PAGE', effects: [], source: 'everyPage/side.json/events/HELP/0' });
  expect(event('HELP_PAGE', 'HELP')?.goto).toBe('HELP_PAGE');
  expect(event('C', 'HELP')?.source).toBe('everyPage/side.json/events/HELP/0');
  // another file's page, and an action page, get none of it
  expect(event('D', 'HELP')).toBeNull();
  expect(tables.pages.LOADER.events).toBeUndefined();
  expect(tables.pages.B.shared).toEqual({ links: [help], footnotes: [note] });
  expect(tables.pages.D.shared).toEqual({ links: [], footnotes: [note] });
  expect(tables.pages.GONE.shared).toBeUndefined();
});

test("a block for every file reaches every page; a page's own rows for the event win", () => {
  expect(event('D', 'CLOSE')).toEqual({ goto: 'GONE', effects: [], source: 'everyPage/core.json/events/CLOSE/0' });
  expect(event('A', 'CLOSE')).toEqual({ goto: 'STAY', effects: [], source: 'A/events/CLOSE/0' });
  expect(tables.pages.B.sharedFrom).toEqual(['side.json', 'core.json']);
});

test('"like" merges the rows by nextAction and event: a key given replaces the base\'s rows for it only', () => {
  const on = (page: string, action: string) => resolveTransition(tables, { kind: 'on', page, action }, {})?.goto;
  expect(on('C', 'X')).toBe('A');
  expect(on('C', 'Y')).toBe('GONE');
  expect(event('C', 'OTHER')?.goto).toBe('GONE');
  expect(on('B', 'Y')).toBe('A');
});

test("the shared links and footnotes come after the panel's own; none leaves the UI schema as it is", () => {
  const ui = { 'ui:panel': { links: [{ event: 'E', label: 'own', action: 'own' }], footnotes: [{ text: 'own' }] } };
  expect(withShared(ui, undefined)).toBe(ui);
  expect(withShared(ui, { links: [help], footnotes: [note] })['ui:panel']).toEqual({
    links: [{ event: 'E', label: 'own', action: 'own' }, help],
    footnotes: [{ text: 'own' }, note],
  });
});
