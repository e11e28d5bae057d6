// The wait's words before an entry's first panel, on fixture tables.
import type { PageDef, Row } from '../data/types';
import { entryPages, entryWaitKeys } from './entryWait';

const pages: Record<string, PageDef> = {
  LOADING: { kind: 'panel', panel: 'loader', wait: ['loading.words'] },
  OTHER_LOADING: { kind: 'panel', panel: 'loader', wait: ['loading.words'] },
  PLAIN: { kind: 'panel', panel: 'plain' },
};
const tables = (entries: Record<string, Row[]>) => ({ entries, pages });

test("an entry whose every row leads to a page naming the same lines has those lines; the rows' pages are listed", () => {
  const t = tables({ open: [{ when: { 'app.x': 'y' }, goto: 'LOADING' }, { goto: 'OTHER_LOADING' }] });
  expect(entryWaitKeys(t, 'open')).toEqual(['loading.words']);
  expect(entryPages(t, 'open')).toEqual(['LOADING', 'OTHER_LOADING']);
});

test('rows that disagree, a page naming none, an unknown entry or none: no lines of their own', () => {
  expect(entryWaitKeys(tables({ open: [{ goto: 'LOADING' }, { goto: 'PLAIN' }] }), 'open')).toBeNull();
  expect(entryWaitKeys(tables({ open: [{ goto: 'PLAIN' }] }), 'open')).toBeNull();
  expect(entryWaitKeys(tables({ open: [{ effects: ['closeWidget'] }] }), 'open')).toBeNull();
  expect(entryWaitKeys(tables({}), 'open')).toBeNull();
  expect(entryWaitKeys(tables({}), undefined)).toBeNull();
});

test('a page still in its flow’s own file: the lines its row carries (copied by the build)', () => {
  const t = tables({ open: [{ goto: 'NOT_LOADED', wait: ['chunk.words'] }] });
  expect(entryWaitKeys(t, 'open')).toEqual(['chunk.words']);
});
