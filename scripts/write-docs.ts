// `npm run docs`: writes docs/reference.md from the registries (src/data/reference.ts).
import fs from 'node:fs';
import path from 'node:path';
import { renderReference } from '../src/data/reference';

const file = path.join(process.cwd(), 'docs/reference.md');
fs.writeFileSync(file, renderReference());
console.log(`wrote ${path.relative(process.cwd(), file)}`);
