// The panels: each schema is a JSON Schema the bundle can render (no allOf, no patternProperties) with its UI schema,
// and the panel options of "ui:panel" — title, intro, buttons, links, progress bars, footnotes, checks — name keys,
// facts, fields and icons that exist.
import { PANEL_OPTION_DOCS } from '../docs/widgetDocs';
import type { PanelOptions } from '../types';
import { checkControls, checkFootnotes, checkNotices } from './controls';
import { checkBooleans } from './booleans';
import { checkUiFields } from './fields';
import { checkKeywords } from './keywords';
import { didYouMean, esc, type DataFiles, type Report } from './report';
import { schemaProblems } from './compiled';
import { checkCondition, checkText } from './texts';

/** The parts of the flow context a panel may take its initial values from, besides what requests keep. */
const DATA_FROM = ['profile'];

export function checkPanels(r: Report, files: DataFiles, kept: string[] = []) {
  for (const [panel, schema] of Object.entries(files.schemas)) {
    const file = `schemas/${panel}.schema.json`;
    for (const p of schemaProblems(schema)) r.add(file, p.pointer, p.message);
    defaultsInEnum(r, schema as Record<string, unknown>, file, '');
    conditionsInEnum(r, schema as Record<string, unknown>, file);
    const ui = files.uis[panel] as Record<string, unknown> | undefined;
    unsupported(r, schema, file, '', ui);
    const uiFile = `schemas/${panel}.ui.json`;
    if (!ui) {
      r.add(uiFile, '', 'missing: every schema needs its UI schema');
      continue;
    }
    checkUiFields(r, schema as Record<string, unknown>, ui, uiFile, '');
    checkKeywords(r, schema as Record<string, unknown>, ui, [file, uiFile]);
    checkBooleans(r, schema as Record<string, unknown>, ui, [file, uiFile]);
    const options = ui['ui:panel'] as PanelOptions | undefined;
    if (!options || typeof options !== 'object')
      r.add(uiFile, '/ui:panel', 'missing: the panel options (title, buttons, …)');
    else
      checkPanelOptions(r, options, Object.keys((schema as { properties?: object }).properties ?? {}), uiFile, [
        ...DATA_FROM,
        ...kept,
      ]);
  }
  // a UI schema whose schema is missing: one problem — at the page that draws it (src/data/check/flows.ts), or here
  // when no page does — and the keys it names still count as used, so that no "not used" follows from it
  const drawn = new Set(Object.values(files.flows).flatMap((f) => Object.values(f.pages ?? {}).map((p) => p.panel)));
  for (const [panel, ui] of Object.entries(files.uis)) {
    if (files.schemas[panel]) continue;
    const file = `schemas/${panel}.ui.json`;
    if (!drawn.has(panel)) r.add(file, '', `schemas/${panel}.schema.json is missing: restore it, or delete this file`);
    useKeysIn(r, ui, new Set(Object.keys(files.locales.en_US ?? {})), file, '');
  }
}

/** Every string of a JSON value that is a message key of en_US, recorded as used at its place. */
function useKeysIn(r: Report, node: unknown, keys: Set<string>, file: string, pointer: string) {
  if (typeof node === 'string') {
    if (keys.has(node)) r.useKey(node, file, pointer);
  } else if (node && typeof node === 'object')
    for (const [k, v] of Object.entries(node)) useKeysIn(r, v, keys, file, `${pointer}/${esc(k)}`);
}

/** What the bundle cannot render: it leaves rjsf's allOf merger out (src/form/noAllOfMerge.ts; rjsf builds allOf for
 * patternProperties) and keeps only rjsf's fields for objects and plain values (scripts/rjsf-trim.mjs), so a list
 * needs a registered ui:field and choices are an enum (docs/panels.md). */
const REFUSED: Record<string, string> = {
  allOf: 'write the properties out (use if/then for conditions)',
  patternProperties: 'name each property',
  anyOf: 'use an enum for a choice, if/then for a condition',
  oneOf: 'use an enum for a choice, if/then for a condition',
  $ref: 'write the definition out where it is used',
};

