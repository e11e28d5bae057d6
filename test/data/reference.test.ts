// docs/reference.md is current, and every name a product owner may write is documented — no more, no less.
import fs from 'node:fs';
import path from 'node:path';
import { OUTCOMES } from '../../src/api/outcomes';
import { REPLY_TYPES, SECRET_TYPES } from '../../src/api/replyTypes';
import { SOURCES, TRANSFORMS } from '../../src/api/values';
import { EFFECT_DOCS } from '../../src/data/docs/flowDocs';
import { FACT_DOCS } from '../../src/data/docs/factDocs';
import { uiShape, UI_SHAPE_FILE, uiShapeText } from '../../src/data/shapes/uiShape';
import { OUTCOME_DOCS, REPLY_TYPE_DOCS, SOURCE_DOCS, TRANSFORM_DOCS } from '../../src/data/docs/requestDocs';
import { RULE_DOCS, WIDGET_DOCS, WIDGET_OPTIONS } from '../../src/data/docs/widgetDocs';
import { renderReference } from '../../src/data/reference';
import { effects } from '../../src/flow/effects';
import { GUARD_NAMES } from '../../src/flow/guards';
import { blurRules, changeRules } from '../../src/form/fieldRules';
import { inputFilters } from '../../src/form/inputFilters';
import { optionSources } from '../../src/form/optionSources';
import { widgets } from '../../src/form/widgets';
import CHUNK_WIDGETS from '../../src/form/widgets/chunk-widgets.json';
import CHUNK_EFFECTS from '../../src/flow/chunk-effects.json';
import CHUNK_REPLY_TYPES from '../../src/api/chunk-reply-types.json';
import { recordReplies } from '../../src/api/recordReplies';
import { CHUNK_WIDGET_COMPONENTS } from '../support/chunkWidgets';
import { replyEffects } from '../../src/flow/replyEffects';
import { retryEffects } from '../../src/flow/retryEffects';
import { PASSWORD_RULES } from '../../src/form/passwordRules';
import { PASSWORD_RULE_DOCS } from '../../src/data/docs/ruleDocs';

/** the bundle's widgets and those chunks bring (src/form/widgets/chunk-widgets.json) */
const { $comment: _c, ...chunkWidgets } = CHUNK_WIDGETS;
const allWidgets: object = { ...widgets, ...chunkWidgets };
const { $comment: _e, ...chunkEffects } = CHUNK_EFFECTS;
const allEffects: object = { ...effects, ...chunkEffects };
const { $comment: _r, ...chunkReplyTypes } = CHUNK_REPLY_TYPES;

test('the components tests give chunk panels are the registry of chunk widgets', () => {
  expect(sorted(CHUNK_WIDGET_COMPONENTS)).toEqual(sorted(chunkWidgets));
});

test('every effect a chunk brings is exported by the module its registry line names', () => {
  const modules: Record<string, object> = { replyEffects, retryEffects };
  for (const [name, module] of Object.entries(chunkEffects)) expect(Object.keys(modules[module] ?? {})).toContain(name);
});

test('every reply type a chunk brings is exported by the module its registry line names', () => {
  const modules: Record<string, object> = { recordReplies };
  for (const [name, module] of Object.entries(chunkReplyTypes))
    expect(Object.keys(modules[module] ?? {})).toContain(name);
});

const sorted = (o: object) => (Array.isArray(o) ? o.map(String) : Object.keys(o)).sort();

test("the UI schema files' shape is what `npm run docs` writes from the registries", () => {
  const file = fs.readFileSync(path.join(__dirname, '../..', UI_SHAPE_FILE), 'utf8');
  expect(file === uiShapeText(uiShape()) ? 'current' : 'stale: run npm run docs').toBe('current');
});

test('docs/reference.md is what `npm run docs` writes', () => {
  const file = fs.readFileSync(path.join(__dirname, '../../docs/reference.md'), 'utf8');
  expect(file === renderReference() ? 'current' : 'stale: run npm run docs').toBe('current');
});

test.each<[string, object, object]>([
  ['effects', EFFECT_DOCS, allEffects],
  ['facts', FACT_DOCS, GUARD_NAMES],
  ['value sources', SOURCE_DOCS, SOURCES],
  ['transforms', TRANSFORM_DOCS, TRANSFORMS],
  ['reply types', REPLY_TYPE_DOCS, { ...REPLY_TYPES, ...chunkReplyTypes, ...SECRET_TYPES }],
  ['outcomes', OUTCOME_DOCS, OUTCOMES],
  ['widgets', WIDGET_DOCS, allWidgets],
  ['change rules', RULE_DOCS.onChange, changeRules],
  ['blur rules', RULE_DOCS.onBlur, blurRules],
  ['input filters', RULE_DOCS.inputFilter, inputFilters],
  ['option sources', RULE_DOCS.optionsFrom, optionSources],
  ['password rules', PASSWORD_RULE_DOCS, PASSWORD_RULES],
  ...Object.entries(PASSWORD_RULES).map(([name, def]): [string, object, object] => [
    `parameters of the ${name} rule`,
    PASSWORD_RULE_DOCS[name]?.params ?? {},
    def.params,
  ]),
])('every registered %s is documented, and nothing else', (_what, docs, registry) => {
  expect(sorted(docs)).toEqual(sorted(registry));
});

test('widget options are documented for registered widgets only', () => {
  expect(Object.keys(WIDGET_OPTIONS).filter((w) => w !== '*' && !(w in allWidgets))).toEqual([]);
});

test('every key of a page and of a request that the flow-table schema takes is named in the reference', () => {
  const schema = JSON.parse(fs.readFileSync(path.join(__dirname, '../../flows/flow-table.schema.json'), 'utf8')) as {
    definitions: Record<string, { properties: Record<string, unknown> }>;
  };
  const doc = renderReference();
  const keys = ['page', 'request'].flatMap((d) => Object.keys(schema.definitions[d].properties));
  const named = (k: string) => doc.includes(`\`${k}\``) || doc.includes(`\`${k}.`);
  expect(keys.filter((k) => k !== 'description' && !named(k))).toEqual([]);
});
