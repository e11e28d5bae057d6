// The folder is the list (docs/locales.md): every file in locales/ is a locale. This writes src/generated/locales.json
// — the locales, and the one a bare language or another region falls to — before the data check and the build, so
// the widget, the reference server, the package and the demo's pickers all read the list from the folder.
import fs from 'node:fs';
import path from 'node:path';
import esbuild from 'esbuild';

/** The file names of locales/ (without .json), sorted, and each language's fallback. */
export function localeIndex(dir) {
  const files = {};
  for (const f of fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    let primary = false;
    try {
      primary = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')).$primary === true;
    } catch {
      // a file that is not JSON is the data check's to report, with its line
    }
    files[f.slice(0, -'.json'.length)] = primary;
  }
  const locales = Object.keys(files);
  const byLanguage = {};
  for (const l of locales) (byLanguage[l.split('_')[0].toLowerCase()] ??= []).push(l);
  const primary = {};
  for (const [lang, list] of Object.entries(byLanguage)) {
    if (list.length < 2) continue;
    // declared ("$primary": true), else the language's home region (fr_FR, es_ES), else the first file
    primary[lang] = list.find((l) => files[l]) ?? list.find((l) => l.split('_')[1] === lang.toUpperCase()) ?? list[0];
  }
  return { locales, primary };
}

export function writeLocaleIndex(root) {
  const gen = path.join(root, 'src/generated');
  fs.mkdirSync(gen, { recursive: true });
  writeIfChanged(path.join(gen, 'locales.json'), JSON.stringify(localeIndex(path.join(root, 'locales'))));
}

/**
 * Writes a generated file only when its text changes, and whole: to a file of this process, then renamed into place.
 * npm run check and npm start's rebuild both write src/generated, and a build reading a file while the other
 * rewrites it would find it half-written.
 */
export function writeIfChanged(file, text) {
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text) return;
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, text);
  fs.renameSync(tmp, file);
}

/**
 * The widget's own BCP 47 tag for a locale (src/i18n/locale.ts bcp47: no_NO is Bokmål's nb-NO), bundled and loaded
 * here so that the rule has one home. Needs src/generated/locales.json, which writeLocaleIndex writes first.
 */
export function widgetTag(root) {
  const { outputFiles } = esbuild.buildSync({
    entryPoints: [path.join(root, 'src/i18n/locale.ts')],
    bundle: true,
    write: false,
    format: 'cjs',
    platform: 'node',
    logLevel: 'silent',
  });
  const module = { exports: {} };
  new Function('module', 'exports', outputFiles[0].text)(module, module.exports);
  return module.exports.bcp47;
}

/**
 * Each locale named in its own language ("Deutsch (Deutschland)", "Français canadien"), for the demo's language
 * picker. Made here at build time: the page naming them itself (an Intl.DisplayNames per locale) made the browser load
 * every language's data on each load of the demo page, ~38 ms of its main thread at 1x CPU.
 */
export function localeNames(locales, tagOf) {
  const names = {};
  for (const l of locales) {
    names[l] = l;
    try {
      const tag = tagOf(l);
      const name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag);
      if (name) names[l] = name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
    } catch {
      // a tag Intl refuses keeps its file name (the data check reports the file)
    }
  }
  return names;
}

/** dist/locales.json: the index the build wrote (src/generated/locales.json) and each locale's own name. */
export function writeShippedIndex(root) {
  const index = JSON.parse(fs.readFileSync(path.join(root, 'src/generated/locales.json'), 'utf8'));
  fs.writeFileSync(
    path.join(root, 'dist/locales.json'),
    JSON.stringify({ ...index, names: localeNames(index.locales, widgetTag(root)) }),
  );
}
