// The data check: everything a product owner can break by editing schemas/, flows/ or locales/ is found here and
// reported with the file, the JSON pointer, what is wrong and, where it can tell, what would be right.
import Ajv from 'ajv';
import type { FlowFile, PanelOptions, Row, TextRef } from './types';
import { buildTables, DataError } from '../flow/tables';
import { effects } from '../flow/effects';
import { GUARD_NAMES } from '../flow/guards';
import { requests } from '../api/requests';
import { widgets, BUILTIN_WIDGETS } from '../form/widgets';
import { inputFilters } from '../form/inputFilters';
import { LOCALES } from '../i18n/locale';
import { ENTRY_POINTS } from '../host/config';
import { compileError } from '../i18n/compileCheck';
import { allKeys, TEXT_DIRECTIVES } from '../panels/localize';
import { conditionNames, type Condition } from '../panels/conditions';
import { VIEW_FACT_NAMES } from '../panels/viewFacts';
import { blurRules, changeRules } from '../form/fieldRules';
import { fields as customFields } from '../form/widgets';
import { icons } from '../panels/icons';
import { optionSources } from '../form/optionSources';

export interface DataFiles {
  flowSchema: object;
  flows: Record<string, FlowFile>;
  schemas: Record<string, object>;
  uis: Record<string, object>;
  locales: Record<string, Record<string, unknown>>;
}

export interface Problem {
  file: string;
  pointer: string;
  message: string;
}

/** SPEC.md section 2: every page identifier must exist in the data. */
export const SPEC_PAGES = [
  'LOGIN_PAGE',
  'FORGOT_PASSWORD',
  'TWO_FACTOR_AUTH',
  'CANCEL',
  'VALIDATE_SV',
  'REDIRECT',
  'CPW',
  'RESET_PASSWORD',
  'FPW_RESET_PASSWORD',
  'FPW_ENTER_CODE',
  'USER_PROFILE',
  'SELF_REG',
  'ERROR',
  'STEP_UP',
  'SV_DELIVERY_OPTIONS',
  'LOG_OUT',
  'PASSWORD_CONFIRMATION',
  'EBS',
  'EBS_PAGE',
  'SELF_REG_MNO',
  'FPS_PASSWORD_CONFIRMATION',
  'PING_LOGIN_PAGE',
  'VOLUNTARY_PASSWORD',
  'NEW_USER',
];

/** CONTRACT.md section 2: the host entry points that start a flow. */

/** Keys the code itself uses (effects, overlays, the message box, widgets). */
export const CODE_KEYS = [
  'PASSWORD_RULES_NOT_MET',
  'CREATE_PWD_PASSWORD_MATCH',
  'widget.resend.sent',
  'widget.resend.link',
  'widget.resend.wait',
  'widget.resend.enabled',
  'widget.checklist.title',
  'widget.checklist.met',
  'widget.checklist.notMet',
  'widget.checklist.summary',
  ...['length', 'classes', 'personal', 'months', 'repeats', 'differs', 'match'].map(
    (r) => `widget.checklist.rule.${r}`,
  ),
  'progress.label',
  'progress.state.completed',
  'progress.state.active',
  'progress.state.pending',
  'progress.announce',
  ...['mobile', 'landline'].flatMap((k) => [`widget.phones.${k}`, `widget.phones.${k}.ext`]),
  'SYSTEM_ERROR',
  'SESSION_TIMEOUT_MSG',
  'SESSION_TIMEOUT_SIGNON_MSG',
  'REQUEST_FAILED',
  'REDIRECT_REFUSED',
  'WAITMESSAGE_FIELD1',
  'WAITMESSAGE_FIELD2',
  'MANDATORY_FIELD',
  'FIELD_TOO_LONG',
  'FIELD_INVALID',
  'CAPTCHA_TEXT',
  'message.type.ERROR',
  'message.type.INFO',
  'message.type.OTHER',
  'common.close',
  'common.help',
  'common.newWindow',
  'widget.password.show',
  'widget.password.hide',
  'widget.captcha.heading',
  ...['refresh', 'listen', 'help', 'audioLabel', 'rewind', 'play', 'pause', 'time', 'startsIn'].map(
    (k) => `widget.captcha.${k}`,
  ),
  ...[1, 2, 3].flatMap((n) => [`widget.captcha.helpQ${n}`, `widget.captcha.helpA${n}`]),
];

