// What of a locale file the widget gets: its messages, without the file's own settings ("$primary", read by
// scripts/locale-index.mjs) and without the reference server's words ("server.*", read by the server from locales/).
// One function for dist/locales/*.json and for every bundle that imports a locale file (an esbuild plugin), so the
// server's words cost the widget nothing (docs/locales.md).
import fs from 'node:fs';

export function widgetMessages(messages) {
  return Object.fromEntries(Object.entries(messages).filter(([k]) => !k.startsWith('$') && !k.startsWith('server.')));
}

export const localeTrim = {
  name: 'locale-trim',
  setup(build) {
    build.onLoad({ filter: /[\\/]locales[\\/][A-Za-z_]+\.json$/ }, (args) => ({
      contents: JSON.stringify(widgetMessages(JSON.parse(fs.readFileSync(args.path, 'utf8')))),
      loader: 'json',
    }));
  },
};
