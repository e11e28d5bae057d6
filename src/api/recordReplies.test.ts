// The record reply types on replies of their own: plain fields kept (text cut, odd names and values left out), a list
// bounded, null said as null; and a chunk's reply types are read once the chunk brought them (src/data/load.ts).
import { recordReplies, flatRecord } from './recordReplies';
import { loadedReplyTypes, readReplyFields } from './replyTypes';

test('a record keeps plain fields only: text cut at 500, numbers, true/false and null; at most 20 fields', () => {
  const odd = {
    ok: 'x'.repeat(600),
    n: 3,
    b: false,
    none: null,
    nested: { a: 1 },
    list: [1],
    'bad name': 1,
    inf: Infinity,
  };
  expect(flatRecord(odd)).toEqual({ ok: 'x'.repeat(500), n: 3, b: false, none: null });
  const many = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`f${i}`, i]));
  expect(Object.keys(flatRecord(many)!)).toHaveLength(20);
  expect(flatRecord([1])).toBeUndefined();
  expect(flatRecord('text')).toBeUndefined();
  expect(recordReplies.record({ totp: null }, 'totp')).toBeNull();
  expect(recordReplies.record({}, 'totp')).toBeUndefined();
  expect(recordReplies.record({ totp: { enrolled: true } }, 'totp')).toEqual({ enrolled: true });
});

test('a list of records: at most 50, an element of another shape left out', () => {
  const list = [...Array.from({ length: 60 }, (_, i) => ({ id: `p${i}` })), 'text'];
  expect(recordReplies.recordList({ passkeys: list }, 'passkeys')).toHaveLength(50);
  expect(recordReplies.recordList({ passkeys: [{ id: 'a' }, 'x', [1], null] }, 'passkeys')).toEqual([{ id: 'a' }]);
  expect(recordReplies.recordList({ passkeys: {} }, 'passkeys')).toBeUndefined();
});

test("a chunk's reply type reads a reply once the chunk brought it, never before", () => {
  const body = { things: [{ id: 'a', name: 'A' }] };
  delete loadedReplyTypes.recordList;
  expect(readReplyFields(body, { things: 'recordList' })).toEqual({});
  loadedReplyTypes.recordList = recordReplies.recordList;
  expect(readReplyFields(body, { things: 'recordList' })).toEqual({ things: [{ id: 'a', name: 'A' }] });
});
