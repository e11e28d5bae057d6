// A POST is checked against the panel it comes from (docs/server-rules.md "Payloads follow the panels"): for each
// request a flow file names, the payload fields it fills from a panel's fields are held to that panel's schema —
// a required field (a box that must be ticked) is required here too, and a field sent as typed meets its schema's
// keywords. Read from schemas/ and flows/ when the server starts, as the widget is built from them, so a product
// owner's edit holds on both sides with no server file touched. A payload that fails is refused as a bad request.
import fs from 'node:fs';
import path from 'node:path';
import type { ValidateFunction } from 'ajv';
import { compileSchema } from './compiledSchemas';
import { buildTables } from '../../src/flow/tables';
import type { FlowFile, RequestDef, Select, Selectable, ValueRef } from '../../src/data/types';
import { BadRequest, type Payload } from './payload';

/** Transforms after which the value sent is still the field's value (trimmed at most): its keywords hold for it. */
const SAME_VALUE = new Set(['text', 'trim']);

interface FieldRule {
  wire: string;
  /** the panel field it is filled from, and where that field's schema is (for the log) */
  field: string;
  schemaFile: string;
  required: boolean;
  validate: ValidateFunction | null;
  /** the field's schema in its (first) panel: what a value for it must meet */
  property: object | null;
}
export interface PayloadRule {
  request: string;
  method: string;
  pattern: RegExp;
  fields: FieldRule[];
}

const cases = <T>(v: Selectable<T>): T[] =>
  v && typeof v === 'object' && 'select' in (v as object)
    ? [...Object.values((v as Select<T>).cases), (v as Select<T>).default]
    : [v as T];

/** A request path template as a pattern of the paths it becomes, at the API's root and under /ping. */
function pathPattern(template: string): RegExp {
  const parts = template.split(/\{[^}]+\}/).map((p) => p.replace(/[.*+?^$()|[\]\\]/g, '\\$&'));
  return new RegExp(`^/(?:ping/)?${parts.join('[^/]+')}$`);
}

function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
}

/** The rules of every request that fills its payload from a panel's fields. */
export function panelPayloadRules(root: string): PayloadRule[] {
  const dir = path.join(root, 'flows');
  const files = Object.fromEntries(
    fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.json') && !f.endsWith('.schema.json'))
      .map((f) => [f, readJson<FlowFile>(path.join(dir, f))]),
  );
  const tables = buildTables(files);
  const schemas = new Map<string, { required?: string[]; properties?: Record<string, object> }>();
  const schemaOf = (panel: string) => {
    if (!schemas.has(panel)) schemas.set(panel, readJson(path.join(root, 'schemas', `${panel}.schema.json`)));
    return schemas.get(panel)!;
  };
  const rules: PayloadRule[] = [];
  for (const [name, def] of Object.entries(tables.requests) as [string, RequestDef][]) {
    if ((def.method ?? 'POST') !== 'POST' || !def.payload) continue;
    // the panels whose primary button makes this request
    const panels = [
      ...new Set(
        Object.values(tables.pages)
          .filter(
            (p) =>
              p.panel &&
              (p.request === name ||
                Object.values(p.requestFor ?? {}).some((byValue) => Object.values(byValue).includes(name))),
          )
          .map((p) => p.panel!),
      ),
    ];
    if (!panels.length) continue;
    const fields: FieldRule[] = [];
    const payloads = cases(def.payload);
    for (const payload of payloads)
      for (const [wire, ref] of Object.entries<ValueRef>(payload)) {
        // ("...": an object value merged into the payload, its own fields named by what builds it)
        const m = /^(?:field|form)\.(\w+)$/.exec(ref.from ?? '');
        if (!m || wire === '...' || fields.some((f) => f.wire === wire)) continue;
        const field = m[1];
        const transforms = [ref.transform ?? []].flat();
        // required only where every panel sending it requires it and every choice of the payload sends it: the
        // server cannot tell which panel, or which choice (by flow, say), it came from
        const required = panels.every((p) => schemaOf(p).required?.includes(field)) && payloads.every((c) => wire in c);
        const property = schemaOf(panels[0]).properties?.[field];
        const asTyped = transforms.every((t) => SAME_VALUE.has(t)) && panels.length === 1;
        fields.push({
          wire,
          field,
          schemaFile: `schemas/${panels[0]}.schema.json`,
          required: required && !ref.optional,
          validate: property && asTyped ? compileSchema(property) : null,
          property: property ?? null,
        });
      }
    if (!fields.length) continue;
    for (const template of cases(def.path))
      rules.push({ request: name, method: 'POST', pattern: pathPattern(template), fields });
  }
  return rules;
}

/** Refuses a POST payload its panel's schema refuses; `at`: the request's path without its query. */
export function checkPanelPayload(rules: PayloadRule[], method: string, at: string, payload: Payload) {
  const rule = rules.find((r) => r.method === method && r.pattern.test(at));
  if (!rule) return;
  for (const f of rule.fields) {
    const v = payload[f.wire];
    if (v === undefined || v === null || v === '') {
      if (f.required)
        throw new BadRequest(`${rule.request}: ${f.wire} is missing; ${f.schemaFile} requires ${f.field}`);
      continue;
    }
    if (f.validate && !f.validate(v))
      throw new BadRequest(
        `${rule.request}: ${f.wire} ${f.validate.errors?.[0]?.message ?? 'is refused'} (${f.schemaFile} /properties/${f.field})`,
      );
  }
}
