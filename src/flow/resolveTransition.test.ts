import { buildTables, DataError } from './tables';
import { resolveTransition, rowMatches } from './resolveTransition';
import type { FlowFile } from '../data/types';

const files: Record<string, FlowFile> = {
  'a.json': {
    entries: {
      authenticateUser: [
        { when: { ping: true }, goto: 'PING', flow: 'LOGIN' },
        { goto: 'HOME', flow: 'LOGIN' },
      ],
    },
    always: {
      SESSION_EXPIRED: [{ goto: 'ERR', effects: ['markSessionExpired'] }],
      '*': [{ goto: 'ERR', effects: ['showMessage'] }],
    },
    pages: {
      HOME: {
        kind: 'panel',
        panel: 'home',
        request: 'go',
        on: {
          OK: [
            { when: { flow: ['FPS', 'NEW_USER'] }, goto: 'CODE' },
            { goto: 'DONE', effects: [{ effect: 'callAppCallback', value: 'X' }] },
          ],
          '*': [{ effects: ['showMessage'] }],
        },
        events: { CLOSE: [{ effects: ['closeWidget'] }] },
      },
      PING: { like: 'HOME', description: 'same rows' },
      CODE: { kind: 'panel', panel: 'code' },
      DONE: { kind: 'action', onEnter: [{ effects: ['redirectToTarget'] }] },
      ERR: { kind: 'dialog', panel: 'err' },
    },
  },
};
const tables = buildTables(files);

test('guards: all must hold; a list accepts any of its values; a missing fact is null', () => {
  expect(rowMatches({ when: { ping: true, flow: 'FPS' } }, { ping: true, flow: 'FPS' })).toBe(true);
  expect(rowMatches({ when: { ping: true, flow: 'FPS' } }, { ping: false, flow: 'FPS' })).toBe(false);
  expect(rowMatches({ when: { flow: ['FPS', 'NEW_USER'] } }, { flow: 'NEW_USER' })).toBe(true);
  expect(rowMatches({ when: { unknown: null } }, {})).toBe(true);
  expect(rowMatches({}, {})).toBe(true);
});

test('entry rows pick the first row whose guards hold', () => {
  expect(resolveTransition(tables, { kind: 'entry', action: 'authenticateUser' }, { ping: true })?.goto).toBe('PING');
  expect(resolveTransition(tables, { kind: 'entry', action: 'authenticateUser' }, { ping: false })).toMatchObject({
    goto: 'HOME',
    flow: 'LOGIN',
    source: 'entries/authenticateUser/1',
  });
  expect(resolveTransition(tables, { kind: 'entry', action: 'nope' }, {})).toBeNull();
});

test('server actions: page row, then always, then the page fallback, then the global fallback', () => {
  expect(resolveTransition(tables, { kind: 'on', page: 'HOME', action: 'OK' }, { flow: 'FPS' })?.goto).toBe('CODE');
  expect(resolveTransition(tables, { kind: 'on', page: 'HOME', action: 'OK' }, { flow: 'LOGIN' })).toMatchObject({
    goto: 'DONE',
    effects: [{ effect: 'callAppCallback', value: 'X' }],
  });
  expect(resolveTransition(tables, { kind: 'on', page: 'HOME', action: 'SESSION_EXPIRED' }, {})).toMatchObject({
    goto: 'ERR',
    source: 'always/SESSION_EXPIRED/0',
  });
  expect(resolveTransition(tables, { kind: 'on', page: 'HOME', action: 'WHATEVER' }, {})).toMatchObject({
    effects: ['showMessage'],
    source: 'HOME/on/*/0',
  });
  expect(resolveTransition(tables, { kind: 'on', page: 'CODE', action: 'WHATEVER' }, {})).toMatchObject({
    goto: 'ERR',
    source: 'always/*/0',
  });
});

test('"like" copies a page and keeps its own keys', () => {
  expect(tables.pages.PING).toMatchObject({ kind: 'panel', panel: 'home', request: 'go', description: 'same rows' });
  expect(resolveTransition(tables, { kind: 'on', page: 'PING', action: 'OK' }, { flow: 'FPS' })?.goto).toBe('CODE');
});

test('events and onEnter rows', () => {
  expect(resolveTransition(tables, { kind: 'events', page: 'HOME', action: 'CLOSE' }, {})?.effects).toEqual([
    'closeWidget',
  ]);
  expect(resolveTransition(tables, { kind: 'events', page: 'HOME', action: 'CANCEL' }, {})).toBeNull();
  expect(resolveTransition(tables, { kind: 'onEnter', page: 'DONE' }, {})?.effects).toEqual(['redirectToTarget']);
  expect(resolveTransition(tables, { kind: 'onEnter', page: 'HOME' }, {})).toBeNull();
});

test('a page defined twice, a cycle of "like" or a missing "like" target is a DataError with file and pointer', () => {
  expect(() => buildTables({ ...files, 'b.json': { pages: { HOME: { kind: 'panel', panel: 'x' } } } })).toThrow(
    new DataError('flows/b.json', '/pages/HOME', 'page HOME is already defined in flows/a.json'),
  );
  expect(() => buildTables({ 'c.json': { pages: { A: { like: 'B' }, B: { like: 'A' } } } })).toThrow(/cycle/);
  expect(() => buildTables({ 'c.json': { pages: { A: { like: 'NOPE' } } } })).toThrow(/page NOPE does not exist/);
});

test('a nextAction or event named like an Object.prototype member finds no row (only the fallback)', () => {
  const tables = buildTables({
    'x.json': { pages: { A: { kind: 'panel', on: { '*': [{ goto: 'A', effects: ['showMessage'] }] }, events: {} } } },
  } as never);
  for (const name of ['toString', 'constructor', '__proto__', 'hasOwnProperty', 'valueOf']) {
    expect(resolveTransition(tables, { kind: 'on', page: 'A', action: name }, {})?.source).toBe('A/on/*/0');
    expect(resolveTransition(tables, { kind: 'events', page: 'A', action: name }, {})).toBeNull();
    expect(resolveTransition(tables, { kind: 'entry', action: name }, {})).toBeNull();
    expect(resolveTransition(tables, { kind: 'on', page: name, action: 'X' }, {})).toBeNull();
  }
});

test("a row's when may be a condition: any of, not, a value against a schema; its guard map is all of its entries", () => {
  const row = {
    when: {
      anyOf: [
        { fact: 'brand', in: ['acme'] },
        { fact: 'context.email', matches: { pattern: '@acme\\.com$' } },
      ],
    },
  };
  expect(rowMatches(row, { brand: 'acme' })).toBe(true);
  expect(rowMatches(row, { brand: 'other', 'context.email': 'a@acme.com' })).toBe(true);
  expect(rowMatches(row, { brand: 'other', 'context.email': 'a@other.com' })).toBe(false);
  expect(rowMatches({ when: { not: 'embedded' } }, { embedded: true })).toBe(false);
  expect(rowMatches({ when: ['embedded', { fact: 'flow', in: ['FPS'] }] }, { embedded: true, flow: 'FPS' })).toBe(true);
});
