// dist/auth-widget.js's own entry, for the build's look at what the first script uses (esbuild.mjs); the shipped
// entry passes the modules it shares (scripts/first-shared.mjs exposingEntry).
import { start } from './first';

start([]);
