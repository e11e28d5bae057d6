// The tests' payloads follow the panels, as the journeys' do (docs/conformance.md: "a box the panel requires that a
// step does not name is ticked, as by a user who goes on"). A server or attack test names the fields it is about; a
// field the data makes required that the test does not name — a consent a product owner adds, a field made required —
// is filled with a value its schema accepts, so a product owner's valid edit keeps those tests green. The rules are the
// server's own (server/guards/panelPayloads.ts: what each request fills from which panel's field), read from the same
// data. A test about a missing field names it with `undefined`: it is then left out, as JSON leaves it out.
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { compileSchema } from '../../server/guards/compiledSchemas';
import { panelPayloadRules } from '../../server/guards/panelPayloads';

type Schema = Record<string, unknown>;
export type Completer = (at: string, data: object) => object;

/** Values tried for a field, the plainest first; the first its schema accepts is taken. */
function candidates(s: Schema): unknown[] {
  const out: unknown[] = [];
  if ('const' in s) out.push(s.const);
  if (Array.isArray(s.enum)) out.push(...(s.enum as unknown[]));
  if ('default' in s) out.push(s.default);
  if (Array.isArray(s.examples)) out.push(...(s.examples as unknown[]));
  const types = [s.type ?? 'string'].flat();
  if (types.includes('boolean')) out.push(true, false);
  if (types.includes('integer') || types.includes('number')) {
    const low =
      typeof s.minimum === 'number' ? s.minimum : typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum + 1 : 1;
    out.push(Math.ceil(low), typeof s.maximum === 'number' ? s.maximum : low);
  }
  if (types.includes('string')) {
    const n = Math.max(typeof s.minLength === 'number' ? s.minLength : 1, 1);
    const formats: Record<string, string> = {
      email: 'someone@example.com',
      date: '1990-01-15',
      'date-time': '1990-01-15T10:00:00Z',
      uri: 'https://example.com/',
      uuid: '123e4567-e89b-42d3-a456-426614174000',
    };
    if (typeof s.format === 'string' && formats[s.format]) out.push(formats[s.format]);
    if (typeof s.pattern === 'string')
      try {
        out.push(...fc.sample(fc.stringMatching(new RegExp(s.pattern, 'u')), { numRuns: 50, seed: 7 }));
      } catch {
        // a pattern the generator cannot draw from: the plain candidates below, or the test is told to name it
      }
    out.push('A'.repeat(n), 'a'.repeat(n), '1'.repeat(n));
  }
  return out;
}

const sampled = new Map<string, unknown>();
/** A value `schema` accepts, or null when none of the plain candidates is one (made once per schema). */
export function sampleValue(schema: Schema): unknown {
  const text = JSON.stringify(schema);
  if (!sampled.has(text)) {
    const validate = compileSchema(schema);
    const found = candidates(schema).find((v) => validate(v));
    sampled.set(text, found === undefined ? null : found);
  }
  return sampled.get(text);
}

/** Fills the required fields a POST's payload does not name, by the data under `root`. */
export function payloadCompleter(root: string): Completer {
  const rules = panelPayloadRules(root);
  // the profile route holds its whole payload to the profile panel's schema (server/handlers/profile.ts)
  const profileFile = path.join(root, 'schemas/user-profile.schema.json');
  const profile = (fs.existsSync(profileFile) ? JSON.parse(fs.readFileSync(profileFile, 'utf8')) : {}) as Schema;
  const profileFields = ((profile.required ?? []) as string[]).map((name) => ({
    wire: name,
    field: name,
    schemaFile: 'schemas/user-profile.schema.json',
    required: true,
    property: (profile.properties as Record<string, Schema> | undefined)?.[name] ?? {},
  }));
  return (at, data) => {
    const bare = at.split('?')[0];
    const fields = /\/users\/[^/]+\/$/.test(bare)
      ? profileFields
      : (rules.find((r) => r.pattern.test(bare))?.fields ?? []);
    const filled: Record<string, unknown> = { ...data };
    for (const f of fields) {
      if (!f.required || f.wire in filled) continue;
      const v = sampleValue((f.property ?? {}) as Schema);
      if (v === null)
        throw new Error(
          `${bare}: the test names no ${f.wire}, which ${f.schemaFile} requires (${f.field}), and no plain value meets its schema: name it in the test`,
        );
      filled[f.wire] = v;
    }
    return filled;
  };
}

const byRoot = new Map<string, Completer>();
/** The completer of the data under `root`, made once per process. */
export function completerFor(root: string): Completer {
  let c = byRoot.get(root);
  if (!c) byRoot.set(root, (c = payloadCompleter(root)));
  return c;
}
