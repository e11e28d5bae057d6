// Stands in for fast-equals, which rjsf uses for one thing: deepEquals, built with createCustomEqual({ circular:
// true, areFunctionsEqual: both functions }). Form data and schemas are plain JSON-like values, so a small
// structural comparison does the same (compared with fast-equals in src/form/equalsShim.test.ts). Saves ~2 KiB gzip.

type Options = {
  circular?: boolean;
  createCustomConfig?: () => { areFunctionsEqual?: (a: unknown, b: unknown) => boolean };
};

export function createCustomEqual(options: Options = {}) {
  const custom = options.createCustomConfig?.() ?? {};
  const functionsEqual = custom.areFunctionsEqual ?? ((a: unknown, b: unknown) => a === b);
  const equal = (a: unknown, b: unknown, seen: WeakMap<object, object>): boolean => {
    if (a === b || (a !== a && b !== b)) return true; // NaN equals NaN
    if (typeof a === 'function' || typeof b === 'function') return typeof a === 'function' && functionsEqual(a, b);
    if (!a || !b || typeof a !== 'object' || typeof b !== 'object') return false;
    if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
    if (seen.get(a) === b) return true;
    seen.set(a, b);
    if (a instanceof Date) return a.getTime() === (b as Date).getTime();
    if (a instanceof RegExp) return b instanceof RegExp && a.source === b.source && a.flags === b.flags;
    if (a instanceof Map || a instanceof Set) {
      const x = [...a.entries()];
      const y = [...(b as Map<unknown, unknown>).entries()];
      return x.length === y.length && x.every(([k, v], i) => equal(k, y[i][0], seen) && equal(v, y[i][1], seen));
    }
    if (Array.isArray(a)) {
      const y = b as unknown[];
      return a.length === y.length && a.every((v, i) => equal(v, y[i], seen));
    }
    const ka = Object.keys(a);
    const kb = Object.keys(b);
    return (
      ka.length === kb.length &&
      ka.every(
        (k) =>
          Object.prototype.hasOwnProperty.call(b, k) &&
          equal((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], seen),
      )
    );
  };
  return (a: unknown, b: unknown) => equal(a, b, new WeakMap());
}