/** The view facts a UI schema may select texts by, or show a field when. */
export const VIEW_FACTS = VIEW_FACT_NAMES;

export function didYouMean(word: string, options: string[]): string {
  const dist = (a: string, b: string) => {
    const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...new Array<number>(b.length).fill(0)]);
    for (let j = 1; j <= b.length; j++) d[0][j] = j;
    for (let i = 1; i <= a.length; i++)
      for (let j = 1; j <= b.length; j++) {
        d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      }
    return d[a.length][b.length];
  };
  const best = options
    .map((o) => [o, dist(word.toLowerCase(), o.toLowerCase())] as const)
    .sort((x, y) => x[1] - y[1])[0];
  return best && best[1] <= Math.max(2, Math.floor(word.length / 3)) ? `; did you mean ${best[0]}?` : '';
}

/** A value from a data file as a message shows it: a name as it is, anything else as JSON. */
const shown = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

const esc = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

export function checkData(files: DataFiles): Problem[] {
  const problems: Problem[] = [];
  const add = (file: string, pointer: string, message: string) =>
    problems.push({ file, pointer: pointer || '/', message });
  const usedKeys = new Map<string, { file: string; pointer: string }>();
  const useKey = (key: string, file: string, pointer: string) => {
    if (/\s/.test(key) || !/^[A-Za-z][\w.-]*$/.test(key)) {
      add(file, pointer, `"${key}" is not a message key (write the text in locales/*.json and put its key here)`);
      return;
    }
    if (!usedKeys.has(key)) usedKeys.set(key, { file, pointer });
  };

  // Flow files: shape, then names.
  const ajv = new Ajv({ allErrors: true, strict: false });
  const validateFlow = ajv.compile(files.flowSchema);
  for (const [name, flow] of Object.entries(files.flows)) {
    if (!validateFlow(flow)) {
      for (const e of validateFlow.errors ?? [])
        add(
          `flows/${name}`,
          e.instancePath,
          `${e.message}${e.params && 'allowedValues' in e.params ? ` (${(e.params.allowedValues as string[]).join(', ')})` : ''}${e.params && 'additionalProperty' in e.params ? `: "${e.params.additionalProperty}"` : ''}`,
        );
    }
  }
  if (problems.length) return problems;
  let tables;
  try {
    tables = buildTables(files.flows);
  } catch (e) {
    if (e instanceof DataError) {
      add(e.file, e.pointer, e.cause_);
      return problems;
    }
    throw e;
  }
  const pageIds = Object.keys(tables.pages);
  const checkRows = (rows: Row[] | undefined, file: string, pointer: string) => {
    (rows ?? []).forEach((row, i) => {
      const at = `${pointer}/${i}`;
      if (row.goto && !tables.pages[row.goto])
        add(file, `${at}/goto`, `page ${row.goto} does not exist${didYouMean(row.goto, pageIds)}`);
      for (const g of Object.keys(row.when ?? {}))
        if (!GUARD_NAMES.includes(g))
          add(
            file,
            `${at}/when/${esc(g)}`,
            `guard ${g} is not registered (src/flow/guards.ts, src/panels/viewFacts.ts)${didYouMean(g, GUARD_NAMES)}`,
          );
      (row.effects ?? []).forEach((ref, j) => {
        const name = typeof ref === 'string' ? ref : ref.effect;
        if (!effects[name])
          add(
            file,
            `${at}/effects/${j}`,
            `effect ${name} is not registered (src/flow/effects.ts)${didYouMean(name, Object.keys(effects))}`,
          );
        if (typeof ref !== 'string' && /^(show\w*MessageKey|showMessage)$/.test(ref.effect) && ref.value !== undefined)
          useKey(String(ref.value), file, `${at}/effects/${j}/value`);
        if (typeof ref !== 'string' && ref.effect === 'sendRequest' && !requests[String(ref.value)]) {
          add(
            file,
            `${at}/effects/${j}/value`,
            `request ${String(ref.value)} is not registered (src/api/requests.ts)${didYouMean(String(ref.value), Object.keys(requests))}`,
          );
        }
      });
    });
  };
  for (const [name, flow] of Object.entries(files.flows)) {
    const file = `flows/${name}`;
    for (const [entry, rows] of Object.entries(flow.entries ?? {})) {
      if (!(ENTRY_POINTS as readonly string[]).includes(entry))
        add(file, `/entries/${entry}`, `${entry} is not a host entry point${didYouMean(entry, [...ENTRY_POINTS])}`);
      checkRows(rows, file, `/entries/${entry}`);
    }
    for (const [na, rows] of Object.entries(flow.always ?? {})) checkRows(rows, file, `/always/${esc(na)}`);
    for (const [id, page] of Object.entries(flow.pages)) {
      const at = `/pages/${id}`;
      const full = tables.pages[id];
      if (full.kind !== 'action' && !full.panel) add(file, at, `a ${full.kind} page needs "panel"`);
      if (full.panel && !files.schemas[full.panel])
        add(
          file,
          `${at}/panel`,
          `schemas/${full.panel}.schema.json does not exist${didYouMean(full.panel, Object.keys(files.schemas))}`,
        );
      if (full.panel && !files.uis[full.panel])
        add(file, `${at}/panel`, `schemas/${full.panel}.ui.json does not exist`);
      if (page.request && !requests[page.request])
        add(
          file,
          `${at}/request`,
          `request ${page.request} is not registered (src/api/requests.ts)${didYouMean(page.request, Object.keys(requests))}`,
        );
      checkRows(page.onEnter, file, `${at}/onEnter`);
      for (const [na, rows] of Object.entries(page.on ?? {})) checkRows(rows, file, `${at}/on/${esc(na)}`);
      for (const [ev, rows] of Object.entries(page.events ?? {})) checkRows(rows, file, `${at}/events/${ev}`);
    }
  }
  for (const id of SPEC_PAGES)
    if (!tables.pages[id]) add('flows/', '', `page ${id} (SPEC.md section 2) is not defined in any flow file`);
  // Unreachable pages: follow every row from the entry points and the "always" rows.
  const reached = new Set<string>();
  const queue: string[] = [];
  const follow = (rows: Row[] | undefined) =>
    (rows ?? []).forEach((r) => {
      if (r.goto && tables.pages[r.goto] && !reached.has(r.goto)) {
        reached.add(r.goto);
        queue.push(r.goto);
      }
    });
  Object.values(tables.entries).forEach(follow);
  Object.values(tables.always).forEach(follow);
  for (let id = queue.shift(); id; id = queue.shift()) {
    const page = tables.pages[id];
    follow(page.onEnter);
    Object.values(page.on ?? {}).forEach(follow);
    Object.values(page.events ?? {}).forEach(follow);
  }
  for (const [id, page] of Object.entries(tables.pages)) {
    if (!reached.has(id))
      add(
        `flows/${page.file}`,
        `/pages/${id}`,
        `page ${id} is never reached: no entry point or row leads to it (add a row with "goto": "${id}", or remove the page)`,
      );
  }
  for (const e of ENTRY_POINTS) if (!tables.entries[e]) add('flows/', '/entries', `entry point ${e} has no rows`);
  for (const na of ['SESSION_EXPIRED', 'REQUEST_FAILED', '*'])
    if (!tables.always[na]) add('flows/', '/always', `"always" needs rows for ${na}`);

  // Schemas and UI schemas.
  const schemaAjv = new Ajv({ allErrors: true, strict: false });
  for (const [panel, schema] of Object.entries(files.schemas)) {
    const file = `schemas/${panel}.schema.json`;
    try {
      schemaAjv.compile(schema);
    } catch (e) {
      add(file, '', `not a valid JSON Schema: ${(e as Error).message}`);
    }
    // The bundle leaves rjsf's allOf merger out (src/form/noAllOfMerge.ts); rjsf builds allOf for patternProperties.
    const walk = (node: unknown, pointer: string) => {
      if (!node || typeof node !== 'object') return;
      for (const [k, v] of Object.entries(node as Record<string, unknown>)) {
        if (k === 'allOf' || k === 'patternProperties')
          add(
            file,
            `${pointer}/${k}`,
            `${k} is not supported in panel schemas: write the properties out (use if/then for conditions)`,
          );
        walk(v, `${pointer}/${esc(k)}`);
      }
    };
    walk(schema, '');
    const ui = files.uis[panel] as Record<string, unknown> | undefined;
    const uiFile = `schemas/${panel}.ui.json`;
    if (!ui) {
      add(uiFile, '', 'missing: every schema needs its UI schema');
      continue;
    }
    checkUi(schema as Record<string, unknown>, ui, uiFile, '', add, useKey);
    const options = ui['ui:panel'] as PanelOptions | undefined;
    if (!options || typeof options !== 'object') {
      add(uiFile, '/ui:panel', 'missing: the panel options (title, buttons, …)');
      continue;
    }
    const text = (ref: TextRef | undefined, pointer: string) => {
      if (ref === undefined) return;
      checkTextRef(ref, uiFile, pointer, add);
      for (const k of safeKeys(ref)) useKey(k, uiFile, pointer);
    };
    const props = Object.keys((schema as { properties?: object }).properties ?? {});
    const cond = (c: unknown, pointer: string) => checkCondition(c, props, uiFile, pointer, add);
    if (!options.title) add(uiFile, '/ui:panel/title', 'missing: every panel has a title');
    text(options.title, '/ui:panel/title');
    text(options.intro, '/ui:panel/intro');
    (options.buttons ?? []).forEach((b, i) => {
      text(b.label, `/ui:panel/buttons/${i}/label`);
      cond(b.visibleWhen, `/ui:panel/buttons/${i}/visibleWhen`);
    });
    (options.links ?? []).forEach((b, i) => {
      text(b.label, `/ui:panel/links/${i}/label`);
      cond(b.visibleWhen, `/ui:panel/links/${i}/visibleWhen`);
    });
    const bars =
      options.progress === undefined ? [] : Array.isArray(options.progress) ? options.progress : [options.progress];
    bars.forEach((bar, b) => {
      const at = Array.isArray(options.progress) ? `/ui:panel/progress/${b}` : '/ui:panel/progress';
      if (!bar || !Array.isArray(bar.steps))
        return add(uiFile, at, 'a progress bar is { "steps": [texts], "active": index, "visibleWhen"?: condition }');
      bar.steps.forEach((s, i) => text(s, `${at}/steps/${i}`));
      cond(bar.visibleWhen, `${at}/visibleWhen`);
      if (!(bar.active >= 0 && bar.active < bar.steps.length))
        add(uiFile, `${at}/active`, `must be a step index from 0 to ${bar.steps.length - 1}`);
    });
    cond(options.visibleWhen, '/ui:panel/visibleWhen');
    cond(options.submitDisabledWhen, '/ui:panel/submitDisabledWhen');
    (options.messageChecks ?? []).forEach((c, i) => {
      text(c.message, `/ui:panel/messageChecks/${i}/message`);
      for (const f of Array.isArray(c.differ) ? c.differ : [])
        if (!props.includes(f))
          add(
            uiFile,
            `/ui:panel/messageChecks/${i}/differ`,
            `field ${f} is not a property of the schema${didYouMean(f, props)}`,
          );
      if (!Array.isArray(c.differ) || c.differ.length !== 2)
        add(uiFile, `/ui:panel/messageChecks/${i}/differ`, 'names exactly two fields');
    });
    (options.footnotes ?? []).forEach((f, i) => {
      text(f.text, `/ui:panel/footnotes/${i}/text`);
      cond(f.visibleWhen, `/ui:panel/footnotes/${i}/visibleWhen`);
      if (f.icon && !icons[f.icon])
        add(uiFile, `/ui:panel/footnotes/${i}/icon`, `icon ${f.icon} is not one of ${Object.keys(icons).join(', ')}`);
    });
    if (options.dataFrom && !['profile'].includes(options.dataFrom))
      add(
        uiFile,
        '/ui:panel/dataFrom',
        `${options.dataFrom} is not a part of the flow context a panel can read (profile)`,
      );
    for (const k of [...(options.keepOnSubmit ?? []), ...(options.remember ?? [])]) {
      if (!props.includes(k))
        add(uiFile, '/ui:panel', `field ${k} is not a property of the schema${didYouMean(k, props)}`);
    }
    for (const k of options.remember ?? [])
      if (k !== 'userId')
        add(uiFile, '/ui:panel/remember', `only userId may be remembered across panels (${k} could be a secret)`);
  }
  for (const panel of Object.keys(files.uis))
    if (!files.schemas[panel]) add(`schemas/${panel}.ui.json`, '', `schemas/${panel}.schema.json is missing`);

  // Events raised by buttons must have rows (or be CLOSE, which closes by default).
  for (const [id, page] of Object.entries(tables.pages)) {
    const ui = page.panel ? (files.uis[page.panel] as { 'ui:panel'?: PanelOptions } | undefined) : undefined;
    for (const b of [...(ui?.['ui:panel']?.buttons ?? []), ...(ui?.['ui:panel']?.links ?? [])]) {
      if (b.event && b.event !== 'CLOSE' && !page.events?.[b.event])
        add(
          `flows/${page.file}`,
          `/pages/${id}/events`,
          `the ${page.panel} panel raises ${b.event} but page ${id} has no rows for it`,
        );
    }
  }

  // Locales: all 14, one key set, every message compiles, every used key present.
  for (const k of CODE_KEYS) useKey(k, 'src/', '');
  const en = files.locales.en_US ?? {};
  for (const locale of LOCALES) {
    const file = `locales/${locale}.json`;
    const messages = files.locales[locale];
    if (!messages) {
      add(file, '', 'missing: every one of the 14 locales needs a file');
      continue;
    }
    for (const [key, where] of usedKeys) {
      if (typeof messages[key] !== 'string')
        add(
          file,
          `/${esc(key)}`,
          `missing message ${key} (used by ${where.file}${where.pointer !== '/' && where.pointer ? ` ${where.pointer}` : ''})`,
        );
    }
    for (const [key, source] of Object.entries(messages)) {
      if (typeof source !== 'string') {
        add(file, `/${esc(key)}`, 'a message must be a string');
        continue;
      }
      if (!(key in en))
        add(file, `/${esc(key)}`, `extra message ${key}: not in en_US${didYouMean(key, Object.keys(en))}`);
      const err = compileError(locale, source);
      if (err) add(file, `/${esc(key)}`, `does not compile as MessageFormat 2: ${err}`);
    }
  }
  for (const key of Object.keys(en))
    if (!usedKeys.has(key))
      add('locales/en_US.json', `/${esc(key)}`, `message ${key} is not used by any schema, flow or code`);
  for (const f of Object.keys(files.locales))
    if (!(LOCALES as readonly string[]).includes(f))
      add(`locales/${f}.json`, '', `not one of the 14 locales (${LOCALES.join(', ')})`);
  return problems;
}

