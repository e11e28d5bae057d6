// What of a locale file the widget gets: its messages, without the file's own settings ("$primary", read by
// scripts/locale-index.mjs) and without the reference server's words ("server.*", read by the server from locales/).
// One function for dist/locales/*.json and for every bundle that imports a locale file (an esbuild plugin), so the
// server's words cost the widget nothing (docs/locales.md).
import path from 'node:path';

export function widgetMessages(messages) {
  return Object.fromEntries(Object.entries(messages).filter(([k]) => !k.startsWith('$') && !k.startsWith('server.')));
}

/**
 * The esbuild plugin that serves an imported locale file from `locales()`: the files as the data check read and
 * passed them (scripts/check-data.ts --out), not from the disk, so a bundle carries what the check saw.
 */
export function localesFrom(locales) {
  return {
    name: 'locales-from-check',
    setup(build) {
      build.onLoad({ filter: /[\\/]locales[\\/][A-Za-z_]+\.json$/ }, (args) => {
        const name = path.basename(args.path, '.json');
        const messages = locales()[name];
        if (!messages) return { errors: [{ text: `${args.path}: not among the locales the data check read` }] };
        return { contents: JSON.stringify(widgetMessages(messages)), loader: 'json' };
      });
    },
  };
}
