// The flow tables: each file's shape (flows/flow-table.schema.json), then its names — pages, guards, effects,
// requests, entry points — and whether every page can be reached and every button's event has rows.
import { flowValidator } from './compiled';
import { meantBranches } from './branches';
import { beyondReach, compareWith } from './contextShapes';
import { GUARD_NAMES } from '../../flow/guards';
import { VIEW_FACT_VALUES } from '../../panels/viewFacts';
import { buildTables, DataError, type Tables } from '../../flow/tables';
import { ENTRY_POINTS } from '../../host/config';
import CORE_FLOWS from '../core-flows.json';
import type { Row } from '../types';
import { navigationChecker, NAVIGATION_EFFECTS } from './apps';
import { didYouMean, esc, type DataFiles, type Report } from './report';
import { checkPagePanel } from './pagePanel';
import { checkRequestFor } from './requestFor';
import { checkSentFields } from './sentFields';
import { isNode, type Node } from './schemaFields';
import { checkRequestEffect } from './requests';
import { checkEffectName, checkHeldValue } from './heldValues';
import { checkCondition } from './texts';
import { isCondition } from '../../panels/conditions';

const nodeOf = (v: unknown): Node | undefined => (isNode(v) ? v : undefined);

/** The flows a row's "flow" (or a `when` on the flow) may name. */
export const FLOW_IDS = [
  'LOGIN',
  'FPS',
  'NEW_USER',
  'SELF_REG',
  'VOLUNTARY_PASSWORD',
  'TWO_FACTOR',
  'STEP_UP',
  'SECURITY_SETTINGS',
] as const;

/** Every page identifier the product has: each must be defined in a flow file. */
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

/** The files' shape, then the tables built from them; null when either is broken (nothing more can be checked). */
export function checkFlowShape(r: Report, files: DataFiles): Tables | null {
  const validate = flowValidator(files.flowSchema);
  for (const [name, flow] of Object.entries(files.flows)) {
    if (validate(flow)) continue;
    // the schema as compiled (the validator is kept by text: another copy's objects), which the errors point into
    for (const e of meantBranches(validate.errors ?? [], validate.schema as object)) {
      const allowed =
        e.params && 'allowedValues' in e.params ? ` (${(e.params.allowedValues as string[]).join(', ')})` : '';
      const extra = e.params && 'additionalProperty' in e.params ? `: "${String(e.params.additionalProperty)}"` : '';
      r.add(`flows/${name}`, e.instancePath, `${e.message}${allowed}${extra}`);
    }
  }
  if (r.problems.length) return null;
  try {
    return buildTables(files.flows);
  } catch (e) {
    if (!(e instanceof DataError)) throw e;
    r.add(e.file, e.pointer, e.cause_);
    return null;
  }
}

