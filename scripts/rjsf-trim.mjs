// The parts of rjsf's default registry the browser builds keep. rjsf lists every field, widget and template it has in
// three index modules, so a bundler ships them all (arrays, anyOf/oneOf, grid layouts, date and file pickers: about
// 30 KiB minified) even though no panel can use them: the data check refuses the schemas and UI schemas that would
// (docs/panels.md, "What a schema may use"). The plugin rewrites those index modules to list only what is kept, and
// fails the build when rjsf no longer has a kept name, so an upgrade cannot drop one silently.
import fs from 'node:fs';

export const KEEP = {
  // FallbackField stays as the safety net for a type no field handles (it shows rjsf's "unsupported" notice, and only
  // that: scripts/lib-trim.mjs serves it without the type picker an option of rjsf's would add). Its
  // number field comes with the files of the flows whose panels have a number (chunk-fields.json). Its boolean field
  // stays: a flow's file cannot take rjsf's own helpers from this script, and the ones it needs would cost the flows
  // with a checkbox 1.8 KiB each for 0.3 saved here.
  fields: ['BooleanField', 'FallbackField', 'NullField', 'ObjectField', 'SchemaField', 'StringField'],
  // The widgets rjsf picks for a string by itself (src/form/widgets/index.ts BUILTIN_WIDGETS: text, and email for the
  // email format). Its checkbox (picked for a boolean), text area, range, up-down and hidden widgets come with the
  // files of the flows whose panels draw them (chunk-widgets.json); the widget's own radio, select and password
  // widgets are registered under rjsf's names too (RadioWidget, SelectWidget, PasswordWidget).
  widgets: ['EmailWidget', 'TextWidget'],
  // The widget's theme (src/form/templates/index.tsx) replaces FieldTemplate, ObjectFieldTemplate, BaseInputTemplate
  // and ErrorListTemplate; these are the ones rjsf's kept fields still render (WrapIfAdditionalTemplate is asked for only
  // by rjsf's own FieldTemplate, FallbackFieldTemplate only for a form given useFallbackUiForUnsupportedType).
  templates: [
    'ButtonTemplates',
    'DescriptionFieldTemplate',
    'FieldErrorTemplate',
    'FieldHelpTemplate',
    'TitleFieldTemplate',
    'UnsupportedFieldTemplate',
  ],
  buttons: ['SubmitButton'],
};

const INDEX =
  /@rjsf[\\/]core[\\/]lib[\\/]components[\\/](fields|widgets|templates|templates[\\/]ButtonTemplates)[\\/]index\.js$/;
const LIST = { fields: 'fields', widgets: 'widgets', templates: 'templates' };

/** Keeps the entries of one index module's returned object whose keys are in `keep`, and the imports they use. */
export function trimIndex(source, keep, file = 'index.js') {
  const found = new Set();
  const body = source.replace(/return \{\n([\s\S]*?)\n\s*\};/, (_, entries) => {
    const kept = entries.split('\n').filter((line) => {
      const m = /^\s*(\w+)\s*(?::[^,]*)?,\s*$/.exec(line);
      if (!m) return !line.trim() || line.trim().startsWith('//') ? false : true;
      if (keep.includes(m[1])) found.add(m[1]);
      return keep.includes(m[1]);
    });
    return `return {\n${kept.join('\n')}\n    };`;
  });
  const missing = keep.filter((k) => !found.has(k));
  if (missing.length) throw new Error(`${file}: rjsf no longer lists ${missing.join(', ')} (scripts/rjsf-trim.mjs)`);
  const after = body.slice(body.indexOf('function'));
  const used = (name) => new RegExp(`\\b${name}\\b`).test(after);
  return body.replace(/^import (\w+|\{[^}]*\}) from ("[^"]+");\n/gm, (line, what, from) => {
    if (!what.startsWith('{')) return used(what) ? line : '';
    const names = what
      .slice(1, -1)
      .split(',')
      .map((s) => s.trim())
      .filter((n) => n && used(n));
    return names.length ? `import { ${names.join(', ')} } from ${from};\n` : '';
  });
}

const ENUMS = /@rjsf[\\/]utils[\\/]lib[\\/]enums\.js$/;

/**
 * rjsf's own words (TranslatableString: "Add Item", "Unsupported field schema", …) are English sentences no panel
 * shows: the widget draws every word from its locales, and the data check refuses the schemas whose fields would reach
 * rjsf's words (arrays, additional properties, unsupported types). The enumeration becomes an object whose every
 * member is its own name, so the bundle carries none of rjsf's English (0.6 KiB gzip) and a word rjsf still drew
 * would show as its name, never as an untranslated sentence. Fails the build when the module no longer has the shape
 * this relies on (one exported enumeration).
 */
export function wordsAsNames(source, file = 'enums.js') {
  const exported = [...source.matchAll(/^export\s+(?:var|let|const|function|class)\s+(\w+)/gm)].map((m) => m[1]);
  if (exported.join() !== 'TranslatableString')
    throw new Error(`${file}: rjsf's enums module has changed shape (scripts/rjsf-trim.mjs wordsAsNames)`);
  return 'export const TranslatableString = new Proxy({}, { get: (_, name) => String(name) });\n';
}

/** The esbuild plugin for every browser build. */
export const rjsfTrim = {
  name: 'rjsf-trim',
  setup(build) {
    build.onLoad({ filter: INDEX }, (args) => {
      const dir = INDEX.exec(args.path)[1].replace(/\\/g, '/');
      const keep = dir === 'templates/ButtonTemplates' ? KEEP.buttons : KEEP[LIST[dir]];
      return { contents: trimIndex(fs.readFileSync(args.path, 'utf8'), keep, args.path), loader: 'js' };
    });
    build.onLoad({ filter: ENUMS }, (args) => ({
      contents: wordsAsNames(fs.readFileSync(args.path, 'utf8'), args.path),
      loader: 'js',
    }));
  },
};