function unsupported(r: Report, node: unknown, file: string, pointer: string, ui?: unknown, inField = false) {
  if (!node || typeof node !== 'object') return;
  const o = node as Record<string, unknown>;
  const field = inField || !!uiOf(ui, 'ui:field');
  if (o.type === 'array' && !field)
    r.add(file, `${pointer}/type`, 'a list needs a field that renders it: give it a ui:field in the UI schema');
  for (const [k, v] of Object.entries(o)) {
    if (REFUSED[k]) r.add(file, `${pointer}/${esc(k)}`, `${k} is not supported in panel schemas: ${REFUSED[k]}`);
    if (k === 'properties' && v && typeof v === 'object' && !Array.isArray(v))
      for (const [name, p] of Object.entries(v as Record<string, unknown>))
        unsupported(r, p, file, `${pointer}/properties/${esc(name)}`, uiOf(ui, name), field);
    // if/then/else and the like apply to this object, so its UI schema still names their properties
    else unsupported(r, v, file, `${pointer}/${esc(k)}`, ui, field);
  }
}

const uiOf = (ui: unknown, name: string) =>
  ui && typeof ui === 'object' ? (ui as Record<string, unknown>)[name] : undefined;

/** A default must be one of its enum's values (else the form starts invalid, or a radio shows nothing chosen). */
function defaultsInEnum(r: Report, schema: Record<string, unknown>, file: string, at: string) {
  if (Array.isArray(schema.enum) && 'default' in schema && !schema.enum.includes(schema.default))
    r.add(
      file,
      `${at}/default`,
      `${JSON.stringify(schema.default)} is not one of the enum's values (${schema.enum.map((v) => JSON.stringify(v)).join(', ')})`,
    );
  for (const [k, p] of Object.entries((schema.properties ?? {}) as Record<string, unknown>))
    if (p && typeof p === 'object') defaultsInEnum(r, p as Record<string, unknown>, file, `${at}/properties/${esc(k)}`);
}

/**
 * A condition of the schema (if/then/else, allOf, anyOf, oneOf, not) that tests a field by `const` or `enum` names
 * only values of that field's enum: a misspelled value never matches, and its branch silently never applies.
 */
function conditionsInEnum(r: Report, schema: Record<string, unknown>, file: string) {
  const root = (schema.properties ?? {}) as Record<string, { enum?: unknown[] }>;
  const walk = (node: unknown, at: string, top: boolean) => {
    if (Array.isArray(node)) return node.forEach((n, i) => walk(n, `${at}/${i}`, false));
    if (!node || typeof node !== 'object') return;
    const o = node as Record<string, unknown>;
    if (!top && o.properties && typeof o.properties === 'object')
      for (const [name, sub] of Object.entries(o.properties as Record<string, Record<string, unknown>>)) {
        const allowed = root[name]?.enum;
        if (!Array.isArray(allowed) || !sub || typeof sub !== 'object') continue;
        const values: unknown[] = Array.isArray(sub.enum) ? (sub.enum as unknown[]) : [];
        const tested: [unknown, string][] =
          'const' in sub ? [[sub.const, 'const']] : values.map((v, i) => [v, `enum/${i}`]);
        for (const [v, where] of tested)
          if (!allowed.includes(v))
            r.add(
              file,
              `${at}/properties/${esc(name)}/${String(where)}`,
              `${JSON.stringify(v)} is not a value of ${name} (${allowed.map((x) => JSON.stringify(x)).join(', ')})${didYouMean(String(v), allowed.map(String))}`,
            );
      }
    for (const k of ['if', 'then', 'else', 'not', 'allOf', 'anyOf', 'oneOf'])
      if (k in o) walk(o[k], `${at}/${k}`, false);
    if (o.dependencies && typeof o.dependencies === 'object')
      for (const [k, d] of Object.entries(o.dependencies)) walk(d, `${at}/dependencies/${esc(k)}`, false);
  };
  walk(schema, '', true);
}

/** A value's kind as an option's documented example has it: a list, true/false, a number, or text (a name, a choice). */
const kindOf = (v: unknown) =>
  Array.isArray(v)
    ? 'a list'
    : typeof v === 'boolean'
      ? 'true or false'
      : typeof v === 'number'
        ? 'a number'
        : v && typeof v === 'object'
          ? 'an object'
          : 'text';
/** Kinds an option also takes: a text may be a choice of keys, a condition a list; progress may be several bars. */
const alsoTaken = (want: string, have: string, option: string) =>
  (want === 'text' && (have === 'an object' || (have === 'a list' && /When$/.test(option)))) ||
  (want === 'an object' && have === 'a list');

