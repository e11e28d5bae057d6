// Parts of the stack's libraries the widget never calls, served by no-op modules so the sign-on bundle does not carry
// them (issue 52): react-modal's helpers that hide the page from assistive technology and class <body> and <html>
// while a dialog is open (the widget's dialogs ask for neither: src/form/noModalHiding.ts), and ky's streaming of
// bodies for progress callbacks (the transport gives none: src/api/noProgress.ts) and its reading of Retry-After headers
// (the transport waits on none: src/api/noRetryAfter.ts), and rjsf's omitting of extra form data (the renderer asks for
// none: src/form/noOmitExtraData.ts), its choice of a oneOf / anyOf branch (src/form/noSchemaChoice.ts) and its "$ref"
// resolution with jsonpointer and fast-uri (src/form/noSchemaRefs.ts), for schemas the data check refuses, and the
// type picker of its fallback field, an option the renderer never turns on (src/form/noFallbackUi.ts); react-is, of
// which rjsf asks two questions (src/form/reactIs.ts). The tests beside each stand-in hold the libraries to it, and
// scripts/lib-trim.test.ts runs rjsf trimmed against the whole of it.
import path from 'node:path';

const TRIMS = [
  {
    from: /react-modal[\\/]lib[\\/]components/,
    filter: /^\.\.\/helpers\/(ariaAppHider|classList)$/,
    to: 'src/form/noModalHiding.ts',
  },
  { from: /ky[\\/]distribution[\\/]core/, filter: /^\.\.\/utils\/body\.js$/, to: 'src/api/noProgress.ts' },
  { from: /ky[\\/]distribution[\\/]core/, filter: /^\.\/retry-timing\.js$/, to: 'src/api/noRetryAfter.ts' },
  {
    from: /@rjsf[\\/]utils[\\/]lib[\\/]schema/,
    filter: /^\.\/(omitExtraData|toPathSchema)\.js$/,
    to: 'src/form/noOmitExtraData.ts',
  },
  {
    from: /@rjsf[\\/]utils[\\/]lib[\\/]schema/,
    filter: /^\.\/(getClosestMatchingOption|getFirstMatchingOption|findSelectedOptionInXxxOf)\.js$/,
    to: 'src/form/noSchemaChoice.ts',
  },
  { from: /@rjsf[\\/]utils[\\/]lib/, filter: /^\.\.?\/findSchemaDefinition\.js$/, to: 'src/form/noSchemaRefs.ts' },
  {
    from: /@rjsf[\\/]core[\\/]lib[\\/]components[\\/]fields/,
    filter: /^\.\/FallbackField\.js$/,
    to: 'src/form/noFallbackUi.ts',
  },
  { from: /@rjsf[\\/]utils[\\/]lib/, filter: /^react-is$/, to: 'src/form/reactIs.ts' },
];

export const libTrim = (root) => ({
  name: 'lib-trim',
  setup(build) {
    for (const t of TRIMS)
      build.onResolve({ filter: t.filter }, (args) =>
        t.from.test(args.importer) ? { path: path.join(root, t.to) } : undefined,
      );
  },
});