function safeKeys(ref: TextRef): string[] {
  try {
    return allKeys(ref);
  } catch {
    return [];
  }
}

function checkTextRef(
  ref: TextRef,
  file: string,
  pointer: string,
  add: (f: string, p: string, m: string) => void,
  fieldNames: string[] = [],
) {
  if (typeof ref === 'string') return;
  if (!ref || typeof ref !== 'object' || typeof ref.select !== 'string' || !ref.cases || ref.default === undefined) {
    add(file, pointer, 'a text is a message key, or { "select": <fact>, "cases": { value: key }, "default": key }');
    return;
  }
  const known = [...VIEW_FACTS, ...fieldNames];
  if (!known.includes(ref.select))
    add(
      file,
      `${pointer}/select`,
      `${ref.select} is not a view fact (${VIEW_FACTS.join(', ')})${didYouMean(ref.select, known)}`,
    );
  for (const [k, v] of Object.entries(ref.cases)) checkTextRef(v, file, `${pointer}/cases/${k}`, add, fieldNames);
  checkTextRef(ref.default, file, `${pointer}/default`, add, fieldNames);
}

function checkCondition(
  c: unknown,
  props: string[],
  file: string,
  pointer: string,
  add: (f: string, p: string, m: string) => void,
) {
  if (c === undefined) return;
  const bad = () =>
    add(
      file,
      pointer,
      'a condition is a fact name ("captcha", "!captcha"), { "fact" | "field": name, "in": [values] }, or a list of them',
    );
  const shapeOk = (x: unknown): boolean =>
    typeof x === 'string' ||
    (Array.isArray(x)
      ? x.every(shapeOk)
      : !!x &&
        typeof x === 'object' &&
        Array.isArray((x as { in?: unknown }).in) &&
        (typeof (x as { fact?: unknown }).fact === 'string' || typeof (x as { field?: unknown }).field === 'string'));
  if (!shapeOk(c)) return bad();
  const { facts, fields: fieldNames } = conditionNames(c as Condition);
  for (const f of facts)
    if (!VIEW_FACTS.includes(f))
      add(file, pointer, `${f} is not a view fact (${VIEW_FACTS.join(', ')})${didYouMean(f, VIEW_FACTS)}`);
  for (const f of fieldNames)
    if (!props.includes(f)) add(file, pointer, `${f} is not a property of the schema${didYouMean(f, props)}`);
}

