// The stage table against flows/ (server/stages/stageFlows.ts): answers the flows route pass; one they do not, a route no
// request calls, and a catch-all answer not listed as such are each reported with the route's pointer and a fix.
import fs from 'node:fs';
import path from 'node:path';
import { checkStageTable } from './stageCheck';
import { crossCheckFlows } from './stageFlows';
import raw from './stages.json';

const flowsDir = path.join(__dirname, '../../flows');
const flows = Object.fromEntries(
  fs
    .readdirSync(flowsDir)
    .filter((f) => f.endsWith('.json') && f !== 'flow-table.schema.json')
    .map((f) => [f, JSON.parse(fs.readFileSync(path.join(flowsDir, f), 'utf8')) as unknown]),
);
const edited = (edit: (routes: Record<string, { answers?: string[]; fallback?: string[] }>) => void) => {
  const copy = structuredClone(raw) as unknown as {
    routes: Record<string, { answers?: string[]; fallback?: string[] }>;
  };
  edit(copy.routes);
  const { table, problems } = checkStageTable(copy);
  expect(problems).toEqual([]);
  return crossCheckFlows(table, flows);
};

test('the committed table: every answer is routed by flows/, every answering route called by a request', () => {
  expect(edited(() => undefined)).toEqual([]);
});

test('an answer no page routes, a catch-all answer not listed in "fallback", a route no request calls', () => {
  const problems = edited((routes) => {
    routes['POST /fpc/wgt/sendsv'].answers!.push('NOT_A_PAGE');
    delete routes['POST /login/wgt/authenticate/apps/:appId/:brandId'].fallback;
    routes['POST /nowhere/called'] = { from: '*', answers: ['LOGIN'] } as (typeof routes)[string];
    // a request whose reply is plain data routes no nextAction: its answers are free
    routes['GET /login/wgt/getCountryCodes'].answers = ['NOT_A_PAGE'];
  });
  expect(problems.map((p) => [p.pointer, p.message])).toEqual([
    [
      '/routes/POST ~1login~1wgt~1authenticate~1apps~1:appId~1:brandId/answers/12',
      expect.stringContaining('"ACCOUNT_DISABLED", which no page of flows/ has a row for'),
    ],
    ['/routes/POST ~1fpc~1wgt~1sendsv/answers/2', expect.stringContaining('"NOT_A_PAGE"')],
    [
      '/routes/POST ~1nowhere~1called/answers',
      'no request of flows/ calls POST /nowhere/called, so nothing routes its answers',
    ],
  ]);
  expect(problems.every((p) => p.file === 'server/stages/stages.json' && p.fix.length > 10)).toBe(true);
});
