// The merged tables: a page, request or settings block defined twice is a data error naming both files; settings
// fill in the defaults for what the file leaves out.
import type { FlowFile } from '../data/types';
import { buildTables, DataError, DEFAULT_SETTINGS } from './tables';

const file = (more: Partial<FlowFile>): FlowFile => ({ pages: {}, ...more });

test('settings: the file gives some, the defaults give the rest; none at all is the defaults', () => {
  expect(buildTables({ 'a.json': file({}) }).settings).toEqual(DEFAULT_SETTINGS);
  expect(buildTables({ 'a.json': file({ settings: { resendAfterSeconds: 45 } }) }).settings).toEqual({
    ...DEFAULT_SETTINGS,
    resendAfterSeconds: 45,
  });
});

test('settings, a page or a request given twice name both files', () => {
  const twice = (a: Partial<FlowFile>) => () => buildTables({ 'a.json': file(a), 'b.json': file(a) });
  expect(twice({ settings: { maxSends: 2 } })).toThrow(
    new DataError('flows/b.json', '/settings', 'settings are already given in flows/a.json'),
  );
  expect(twice({ requests: { x: { path: 'p' } } })).toThrow('request x is already defined in flows/a.json');
  expect(twice({ pages: { P: { kind: 'panel', panel: 'p' } } })).toThrow('page P is already defined in flows/a.json');
});
