/** @jest-environment node */
// Payloads follow the panels: a fixture product of its own (one flow file, one panel) read as the server reads the
// data. A field its panel requires is required in the payload, a field sent as typed meets its schema's keywords,
// a transformed one only its presence; every template of a request's path is matched, under /ping too.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkPanelPayload, panelPayloadRules, type PayloadRule } from './panelPayloads';
import { copy, edit, writeJson } from '../../test/support/dataFiles';
import type { FlowFile } from '../../src/data/types';
import { buildServer } from '../app';
import { Client, type Wire } from '../../kit/wire/inject';
import { ManualClock } from '../store/clock';
import { DEMO_PASSWORD } from '../store/seed';

let root: string;
let rules: PayloadRule[];
const write = (rel: string, json: unknown) => writeJson(root, rel, json);

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'aw-payloads-'));
  write('flows/fixture.json', {
    pages: {
      FIX: { kind: 'panel', panel: 'fix', request: 'fixSave' },
      ALSO: { kind: 'panel', panel: 'other', request: 'fixLookup' },
    },
    requests: {
      fixSave: {
        path: {
          select: 'flow',
          cases: { LOGIN: 'fix/wgt/login/{config.appId}' },
          default: 'fix/wgt/save/{config.appId}',
        },
        payload: {
          agree: { from: 'field.agree' },
          name: { from: 'field.name', transform: 'trim' },
          code: { from: 'field.code', transform: 'digits' },
          note: { from: 'field.note', optional: true },
          news: { from: 'field.news' },
          appId: { from: 'config.appId' },
        },
      },
      fixLookup: { method: 'GET', path: 'fix/wgt/lookup', payload: { name: { from: 'field.name' } } },
    },
  });
  write('schemas/fix.schema.json', {
    type: 'object',
    required: ['agree', 'name', 'code', 'news'],
    properties: {
      agree: { type: 'boolean', const: true },
      // a yes/no question that must be answered: "no" is an answer
      news: { type: 'boolean' },
      name: { type: 'string', maxLength: 5 },
      code: { type: 'string', pattern: '^[0-9]{6}$' },
      note: { type: 'string', format: 'email' },
    },
  });
  write('schemas/other.schema.json', { type: 'object', required: ['name'], properties: { name: { type: 'string' } } });
  rules = panelPayloadRules(root);
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const good = { agree: true, name: 'Ann', code: '123456', news: false, appId: 'demo' };
const check = (at: string, payload: Record<string, unknown>) => () => checkPanelPayload(rules, 'POST', at, payload);

test('a payload its panel accepts passes, on every path of the request, at the root and under /ping', () => {
  for (const at of ['/fix/wgt/save/demo', '/fix/wgt/login/demo', '/ping/fix/wgt/save/demo'])
    expect(check(at, good)).not.toThrow();
  // a GET's query is no payload: no rule
  expect(rules.map((r) => r.request)).toEqual(['fixSave', 'fixSave']);
});

test('a required box unticked, or a required field left out, is refused naming the field and the schema', () => {
  expect(check('/fix/wgt/save/demo', { ...good, agree: false })).toThrow(
    'fixSave: agree must be equal to constant (schemas/fix.schema.json /properties/agree)',
  );
  expect(check('/fix/wgt/save/demo', { ...good, agree: undefined })).toThrow(
    'fixSave: agree is missing; schemas/fix.schema.json requires agree',
  );
  expect(check('/fix/wgt/save/demo', { ...good, name: '' })).toThrow('fixSave: name is missing');
});

test('a yes/no question that must be answered: no is an answer, no answer is refused, anything else too', () => {
  expect(check('/fix/wgt/save/demo', { ...good, news: true })).not.toThrow();
  expect(check('/fix/wgt/save/demo', { ...good, news: undefined })).toThrow(
    'fixSave: news is missing; schemas/fix.schema.json requires news',
  );
  expect(check('/fix/wgt/save/demo', { ...good, news: 'no' })).toThrow('fixSave: news must be boolean');
});

test('a field sent as typed (or trimmed) meets its keywords; a transformed one is held to its presence only', () => {
  expect(check('/fix/wgt/save/demo', { ...good, name: 'Annabel' })).toThrow(
    'fixSave: name must NOT have more than 5 characters (schemas/fix.schema.json /properties/name)',
  );
  // "digits" makes the value the server gets: the pattern is the widget's to hold
  expect(check('/fix/wgt/save/demo', { ...good, code: '12' })).not.toThrow();
  expect(check('/fix/wgt/save/demo', { ...good, code: '' })).toThrow('fixSave: code is missing');
  // optional: may be left out; when sent, its format holds
  expect(check('/fix/wgt/save/demo', { ...good, note: 'not an address' })).toThrow(
    'fixSave: note must match format "email"',
  );
  expect(check('/fix/wgt/save/demo', { ...good, note: 'ann@example.com' })).not.toThrow();
});

test('a path no request names, or another method, is not checked here', () => {
  expect(check('/fix/wgt/other/demo', {})).not.toThrow();
  expect(() => checkPanelPayload(rules, 'GET', '/fix/wgt/save/demo', {})).not.toThrow();
});

/** the sign-on request: it sends a user id and a password (linking an account to a provider sends a password alone) */
const signsOn = (r: unknown) => ['field.userId', 'field.password'].every((f) => JSON.stringify(r).includes(f));

test('on the server: a box the owner makes required on the sign-on panel and sends is required there too', async () => {
  // a copy of the data with the edit an owner makes: the box in the schema (required, ticked) and in the payload
  const dir = copy();
  try {
    edit(dir, 'schemas/sign-on.schema.json', (s: { required: string[]; properties: Record<string, unknown> }) => {
      s.required.push('agreePolicy');
      s.properties.agreePolicy = { type: 'boolean', const: true };
    });
    const signOnFile = fs
      .readdirSync(path.join(dir, 'flows'))
      .filter((f) => f.endsWith('.json') && !f.endsWith('.schema.json'))
      .find((f) => Object.values(readFlow(dir, f).requests ?? {}).some(signsOn))!;
    edit(dir, `flows/${signOnFile}`, (f: FlowFile) => {
      const name = Object.keys(f.requests!).find((n) => signsOn(f.requests![n]))!;
      (f.requests![name].payload as Record<string, unknown>).agreePolicy = { from: 'field.agreePolicy' };
    });
    const t = await buildServer({ root: dir, clock: new ManualClock() });
    try {
      const c = await new Client(t.app).start();
      const unticked = await c.signOn('alice', DEMO_PASSWORD, { agreePolicy: undefined });
      expect(unticked.statusCode).toBe(400);
      expect((await c.signOn('alice', DEMO_PASSWORD, { agreePolicy: false })).statusCode).toBe(400);
      const ticked = await c.signOn('alice', DEMO_PASSWORD, { agreePolicy: true });
      expect(ticked.statusCode).toBe(200);
      expect(ticked.json<Wire>().nextAction).toBeDefined();
    } finally {
      await t.app.close();
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

const readFlow = (dir: string, f: string) =>
  JSON.parse(fs.readFileSync(path.join(dir, 'flows', f), 'utf8')) as FlowFile;