export function checkFlowNames(r: Report, files: DataFiles, tables: Tables) {
  const requests = tables.requests;
  const pageIds = Object.keys(tables.pages);
  const navigation = navigationChecker(r, files, tables);
  const whenDomains: Record<string, string[]> = {
    flow: [...FLOW_IDS],
    page: pageIds,
    request: Object.keys(requests),
    messageType: ['ERROR', 'INFO', 'OTHER'],
    ...Object.fromEntries(Object.entries(VIEW_FACT_VALUES).map(([k, v]) => [k, [...v]])),
  };
  const checkRows = (rows: Row[] | undefined, file: string, pointer: string) => {
    (rows ?? []).forEach((row, i) => {
      const at = `${pointer}/${i}`;
      if (row.goto && !tables.pages[row.goto])
        r.add(file, `${at}/goto`, `page ${row.goto} does not exist${didYouMean(row.goto, pageIds)}`);
      if (isCondition(row.when))
        checkCondition(
          r,
          row.when,
          [],
          file,
          `${at}/when`,
          {},
          {
            names: GUARD_NAMES,
            values: whenDomains,
            noFields:
              'a flow row has no form; a field is tested in a UI condition, or kept and tested as context.<name>',
          },
        );
      else
        for (const [g, v] of Object.entries(row.when ?? {})) {
          // facts whose values are names the data defines: each value must be one of them
          const domain = whenDomains[g];
          [v].flat().forEach((x, k) => {
            if (domain && !domain.includes(x as string))
              r.add(
                file,
                `${at}/when/${esc(g)}${Array.isArray(v) ? `/${k}` : ''}`,
                `${JSON.stringify(x)} is not a ${g} (${domain.join(', ')})${didYouMean(String(x), domain)}`,
              );
          });
        }
      if (!isCondition(row.when))
        for (const [g, v] of Object.entries(row.when ?? {})) {
          const context = r.contextFact(g);
          if (context) r.add(file, `${at}/when/${esc(g)}`, context);
          else if (context === '') {
            const far = beyondReach(g);
            if (far) r.add(file, `${at}/when/${esc(g)}`, far);
            else compareWith(r, g, v, file, `${at}/when/${esc(g)}`);
          } else if (context === null && !GUARD_NAMES.includes(g))
            r.add(
              file,
              `${at}/when/${esc(g)}`,
              `guard ${g} is not registered (src/flow/guards.ts, src/panels/viewFacts.ts)${didYouMean(g, GUARD_NAMES)}`,
            );
        }
      (row.effects ?? []).forEach((ref, j) => {
        const name = typeof ref === 'string' ? ref : ref.effect;
        const where = `${at}/effects/${j}`;
        checkEffectName(r, name, file, where);
        if (typeof ref === 'string') return;
        if (/^(show\w*MessageKey|showMessage|showInformation|showWarning)$/.test(ref.effect) && ref.value !== undefined)
          r.useKey(String(ref.value), file, `${where}/value`);
        if (NAVIGATION_EFFECTS.includes(ref.effect)) navigation(ref.value, ref.effect, file, `${where}/value`);
        checkHeldValue(r, ref, requests, file, `${where}/value`);
        checkRequestEffect(r, ref, requests, file, `${where}/value`);
        if (ref.effect === 'answerAs' && !tables.pages[String(ref.value)])
          r.add(
            file,
            `${where}/value`,
            `answerAs answers as a page's rows: ${String(ref.value)} is no page${didYouMean(String(ref.value), pageIds)}`,
          );
        if (ref.effect === 'noteRetry' && !requests[String(ref.value)] && !tables.pages[String(ref.value)])
          r.add(
            file,
            `${where}/value`,
            `noteRetry notes a request to send again or a page to come back to: ${String(ref.value)} is neither${didYouMean(String(ref.value), [...Object.keys(requests), ...pageIds])}`,
          );
      });
    });
  };
  for (const [name, flow] of Object.entries(files.flows)) {
    const file = `flows/${name}`;
    for (const [entry, rows] of Object.entries(flow.entries ?? {})) {
      if (!(ENTRY_POINTS as readonly string[]).includes(entry))
        r.add(file, `/entries/${entry}`, `${entry} is not a host entry point${didYouMean(entry, [...ENTRY_POINTS])}`);
      checkRows(rows, file, `/entries/${entry}`);
    }
    for (const [na, rows] of Object.entries(flow.always ?? {})) checkRows(rows, file, `/always/${esc(na)}`);
    for (const [ev, rows] of Object.entries(flow.everyPage?.events ?? {}))
      checkRows(rows, file, `/everyPage/events/${ev}`);
    flow.session?.start.forEach((c, i) => checkRows(c.failed, file, `/session/start/${i}/failed`));
    for (const [id, page] of Object.entries(flow.pages)) {
      const at = `/pages/${id}`;
      const full = tables.pages[id];
      // a flow file comes to the browser when it is first needed: the page it is "like" must be there by then
      const baseFile = page.like ? tables.pages[page.like]?.file : undefined;
      if (baseFile && baseFile !== name && !CORE_FLOWS.includes(baseFile))
        r.add(
          file,
          `${at}/like`,
          `page ${page.like} is in flows/${baseFile}, which may not be loaded yet when this file is: copy the page here, or move it to ${CORE_FLOWS.join(' or ')}`,
        );
      checkPagePanel(r, files, full, file, at);
      if (page.request && !requests[page.request])
        r.add(
          file,
          `${at}/request`,
          `request ${page.request} is not defined under "requests" in flows/${didYouMean(page.request, Object.keys(requests))}`,
        );
      checkRequestFor(r, full, files.schemas[full.panel ?? ''], requests, file, at);
      checkSentFields(r, full, nodeOf(files.schemas[full.panel ?? '']), nodeOf(files.uis[full.panel ?? '']), requests, [
        file,
        at,
      ]);
      page.wait?.forEach((key, i) => r.useKey(key, file, `${at}/wait/${i}`));
      checkRows(page.onEnter, file, `${at}/onEnter`);
      for (const [na, rows] of Object.entries(page.on ?? {})) checkRows(rows, file, `${at}/on/${esc(na)}`);
      for (const [ev, rows] of Object.entries(page.events ?? {})) checkRows(rows, file, `${at}/events/${ev}`);
    }
  }
  for (const id of SPEC_PAGES) if (!tables.pages[id]) r.add('flows/', '', `page ${id} is not defined in any flow file`);
  for (const e of ENTRY_POINTS) if (!tables.entries[e]) r.add('flows/', '/entries', `entry point ${e} has no rows`);
  for (const na of ['SESSION_EXPIRED', 'REQUEST_FAILED', '*'])
    if (!tables.always[na]) r.add('flows/', '/always', `"always" needs rows for ${na}`);
}

/** Pages no entry point or row leads to, following every row from the entry points and the "always" rows. */
export function checkReachable(r: Report, tables: Tables) {
  const reached = new Set<string>();
  const queue: string[] = [];
  const follow = (rows: Row[] | undefined) =>
    (rows ?? []).forEach((row) => {
      if (row.goto && tables.pages[row.goto] && !reached.has(row.goto)) {
        reached.add(row.goto);
        queue.push(row.goto);
      }
    });
  Object.values(tables.entries).forEach(follow);
  Object.values(tables.always).forEach(follow);
  tables.session.start.forEach((c) => follow(c.failed));
  for (let id = queue.shift(); id; id = queue.shift()) {
    const page = tables.pages[id];
    follow(page.onEnter);
    Object.values(page.on ?? {}).forEach(follow);
    Object.values(page.events ?? {}).forEach(follow);
  }
  for (const [id, page] of Object.entries(tables.pages))
    if (!reached.has(id))
      r.add(
        `flows/${page.file}`,
        `/pages/${id}`,
        `page ${id} is never reached: no entry point or row leads to it (add a row with "goto": "${id}", or remove the page)`,
      );
}
