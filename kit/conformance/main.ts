// The conformance kit's command (kit/conformance/cli.ts), built to conformance/conformance.cjs by esbuild.mjs (the npm package's bin auth-widget-conformance).
import { run } from './cli';

run(process.argv.slice(2)).then(
  ({ text, code }) => {
    (code === 2 ? process.stderr : process.stdout).write(`${text}\n`);
    process.exit(code);
  },
  (e: unknown) => {
    process.stderr.write(`conformance: ${(e as Error).stack ?? String(e)}\n`);
    process.exit(2);
  },
);
