// Pure localization of a UI schema: every text reference (a message key, or a choice of keys by a view fact) in the
// known ui: directives becomes the translated string. Returns new objects; the data files stay untouched.
import type { UiSchema } from '@rjsf/utils';
import type { ReactNode } from 'react';
import type { PanelButton, PanelOptions, TextRef } from '../data/types';
import type { Translate } from '../i18n/messages';
import { choose, chooseOptions } from './choices';

export type ViewFacts = Record<string, string | number | boolean | null | undefined>;

/** The keys of a UI schema node whose values are text references. */
export const TEXT_DIRECTIVES = ['ui:title', 'ui:description', 'ui:help', 'ui:placeholder'] as const;
/** Those that may hold links (a checkbox's title is its label; docs/messages.md "Links in a message"). */
export const LINK_DIRECTIVES = ['ui:title', 'ui:description', 'ui:help'] as const;

/** Draws a message that may hold links (src/panels/RichText.tsx); without one, every text is plain. */
export type RichDraw = (key: string, facts: ViewFacts) => ReactNode;

/** Picks the message key a text reference stands for under these facts. */
export function resolveKey(ref: TextRef, facts: ViewFacts, has?: (key: string) => boolean): string {
  if (typeof ref === 'string') return ref;
  // a key the locale gives, else its fallback (a translator that cannot tell takes the key)
  if ('text' in ref) return !has || has(ref.text) ? ref.text : resolveKey(ref.fallback, facts, has);
  // (a choice with more keys than the three is no option choice: its default)
  const next = choose(ref, facts);
  return resolveKey((next === ref ? ref.default : next) as TextRef, facts, has);
}

/** Every message key a text reference may resolve to, under any facts (for the data check). */
export function allKeys(ref: TextRef): string[] {
  if (typeof ref === 'string') return [ref];
  if ('text' in ref) return [ref.text, ...allKeys(ref.fallback)];
  if ('first' in ref) return [...ref.first.flatMap((c) => allKeys(c.then)), ...allKeys(ref.default)];
  return [...Object.values(ref.cases).flatMap(allKeys), ...allKeys(ref.default)];
}

export interface LocalizedButton extends Omit<PanelButton, 'label' | 'separator'> {
  label: string;
  /** a control of a list (`each`): its element, and the list's separator on the first */
  element?: Record<string, string | number | boolean>;
  separator?: string;
}

/** The elements of a list fact (`app.identityProviders`): each one's fields, read from the facts
 * (`app.identityProviders.0.name`), at most 10. */
export function elementsOf(list: string, facts: ViewFacts): Record<string, string | number | boolean>[] {
  const n = Math.min(Number(facts[`${list}.length`]) || 0, 10);
  return Array.from({ length: n }, (_, i) => {
    const at = `${list}.${i}.`;
    const el: Record<string, string | number | boolean> = {};
    for (const [k, v] of Object.entries(facts))
      if (k.startsWith(at) && v !== null && v !== undefined) el[k.slice(at.length)] = v;
    return el;
  });
}

export interface LocalizedPanel {
  title: string;
  intro?: ReactNode;
  options: PanelOptions;
  buttons: LocalizedButton[];
  links: LocalizedButton[];
  ui: UiSchema;
}

function localizeNode(node: unknown, t: Translate, facts: ViewFacts, rich?: RichDraw): unknown {
  if (!node || typeof node !== 'object' || Array.isArray(node)) return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node as Record<string, unknown>)) {
    if (k === 'ui:panel') continue;
    if (rich && (LINK_DIRECTIVES as readonly string[]).includes(k) && v)
      out[k] = rich(resolveKey(v as TextRef, facts, t.has), facts);
    else if ((TEXT_DIRECTIVES as readonly string[]).includes(k) && v)
      out[k] = t(resolveKey(v as TextRef, facts, t.has), facts);
    else if (k === 'ui:autocomplete' && v && typeof v === 'object')
      // a choice of tokens by a fact ("username webauthn" where passkeys are offered): a token, never translated
      out[k] = resolveKey(v as TextRef, facts);
    else if (k === 'ui:options' && v && typeof v === 'object' && !Array.isArray(v))
      // an option chosen by a fact or a field (a length by the flow, say): its value under these facts
      out[k] = chooseOptions(v as Record<string, unknown>, facts);
    else if (k === 'ui:enumNames' && Array.isArray(v))
      out[k] = v.map((x) => t(resolveKey(x as TextRef, facts, t.has), facts));
    else if (k.startsWith('ui:')) out[k] = v;
    else out[k] = localizeNode(v, t, facts, rich);
  }
  return out;
}

export function localizePanel(
  ui: UiSchema & { 'ui:panel': PanelOptions },
  t: Translate,
  facts: ViewFacts,
  rich?: RichDraw,
): LocalizedPanel {
  const options = ui['ui:panel'];
  const tr = (ref: TextRef) => t(resolveKey(ref, facts, t.has), facts);
  // a control per element of a list: the element's fields are its label's variables
  const button = (b: PanelButton): LocalizedButton[] =>
    b.each
      ? elementsOf(b.each, facts).map((element, i) => ({
          ...b,
          label: t(resolveKey(b.label, facts, t.has), { ...facts, ...element }),
          element,
          separator: i === 0 && b.separator ? tr(b.separator) : undefined,
        }))
      : [{ ...b, label: tr(b.label), separator: undefined }];
  return {
    title: tr(options.title),
    intro: options.intro ? (rich ?? t)(resolveKey(options.intro, facts, t.has), facts) : undefined,
    options,
    buttons: (options.buttons ?? []).flatMap(button),
    links: (options.links ?? []).flatMap(button),
    ui: localizeNode(ui, t, facts, rich) as UiSchema,
  };
}

/** The fields whose value chooses a text of the UI schema's fields (`{ "select": "<field>" }` outside "ui:panel"). */
export function fieldSelects(ui: UiSchema, fields: string[]): string[] {
  const found = new Set<string>();
  const walk = (node: unknown, top: boolean) => {
    if (!node || typeof node !== 'object') return;
    for (const [k, v] of Object.entries(node as Record<string, unknown>)) {
      if (top && k === 'ui:panel') continue;
      if (k === 'select' && typeof v === 'string' && fields.includes(v)) found.add(v);
      else walk(v, false);
    }
  };
  walk(ui, true);
  return [...found];
}

/** The named fields' plain values, as facts a text may be chosen by. */
export function pickFacts(values: Record<string, unknown>, names: string[]): ViewFacts {
  const out: ViewFacts = {};
  for (const n of names) {
    const v = values[n];
    if (v === null || ['string', 'number', 'boolean'].includes(typeof v)) out[n] = v as ViewFacts[string];
  }
  return out;
}
