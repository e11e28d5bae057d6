// `npm run docs`: writes docs/reference.md from the registries (src/data/reference.ts), and the drawn stage table of
// docs/server-rules.md from server/stages/stages.json (server/stages/stageDocs.ts).
import fs from 'node:fs';
import path from 'node:path';
import { withStages } from '../server/stages/stageDocs';
import { renderReference } from '../src/data/reference';
import { uiShape, UI_SHAPE_FILE, uiShapeText } from '../src/data/shapes/uiShape';

const file = path.join(process.cwd(), 'docs/reference.md');
fs.writeFileSync(file, renderReference());
console.log(`wrote ${path.relative(process.cwd(), file)}`);
const rules = path.join(process.cwd(), 'docs/server-rules.md');
fs.writeFileSync(rules, withStages(fs.readFileSync(rules, 'utf8')));
console.log(`wrote ${path.relative(process.cwd(), rules)} (its stage table)`);
// the UI schema files' shape, for the owner's editor and the check (generated: prettier leaves it as written)
fs.writeFileSync(path.join(process.cwd(), UI_SHAPE_FILE), uiShapeText(uiShape()));
console.log(`wrote ${UI_SHAPE_FILE}`);