function checkUi(
  schema: Record<string, unknown>,
  ui: Record<string, unknown>,
  file: string,
  pointer: string,
  add: (f: string, p: string, m: string) => void,
  useKey: (k: string, f: string, p: string) => void,
  rootNames?: string[],
) {
  const props = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
  const own = Object.keys(props);
  /** conditions, selects and field references name the panel's top-level fields */
  const names = rootNames ?? own;
  for (const [k, v] of Object.entries(ui)) {
    const at = `${pointer}/${esc(k)}`;
    if (k === 'ui:panel') continue;
    if (k === 'ui:enableMarkdownInDescription') {
      add(file, at, 'markdown is not supported (the bundle leaves the markdown renderer out)');
      continue;
    }
    if (k === 'ui:order') {
      for (const name of (Array.isArray(v) ? v : []) as string[])
        if (name !== '*' && !own.includes(name))
          add(file, at, `ui:order names ${name}, which is not a property${didYouMean(name, own)}`);
      continue;
    }
    if ((TEXT_DIRECTIVES as readonly string[]).includes(k)) {
      checkTextRef(v as TextRef, file, at, add, names);
      for (const key of safeKeys(v as TextRef)) useKey(key, file, at);
      continue;
    }
    if (k === 'ui:enumNames') {
      (Array.isArray(v) ? v : []).forEach((ref, i) => {
        checkTextRef(ref as TextRef, file, `${at}/${i}`, add);
        for (const key of safeKeys(ref as TextRef)) useKey(key, file, `${at}/${i}`);
      });
      continue;
    }
    if (k === 'ui:field') {
      if (typeof v !== 'string' || !customFields[v])
        add(
          file,
          at,
          `field ${String(v)} is not registered (src/form/widgets/index.ts)${didYouMean(String(v), Object.keys(customFields))}`,
        );
      continue;
    }
    if (k === 'ui:widget') {
      if (typeof v !== 'string' || (!widgets[v] && !BUILTIN_WIDGETS.includes(v)))
        add(
          file,
          at,
          `widget ${String(v)} is not registered (src/form/widgets/index.ts)${didYouMean(String(v), [...Object.keys(widgets), ...BUILTIN_WIDGETS])}`,
        );
      continue;
    }
    if (k === 'ui:options' && v && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      if (o.inputFilter !== undefined && !(typeof o.inputFilter === 'string' && inputFilters[o.inputFilter]))
        add(
          file,
          `${at}/inputFilter`,
          `input filter ${shown(o.inputFilter)} is not registered${didYouMean(shown(o.inputFilter), Object.keys(inputFilters))}`,
        );
      for (const [kw, ref] of Object.entries((o.errors ?? {}) as Record<string, TextRef>)) {
        checkTextRef(ref, file, `${at}/errors/${kw}`, add, names);
        for (const key of safeKeys(ref)) useKey(key, file, `${at}/errors/${kw}`);
      }
      checkCondition(o.visibleWhen, names, file, `${at}/visibleWhen`, add);
      for (const [value, c] of Object.entries((o.enumWhen ?? {}) as Record<string, unknown>))
        checkCondition(c, names, file, `${at}/enumWhen/${esc(value)}`, add);
      if (o.onChange !== undefined && !(typeof o.onChange === 'string' && changeRules[o.onChange]))
        add(
          file,
          `${at}/onChange`,
          `change rule ${shown(o.onChange)} is not registered (src/form/fieldRules.ts)${didYouMean(shown(o.onChange), Object.keys(changeRules))}`,
        );
      if (o.onBlur !== undefined && !(typeof o.onBlur === 'string' && blurRules[o.onBlur]))
        add(
          file,
          `${at}/onBlur`,
          `blur rule ${shown(o.onBlur)} is not registered (src/form/fieldRules.ts)${didYouMean(shown(o.onBlur), Object.keys(blurRules))}`,
        );
      if (o.optionsFrom !== undefined && !(typeof o.optionsFrom === 'string' && optionSources[o.optionsFrom]))
        add(
          file,
          `${at}/optionsFrom`,
          `option source ${shown(o.optionsFrom)} is not registered (src/form/optionSources.ts)${didYouMean(shown(o.optionsFrom), Object.keys(optionSources))}`,
        );
      for (const [kind, key] of Object.entries((o.optionLabels ?? {}) as Record<string, unknown>)) {
        if (typeof key !== 'string') add(file, `${at}/optionLabels/${esc(kind)}`, 'an option label is a message key');
        else useKey(key, file, `${at}/optionLabels/${esc(kind)}`);
      }
      for (const ref of ['mustMatch', 'matchField', 'maskBy', 'differsFrom'] as const) {
        if (o[ref] !== undefined && !(typeof o[ref] === 'string' && names.includes(o[ref])))
          add(
            file,
            `${at}/${ref}`,
            `${shown(o[ref])} is not a property of the schema${didYouMean(shown(o[ref]), names)}`,
          );
      }
      continue;
    }
    if (k.startsWith('ui:')) continue;
    if (!props[k]) {
      add(file, at, `${k} is not a property of the schema${didYouMean(k, own)}`);
      continue;
    }
    if (v && typeof v === 'object') checkUi(props[k], v as Record<string, unknown>, file, at, add, useKey, names);
  }
}
