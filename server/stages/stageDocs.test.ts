// docs/server-rules.md draws the stage table the server runs by: its generated part is what `npm run docs` writes.
import fs from 'node:fs';
import path from 'node:path';
import { renderStages, withStages } from './stageDocs';
import { STAGES } from './stageTable';

test('docs/server-rules.md holds the stage table as server/stages/stages.json says it', () => {
  const doc = fs.readFileSync(path.join(__dirname, '../../docs/server-rules.md'), 'utf8');
  expect(withStages(doc) === doc ? 'current' : 'stale: run npm run docs').toBe('current');
});

test('every stage is a row, every route that leads somewhere an arrow', () => {
  const drawn = renderStages();
  for (const name of Object.keys(STAGES.stages)) expect(drawn).toContain(`| ${name} |`);
  expect(drawn).toContain('ANONYMOUS --> STEP_UP_OWED: authenticate (from any stage)');
  expect(drawn).toContain('STEP_UP_CODE_SENT --> AUTHENTICATED: enroll, validate, validateSV');
});
