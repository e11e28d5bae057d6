// The stand-in for react-is in the bundles (src/form/reactIs.ts) against react-is itself, and against what rjsf asks.
import fs from 'node:fs';
import path from 'node:path';
import { createElement, forwardRef, memo } from 'react';
import lean from './reactIs';

// react-is itself, as rjsf's getWidget imports it (it ships no types)
const ReactIs = jest.requireActual<{ isForwardRef(o: unknown): boolean; isMemo(o: unknown): boolean }>('react-is');

const Fn = () => null;
const Ref = forwardRef(() => null);
const Memo = memo(Fn);
/** an element as React 18 made it: what react-is 18 knows */
const as18 = (type: unknown) => ({ $$typeof: Symbol.for('react.element'), type, props: {}, key: null });

test('it answers as react-is does for every kind of widget and element react-is knows', () => {
  const cases: unknown[] = [Fn, Ref, Memo, 'text', null, undefined, {}, 3];
  for (const x of [...cases, ...cases.map(as18)]) {
    expect(lean.isForwardRef(x)).toBe(ReactIs.isForwardRef(x));
    expect(lean.isMemo(x)).toBe(ReactIs.isMemo(x));
  }
  expect(lean.isForwardRef(as18(Ref))).toBe(true);
  expect(lean.isMemo(as18(Memo))).toBe(true);
});

test("it knows React 19's elements too", () => {
  expect(lean.isForwardRef(createElement(Ref))).toBe(true);
  expect(lean.isMemo(createElement(Memo))).toBe(true);
  expect(lean.isForwardRef(createElement(Fn))).toBe(false);
});

test('rjsf asks react-is nothing else, and only in getWidget', () => {
  const utils = path.join(__dirname, '../../node_modules/@rjsf/utils/lib');
  const users = fs
    .readdirSync(utils)
    .filter((f) => f.endsWith('.js') && /from ['"]react-is['"]/.test(fs.readFileSync(path.join(utils, f), 'utf8')));
  expect(users).toEqual(['getWidget.js']);
  const asked = fs.readFileSync(path.join(utils, 'getWidget.js'), 'utf8').match(/ReactIs\.(\w+)/g);
  expect([...new Set(asked)].sort()).toEqual(['ReactIs.isForwardRef', 'ReactIs.isMemo']);
});
