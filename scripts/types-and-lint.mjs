// `npm test`'s type check and lint in one process, on one TypeScript program: the type check is `tsc --noEmit -p .`
// (the same diagnostics, printed as tsc prints them) and the lint is `eslint . --max-warnings 0` (eslint.config.mjs),
// handed the program the type check built instead of building its own for typescript-eslint's typed rules. Building
// and checking the program is most of either one's work; apart they cost npm test about 15 core-seconds more.
// Exit code: 1 when either finds a problem (both always run). `npm run typecheck` and `npm run lint` run them apart.
import path from 'node:path';
import { ESLint } from 'eslint';
import ts from 'typescript';

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const secs = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** The program of one tsconfig.json, as tsc builds it; its configuration's own problems come with its diagnostics. */
function programOf(configFile) {
  const host = {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    },
  };
  const config = ts.getParsedCommandLineOfConfigFile(path.join(root, configFile), {}, host);
  return ts.createProgram({
    rootNames: config.fileNames,
    options: config.options,
    projectReferences: config.projectReferences,
    configFileParsingDiagnostics: ts.getConfigFileParsingDiagnostics(config),
  });
}

let failed = false;

// the type check: the project's tsconfig.json, as `tsc --noEmit -p .`
let t = Date.now();
const program = programOf('tsconfig.json');
const diagnostics = ts.getPreEmitDiagnostics(program);
if (diagnostics.length) {
  failed = true;
  process.stdout.write(
    ts.formatDiagnostics(diagnostics, {
      getCanonicalFileName: (f) => f,
      getCurrentDirectory: () => root,
      getNewLine: () => '\n',
    }),
  );
}
console.log(`${diagnostics.length ? 'FAIL' : 'ok  '} type check (tsc) (${secs(Date.now() - t)})`);

// the lint: typed rules on the same program, and on the React host fixture's own (test/fixtures has its tsconfig.json);
// bench/bare and bench/react are linted without types (eslint.config.mjs), so they are left out of this override
t = Date.now();
const eslint = new ESLint({
  cwd: root,
  overrideConfig: [
    {
      files: ['**/*.ts', '**/*.tsx'],
      ignores: ['bench/bare/**', 'bench/react/**'],
      languageOptions: {
        parserOptions: {
          projectService: false,
          programs: [program, programOf('test/fixtures/react-host/tsconfig.json')],
        },
      },
    },
  ],
});
const results = await eslint.lintFiles(['.']);
const problems = results.reduce((n, r) => n + r.errorCount + r.warningCount, 0);
if (problems) {
  failed = true;
  process.stdout.write(await (await eslint.loadFormatter('stylish')).format(results));
}
console.log(`${problems ? 'FAIL' : 'ok  '} lint (eslint, zero warnings) (${secs(Date.now() - t)})`);
process.exit(failed ? 1 : 0);
