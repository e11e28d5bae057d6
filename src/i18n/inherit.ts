// A regional locale may give only the messages where it differs: "$parent" names the locale file the rest come from
// (fr_CA from fr_FR, es_MX from es_ES, or en_US), itself complete or inheriting in turn (docs/locales.md "A locale
// that inherits"). One function for every reader — the data check's loader (so dist/locales, the bundles and the npm
// package carry whole files), the reference server's messages and the tests' locale loader — so none can differ.

/** The locale a file inherits from, when it names one. */
export function parentOf(messages: Record<string, unknown> | undefined): string | undefined {
  const p = messages?.$parent;
  return typeof p === 'string' ? p : undefined;
}

/** The chain of a locale's parents, nearest first; it stops before a name that is missing or already met (a loop:
 * the data check reports both). */
export function parentChain(locales: Record<string, Record<string, unknown>>, name: string): string[] {
  const chain: string[] = [];
  for (let p = parentOf(locales[name]); p && locales[p] && p !== name && !chain.includes(p); p = parentOf(locales[p]))
    chain.push(p);
  return chain;
}

/** Each locale's messages with those of its parents under its own; a parent's "$" settings are its own, not passed
 * on ("$primary" says which file a bare language falls to). A file with no "$parent" is returned as it is. */
export function withInherited<T extends Record<string, unknown>>(locales: Record<string, T>): Record<string, T> {
  const out: Record<string, T> = {};
  for (const [name, own] of Object.entries(locales)) {
    const chain = parentChain(locales, name);
    if (!chain.length) {
      out[name] = own;
      continue;
    }
    const merged: Record<string, unknown> = {};
    for (const parent of chain.reverse())
      for (const [k, v] of Object.entries(locales[parent])) if (!k.startsWith('$')) merged[k] = v;
    out[name] = { ...merged, ...own };
  }
  return out;
}

/** A brand's words (locales/brands/<brand>/<locale>.json): by brand, by locale, only the messages it words its own way. */
export type BrandFiles = Record<string, Record<string, Record<string, unknown>>>;

/**
 * For each brand, each locale's messages that the brand words otherwise (docs/locales.md "Words of a brand"): a brand's
 * file for a locale overrides that locale's messages, and its file for a parent overrides the parent's, below the
 * child's own — the brand laid over each step of the chain, as a regional file is over its parent. Only the messages
 * that differ from the locale's own are returned, and a locale the brand leaves as it is has no entry.
 */
export function brandTexts(locales: Record<string, Record<string, unknown>>, brands: BrandFiles) {
  const whole = withInherited(locales);
  const out: Record<string, Record<string, Record<string, string>>> = {};
  for (const [brand, files] of Object.entries(brands))
    for (const name of Object.keys(locales)) {
      const laid: Record<string, unknown> = {};
      for (const step of [...parentChain(locales, name).reverse(), name])
        for (const source of [locales[step], files[step] ?? {}])
          for (const [k, v] of Object.entries(source)) if (!k.startsWith('$')) laid[k] = v;
      const own = Object.entries(laid).filter(([k, v]) => typeof v === 'string' && whole[name]?.[k] !== v);
      if (own.length) (out[brand] ??= {})[name] = Object.fromEntries(own) as Record<string, string>;
    }
  return out;
}
