// What of a locale file the widget gets: its messages, without the file's own settings ("$primary", read by
// scripts/locale-index.mjs) and without the reference server's words ("server.*", read by the server from locales/).
// One function for dist/locales/*.json and for every bundle that imports a locale file (an esbuild plugin), so the
// server's words cost the widget nothing (docs/locales.md).
import path from 'node:path';

export function widgetMessages(messages) {
  return Object.fromEntries(Object.entries(messages).filter(([k]) => !k.startsWith('$') && !k.startsWith('server.')));
}

/** A brand's words for the widget (the data check refuses a server message of a brand's): by brand, by locale. */
export function brandWidgetWords(brands = {}) {
  const out = {};
  for (const [brand, byLocale] of Object.entries(brands))
    for (const [locale, words] of Object.entries(byLocale)) {
      const own = widgetMessages(words);
      if (Object.keys(own).length) (out[brand] ??= {})[locale] = own;
    }
  return out;
}

/** By brand, the locales it words (the bundle's list of dist/locales/brands/<brand>/<locale>.json). */
export const brandWordsIndex = (brands) =>
  Object.fromEntries(
    Object.entries(brandWidgetWords(brands)).map(([b, byLocale]) => [b, Object.keys(byLocale).sort()]),
  );

/**
 * The esbuild plugin that serves an imported locale file from `locales()`: the files as the data check read and
 * passed them (scripts/check-data.ts --out), not from the disk, so a bundle carries what the check saw.
 */
/** `chunkKeys`: the en_US messages the flows' chunks bring (scripts/generate-data.mjs), left out of a bundle. */
export function localesFrom(locales, chunkKeys = () => []) {
  return {
    name: 'locales-from-check',
    setup(build) {
      build.onLoad({ filter: /[\\/]locales[\\/][A-Za-z_]+\.json$/ }, (args) => {
        const name = path.basename(args.path, '.json');
        const messages = locales()[name];
        if (!messages) return { errors: [{ text: `${args.path}: not among the locales the data check read` }] };
        const own = widgetMessages(messages);
        if (name === 'en_US') for (const k of chunkKeys() ?? []) delete own[k];
        return { contents: JSON.stringify(own), loader: 'json' };
      });
    },
  };
}

/**
 * A locale for the script-tag widget, split: the words the bundle's own panels use, in `<locale>.json`, and for each
 * flow chunk the words only it shows, in `<locale>/<chunk>.json`, fetched beside the chunk (src/host/mount.ts), so a
 * locale's first download holds only what sign-on draws. A word whose text in this locale needs the MessageFormat 2
 * runtime stays in the main file (the widget decides on the runtime when the locale loads). `chunkKeys`: by chunk, the
 * en_US keys it brings (scripts/generate-data.mjs); `away`: every key the bundle leaves out.
 */
export function splitLocale(messages, chunkKeys, away, isSimple) {
  const own = widgetMessages(messages);
  const parts = {};
  const moved = new Set();
  for (const [chunk, keys] of Object.entries(chunkKeys)) {
    parts[chunk] = {};
    for (const k of keys)
      if (isSimple(own[k])) {
        parts[chunk][k] = own[k];
        moved.add(k);
      }
  }
  // (a word only a widget no panel names draws goes nowhere, as in en_US)
  const main = Object.fromEntries(
    Object.entries(own).filter(([k, v]) => !moved.has(k) && !(away.includes(k) && isSimple(v))),
  );
  return { main, parts };
}
