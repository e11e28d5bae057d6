// Stands in for fast-equals, which rjsf uses for one thing: deepEquals, built with createCustomEqual({ circular:
// true, areFunctionsEqual: both functions }). Form data and schemas are plain JSON-like values, so a small
// structural comparison does the same (compared with fast-equals in src/form/equalsShim.test.ts). Saves ~2 KiB gzip.

type Options = {
  circular?: boolean;
  createCustomConfig?: () => { areFunctionsEqual?: (a: unknown, b: unknown) => boolean };
};

// Held by the module: rjsf compares every field's props on each render, and under the test runner's vm context each
// lookup of a global (Object, Array, Date, ...) costs some 25 times more.
const { getPrototypeOf, keys, hasOwn } = Object;
const { isArray } = Array;
const PLAIN = Object.prototype;

export function createCustomEqual(options: Options = {}) {
  const custom = options.createCustomConfig?.() ?? {};
  const functionsEqual = custom.areFunctionsEqual ?? ((a: unknown, b: unknown) => a === b);
  const equal = (a: unknown, b: unknown, seen: WeakMap<object, object>): boolean => {
    if (a === b || (a !== a && b !== b)) return true; // NaN equals NaN
    if (typeof a === 'function' || typeof b === 'function') return typeof a === 'function' && functionsEqual(a, b);
    if (!a || !b || typeof a !== 'object' || typeof b !== 'object') return false;
    const proto: unknown = getPrototypeOf(a);
    if (proto !== getPrototypeOf(b)) return false;
    if (seen.get(a) === b) return true;
    seen.set(a, b);
    if (isArray(a)) {
      const y = b as unknown[];
      if (a.length !== y.length) return false;
      for (let i = 0; i < a.length; i++) if (!equal(a[i], y[i], seen)) return false;
      return true;
    }
    // (a plain object or one of no prototype is none of these: most of what rjsf compares)
    if (proto !== PLAIN && proto !== null) {
      if (a instanceof Date) return a.getTime() === (b as Date).getTime();
      if (a instanceof RegExp) return b instanceof RegExp && a.source === b.source && a.flags === b.flags;
      if (a instanceof Map || a instanceof Set) {
        const x = [...a.entries()];
        const y = [...(b as Map<unknown, unknown>).entries()];
        return x.length === y.length && x.every(([k, v], i) => equal(k, y[i][0], seen) && equal(v, y[i][1], seen));
      }
    }
    const ka = keys(a);
    if (ka.length !== keys(b).length) return false;
    for (const k of ka)
      if (!hasOwn(b, k) || !equal((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], seen))
        return false;
    return true;
  };
  // primitives and the same object need no record of pairs seen
  return (a: unknown, b: unknown) => a === b || equal(a, b, new WeakMap());
}
