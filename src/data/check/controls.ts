// A panel's controls and footnotes, wherever they are written: a UI schema's "ui:panel", or a flow file's "everyPage"
// (what every page shares). Each names keys, facts and a hook that exist.
import { BUTTON_TONES, DATA_ACTIONS } from '../../panels/actions';
import { icons } from '../../panels/icons';
import { NOTICE_TONES } from '../../panels/notices';
import type { Footnote, Notice, PanelButton } from '../types';
import { didYouMean, type Report } from './report';
import { checkCondition, checkText } from './texts';

/** The flow-context names a control of a list keeps the element pressed under (its "keep"), in every UI schema: a
 * panel button per element, and a control of a field's list (the itemList widget's). */
export function pressedNames(files: { uis: Record<string, object> }): string[] {
  const names: string[] = [];
  const keeps = (list: unknown) => {
    for (const b of Array.isArray(list) ? (list as unknown[]) : [])
      if (b && typeof (b as PanelButton).keep === 'string') names.push((b as PanelButton).keep!);
  };
  for (const ui of Object.values(files.uis ?? {})) {
    const options = (ui as { 'ui:panel'?: { buttons?: unknown; links?: unknown } })?.['ui:panel'];
    keeps(options?.buttons);
    keeps(options?.links);
    for (const [k, field] of Object.entries(ui))
      if (k !== 'ui:panel' && field && typeof field === 'object')
        keeps((field as { 'ui:options'?: { controls?: unknown } })['ui:options']?.controls);
  }
  return names;
}

const LIST_ONLY = ['keep', 'data', 'mark', 'separator'] as const;

/** A control per element of a list (`each`): a list the widget has, a context name to keep the element under, hooks
 * and a mark from the element's fields. */
function checkListControl(r: Report, b: PanelButton, file: string, at: string) {
  if (!b.each) {
    for (const k of LIST_ONLY)
      if (b[k] !== undefined) r.add(file, `${at}/${k}`, `${k} belongs to a control per element of a list ("each")`);
    return;
  }
  const problem = r.contextFact(`${b.each}.length`);
  if (problem === null || !/^(app|context)\.\w/.test(b.each))
    r.add(file, `${at}/each`, `each names a list: app.<setting> or context.<path>, not ${JSON.stringify(b.each)}`);
  else if (problem) r.add(file, `${at}/each`, problem);
  if (b.keep !== undefined && !/^[a-z]\w{0,40}$/.test(b.keep))
    r.add(file, `${at}/keep`, 'keep is the flow-context name the element pressed is kept under, e.g. "provider"');
  for (const [hook, field] of Object.entries(b.data ?? {}))
    if (!/^[a-z][a-z0-9-]*$/.test(hook) || typeof field !== 'string')
      r.add(file, `${at}/data/${hook}`, 'data maps a hook name (lower case words joined by "-") to an element field');
  if (b.mark !== undefined && typeof b.mark !== 'string')
    r.add(file, `${at}/mark`, "mark names the element field whose value picks the control's mark");
  checkText(r, b.separator, file, `${at}/separator`);
}

/** Buttons or links at `base` (a JSON pointer to the list); `props`: the fields a condition may name. */
export function checkControls(r: Report, list: PanelButton[], file: string, base: string, props: string[]) {
  list.forEach((b, i) => {
    if (!b || typeof b !== 'object')
      return r.add(file, `${base}/${i}`, 'a button is { "label", and "type": "submit" or an "event" }');
    if (b.label === undefined)
      r.add(file, `${base}/${i}/label`, 'missing: every button and link says what it does (a message key)');
    // a control per element: its label may name the element's fields too
    const vars = b.each ? [...r.textVars, ...r.listFields(b.each)] : r.textVars;
    checkText(r, b.label, file, `${base}/${i}/label`, [], vars);
    checkListControl(r, b, file, `${base}/${i}`);
    checkCondition(r, b.visibleWhen, props, file, `${base}/${i}/visibleWhen`);
    if (b.tone !== undefined && !(BUTTON_TONES as readonly string[]).includes(b.tone))
      r.add(file, `${base}/${i}/tone`, `${JSON.stringify(b.tone)} is not a button tone: ${BUTTON_TONES.join(', ')}`);
    const at = `${base}/${i}/action`;
    // a control of a new kind may bring a hook of its own; a near miss of a known hook is a typo
    if (b.type !== 'submit' && !b.action)
      r.add(
        file,
        at,
        `missing: a button other than the primary one names its data-action hook (${DATA_ACTIONS.join(', ')}, or a new one)`,
      );
    else if (b.action && !/^[a-z][a-z0-9-]*$/.test(b.action))
      r.add(file, at, `${b.action} is not a hook name: lower case words joined by "-"`);
    else if (b.action && !DATA_ACTIONS.includes(b.action) && didYouMean(b.action, DATA_ACTIONS))
      r.add(file, at, `${b.action} is not a data-action hook${didYouMean(b.action, DATA_ACTIONS)}`);
  });
}

/** Footnotes at `base`; `pages`: the pages they show on, when the file is no UI schema (a link in one needs rows). */
export function checkFootnotes(
  r: Report,
  notes: Footnote[],
  file: string,
  base: string,
  props: string[],
  pages?: string[],
) {
  notes.forEach((f, i) => {
    checkText(r, f.text, file, `${base}/${i}/text`);
    r.allowLinks(f.text, file, `${base}/${i}/text`, pages);
    checkCondition(r, f.visibleWhen, props, file, `${base}/${i}/visibleWhen`);
    if (f.icon && !icons[f.icon])
      r.add(file, `${base}/${i}/icon`, `icon ${f.icon} is not one of ${Object.keys(icons).join(', ')}`);
  });
}

const NOTICE = '{ "label": key, "from": "app.<setting>" | "context.<path>", "tone"?, "visibleWhen"? }';

/** Notices at `base`: a label, a text from an app setting the app-details request asks for or a value a request keeps. */
export function checkNotices(r: Report, notices: Notice[], file: string, base: string, props: string[]) {
  notices.forEach((n, i) => {
    const at = `${base}/${i}`;
    if (!n || typeof n !== 'object') return r.add(file, at, `a notice is ${NOTICE}`);
    if (n.label === undefined) r.add(file, `${at}/label`, 'missing: a notice says what its text is (a message key)');
    checkText(r, n.label, file, `${at}/label`);
    checkCondition(r, n.visibleWhen, props, file, `${at}/visibleWhen`);
    const problem = typeof n.from === 'string' ? r.contextFact(n.from) : null;
    if (problem === null)
      r.add(
        file,
        `${at}/from`,
        `a notice's text comes from an app setting (app.<name>) or a value a request keeps (context.<path>), not ${JSON.stringify(n.from ?? null)}`,
      );
    else if (problem) r.add(file, `${at}/from`, problem);
    if (n.tone !== undefined && !(NOTICE_TONES as readonly string[]).includes(n.tone))
      r.add(file, `${at}/tone`, `${JSON.stringify(n.tone)} is not a tone: ${NOTICE_TONES.join(' or ')}`);
  });
}
