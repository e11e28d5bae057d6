// The shims that stand in for react-modal's helper packages (esbuild.mjs widgetAlias; jest maps prop-types and exenv
// to them too, so the journeys run react-modal as the bundle does).
import fs from 'node:fs';
import path from 'node:path';
import warning from './noWarning';
import PropTypes from './noPropTypes';
import dom from './domShim';
import * as hiding from './noModalHiding';

const lib = path.join(__dirname, '../../node_modules/react-modal/lib');
const sources = ['components/Modal.js', 'components/ModalPortal.js'].map((f) =>
  fs.readFileSync(path.join(lib, f), 'utf8'),
);

test('every prop type react-modal declares is a validator, its isRequired too, whatever it is given', () => {
  const names = [...new Set(sources.flatMap((s) => [...s.matchAll(/_propTypes2\.default\.(\w+)/g)].map((m) => m[1])))];
  // (what the shim serves is what react-modal asks for: the names are read from its own files)
  expect(names).toEqual(expect.arrayContaining(['bool', 'func', 'string', 'oneOfType', 'shape', 'instanceOf']));
  for (const name of names) {
    const v = PropTypes[name];
    expect(typeof v).toBe('function');
    expect(typeof v.isRequired).toBe('function');
    expect(() => v().isRequired()).not.toThrow();
  }
});

test('react-modal asks exenv only whether there is a DOM, which there is here', () => {
  const asked = fs.readFileSync(path.join(lib, 'helpers/safeHTMLElement.js'), 'utf8');
  expect([...new Set([...asked.matchAll(/EE\.(\w+)/g)].map((m) => m[1]))]).toEqual(['canUseDOM']);
  expect(dom.canUseDOM).toBe(true);
});

test('warning says nothing', () => {
  const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(warning()).toBeUndefined();
  expect(spy).not.toHaveBeenCalled();
  spy.mockRestore();
});

test("react-modal hides the page and classes <body> only when asked, which the widget's dialogs never do", () => {
  const portal = sources[1];
  // every call of the two helpers (scripts/lib-trim.mjs serves them by src/form/noModalHiding.ts) is behind the prop
  for (const m of portal.matchAll(/(ariaAppHider|classList)\.(\w+)\(/g)) {
    expect(hiding).toHaveProperty(m[2]);
    const before = portal.slice(Math.max(0, (m.index ?? 0) - 200), m.index);
    expect(before).toMatch(m[1] === 'ariaAppHider' ? /ariaHideApp/ : /(body|html)OpenClassName &&/);
  }
  const dialog = fs.readFileSync(path.join(__dirname, '../panels/Dialog.tsx'), 'utf8');
  expect(dialog).toMatch(/ariaHideApp: false/);
  const panel = fs.readFileSync(path.join(__dirname, '../panels/PanelRenderer.tsx'), 'utf8');
  expect(panel).toMatch(/ariaHideApp=\{false\}/);
  expect(panel).toMatch(/bodyOpenClassName=\{null\}/);
  expect(panel).toMatch(/htmlOpenClassName=\{null\}/);
});
