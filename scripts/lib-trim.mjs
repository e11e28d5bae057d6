// Parts of the stack's libraries the widget never calls, served by no-op modules so the sign-on bundle does not carry
// them (issue 52): react-modal's helpers that hide the page from assistive technology and class <body> and <html>
// while a dialog is open (the widget's dialogs ask for neither: src/form/noModalHiding.ts), and ky's streaming of
// bodies for progress callbacks (the transport gives none: src/api/noProgress.ts). src/form/modalShims.test.ts and
// src/api/noProgress.test.ts hold the libraries to it.
import path from 'node:path';

const TRIMS = [
  {
    from: /react-modal[\\/]lib[\\/]components/,
    filter: /^\.\.\/helpers\/(ariaAppHider|classList)$/,
    to: 'src/form/noModalHiding.ts',
  },
  { from: /ky[\\/]distribution[\\/]core/, filter: /^\.\.\/utils\/body\.js$/, to: 'src/api/noProgress.ts' },
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