function checkPanelOptions(r: Report, given: PanelOptions, props: string[], file: string, dataFrom: string[]) {
  // an option of the wrong kind (a single button where a list goes) is reported and left out of the checks below
  const options = { ...given } as Record<string, unknown>;
  for (const k of Object.keys(options)) {
    const doc = PANEL_OPTION_DOCS[k];
    if (!doc) {
      r.add(file, `/ui:panel/${esc(k)}`, `${k} is not a panel option${didYouMean(k, Object.keys(PANEL_OPTION_DOCS))}`);
      continue;
    }
    const want = kindOf(JSON.parse(doc.example ?? 'null') as unknown);
    const have = kindOf(options[k]);
    if (have !== want && !alsoTaken(want, have, k)) {
      r.add(file, `/ui:panel/${esc(k)}`, `${k} is ${want}, e.g. ${doc.example}`);
      delete options[k];
    }
  }
  checkOptionValues(r, options as unknown as PanelOptions, props, file, dataFrom);
}

function checkOptionValues(r: Report, options: PanelOptions, props: string[], file: string, dataFrom: string[]) {
  const text = (ref: Parameters<typeof checkText>[1], pointer: string) => checkText(r, ref, file, pointer);
  const cond = (c: unknown, pointer: string) => checkCondition(r, c, props, file, pointer);
  if (!options.title) r.add(file, '/ui:panel/title', 'missing: every panel has a title');
  text(options.title, '/ui:panel/title');
  text(options.intro, '/ui:panel/intro');
  r.allowLinks(options.intro, file, '/ui:panel/intro');
  text(options.footnotesSummary, '/ui:panel/footnotesSummary');
  for (const list of ['buttons', 'links'] as const)
    checkControls(r, options[list] ?? [], file, `/ui:panel/${list}`, props);
  const bars = options.progress === undefined ? [] : [options.progress].flat();
  bars.forEach((bar, b) => {
    const at = Array.isArray(options.progress) ? `/ui:panel/progress/${b}` : '/ui:panel/progress';
    if (!bar || !Array.isArray(bar.steps)) {
      r.add(file, at, 'a progress bar is { "steps": [texts], "active": index, "visibleWhen"?: condition }');
      return;
    }
    bar.steps.forEach((s, i) => text(s, `${at}/steps/${i}`));
    cond(bar.visibleWhen, `${at}/visibleWhen`);
    if (!(bar.active >= 0 && bar.active < bar.steps.length))
      r.add(file, `${at}/active`, `must be a step index from 0 to ${bar.steps.length - 1}`);
  });
  cond(options.visibleWhen, '/ui:panel/visibleWhen');
  cond(options.submitDisabledWhen, '/ui:panel/submitDisabledWhen');
  // an alert dialog's focus goes to one of its own controls, named by its hook
  const hooks = [...(options.buttons ?? []), ...(options.links ?? [])].flatMap((b) => (b?.action ? [b.action] : []));
  if (options.alertDialog !== undefined && !hooks.includes(options.alertDialog))
    r.add(
      file,
      '/ui:panel/alertDialog',
      `alertDialog names the data-action of the control that takes the focus, one of its buttons' or links' (${hooks.join(', ') || 'none'}), not ${JSON.stringify(options.alertDialog)}`,
    );
  (options.messageChecks ?? []).forEach((c, i) => {
    const at = `/ui:panel/messageChecks/${i}`;
    text(c.message, `${at}/message`);
    for (const f of Array.isArray(c.differ) ? c.differ : [])
      if (!props.includes(f))
        r.add(file, `${at}/differ`, `field ${f} is not a property of the schema${didYouMean(f, props)}`);
    if (!Array.isArray(c.differ) || c.differ.length !== 2) r.add(file, `${at}/differ`, 'names exactly two fields');
  });
  checkFootnotes(r, options.footnotes ?? [], file, '/ui:panel/footnotes', props);
  checkNotices(r, options.notices ?? [], file, '/ui:panel/notices', props);
  if (options.dataFrom && !dataFrom.includes(options.dataFrom))
    r.add(
      file,
      '/ui:panel/dataFrom',
      `${options.dataFrom} is not a part of the flow context a panel can read (a request's "keep" names one)${didYouMean(options.dataFrom, dataFrom)}`,
    );
  for (const k of [...(options.keepOnSubmit ?? []), ...(options.remember ?? [])])
    if (!props.includes(k))
      r.add(file, '/ui:panel', `field ${k} is not a property of the schema${didYouMean(k, props)}`);
  for (const k of options.remember ?? [])
    if (k !== 'userId')
      r.add(file, '/ui:panel/remember', `only userId may be remembered across panels (${k} could be a secret)`);
}
