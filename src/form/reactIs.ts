// Stands in for react-is in rjsf's getWidget, its one user in the bundles (scripts/lib-trim.mjs): it asks only whether
// a widget is a forwardRef or memo component. react-is 18 (rjsf's dependency) knows React 18's element symbol only, so
// with React 19 it answers no to both; this answers as react-is does for either version's elements
// (src/form/reactIs.test.ts), in 10 lines instead of its 2 KiB.
const ELEMENTS = [Symbol.for('react.transitional.element'), Symbol.for('react.element')];
const typeOf = (o: unknown): unknown => {
  const el = o as { $$typeof?: unknown; type?: { $$typeof?: unknown } } | null;
  return el && typeof el === 'object' && ELEMENTS.includes(el.$$typeof as symbol) ? el.type?.$$typeof : undefined;
};

export default {
  isForwardRef: (o: unknown) => typeOf(o) === Symbol.for('react.forward_ref'),
  isMemo: (o: unknown) => typeOf(o) === Symbol.for('react.memo'),
};
