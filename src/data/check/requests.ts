// The requests of flows/ (docs/api.md): every source, transform, fact, reply type and outcome they name exists; fields
// they read exist on a panel; what they keep comes from the reply; a kept payload holds no secret field (a field
// whose UI schema says password or one-time code, or "secret": true).
import { OUTCOMES } from '../../api/outcomes';
import { REPLY_TYPES, SECRET_TYPES } from '../../api/replyTypes';
import CHUNK_REPLY_TYPE_FILE from '../../api/chunk-reply-types.json';

/** The reply types chunks bring (src/api/chunk-reply-types.json), by name. */
const CHUNK_REPLY_TYPES = Object.fromEntries(Object.entries(CHUNK_REPLY_TYPE_FILE).filter(([k]) => k !== '$comment'));
import { SESSION_ENTRIES } from '../../api/sessionEntries';
import { SOURCES, TRANSFORMS, isSelect } from '../../api/values';
import { GUARD_NAMES } from '../../flow/guards';
import { REQUEST_EFFECTS } from '../../flow/namedRequest';
import type { Tables } from '../../flow/tables';
import type { RequestDef, ValueRef } from '../types';
import { didYouMean, esc, type DataFiles, type Report } from './report';

/** What every flow reply carries (src/api/envelope.ts), so a request may keep it without naming its type. */
export const FLOW_REPLY_FIELDS = ['nextAction', 'messages', 'sessionExpired', 'targetUrl', 'svAttempts', 'phoneId'];
const EXTRA_REPLY_FIELDS = ['captcha', 'captchaParameters'];
const SECRET_AUTOCOMPLETE = ['current-password', 'new-password', 'one-time-code'];

type Ui = Record<string, Record<string, unknown> | undefined>;

/** Field name → whether some panel marks it secret; every field any panel has. */
export function panelFields(files: DataFiles): Map<string, boolean> {
  const fields = new Map<string, boolean>();
  for (const [panel, schema] of Object.entries(files.schemas)) {
    const ui = (files.uis[panel] ?? {}) as Ui;
    for (const name of Object.keys((schema as { properties?: object }).properties ?? {})) {
      const f = ui[name] ?? {};
      const options = (f['ui:options'] ?? {}) as Record<string, unknown>;
      const secret =
        f['ui:widget'] === 'password' ||
        SECRET_AUTOCOMPLETE.includes(String(f['ui:autocomplete'])) ||
        options.secret === true;
      fields.set(name, (fields.get(name) ?? false) || secret);
    }
  }
  return fields;
}

/** The panels that hold a secret field (a form-wide read there may carry it). */
function panelsWithSecrets(files: DataFiles): Set<string> {
  return new Set(
    Object.keys(files.schemas).filter((panel) =>
      [...panelFields({ ...files, schemas: { [panel]: files.schemas[panel] } }).values()].some(Boolean),
    ),
  );
}

export function checkRequests(r: Report, files: DataFiles, tables: Tables) {
  const fields = panelFields(files);
  const secretPanels = panelsWithSecrets(files);
  /** whether "form" (all values) may hold a secret in this request: a page that makes it draws a secret field */
  let formSecret = false;
  const fact = (name: string, file: string, at: string) => {
    if (!GUARD_NAMES.includes(name)) r.add(file, at, `${name} is not a fact${didYouMean(name, GUARD_NAMES)}`);
  };
  /** one value; returns whether it reads a secret field */
  const value = (ref: ValueRef, file: string, at: string): boolean => {
    let secret = false;
    // (a "from" that is no text is reported by the flow-table schema)
    if (typeof ref.from === 'string') {
      const [source, first] = ref.from.split('.');
      if (!SOURCES[source])
        r.add(file, `${at}/from`, `${source} is not a value source${didYouMean(source, Object.keys(SOURCES))}`);
      else if (source === 'field') {
        if (!first || !fields.has(first))
          r.add(file, `${at}/from`, `no panel has a field ${first}${didYouMean(first ?? '', [...fields.keys()])}`);
        secret = !!fields.get(first);
      } else if (source === 'form') secret = formSecret;
      // a passkey ceremony's answer is sent once and never kept (src/api/webauthn.ts)
      else if (source === 'ceremony') secret = true;
      else if (source === 'fact' && first) fact(first, file, `${at}/from`);
      else if (source === 'context' && first && r.contextFact(ref.from))
        r.add(
          file,
          `${at}/from`,
          `${r.contextFact(ref.from)}${r.contextNames.includes(first) ? '' : ` (keep it with a request's "keep")`}`,
        );
    }
    [ref.transform ?? []].flat().forEach((t, i) => {
      if (!TRANSFORMS[t])
        r.add(
          file,
          Array.isArray(ref.transform) ? `${at}/transform/${i}` : `${at}/transform`,
          `${t} is not a transform${didYouMean(t, Object.keys(TRANSFORMS))}`,
        );
    });
    return secret;
  };
  /** a set of values, or a Select of sets; returns the secret fields it reads */
  const values = (v: unknown, file: string, at: string): string[] => {
    if (isSelect(v)) {
      fact(v.select, file, `${at}/select`);
      return [
        ...Object.entries(v.cases).flatMap(([k, c]) => values(c, file, `${at}/cases/${esc(k)}`)),
        ...values(v.default, file, `${at}/default`),
      ];
    }
    return Object.entries((v ?? {}) as Record<string, ValueRef>).flatMap(([k, ref]) =>
      value(ref, file, `${at}/${esc(k)}`) ? [ref.from ?? k] : [],
    );
  };
  const paths = (v: unknown, file: string, at: string) => {
    if (isSelect(v)) {
      fact(v.select, file, `${at}/select`);
      Object.entries(v.cases).forEach(([k, c]) => paths(c, file, `${at}/cases/${esc(k)}`));
      paths(v.default, file, `${at}/default`);
      return;
    }
    for (const [, from] of String(v).matchAll(/\{([^}]+)\}/g)) value({ from }, file, at);
  };

  for (const [name, def] of Object.entries(tables.requests)) {
    const file = `flows/${def.file}`;
    const at = `/requests/${name}`;
    formSecret = Object.values(tables.pages).some(
      (p) =>
        (p.request === name || Object.values(p.requestFor ?? {}).some((m) => Object.values(m).includes(name))) &&
        secretPanels.has(p.panel ?? ''),
    );
    paths(def.path, file, `${at}/path`);
    values(def.query, file, `${at}/query`);
    // a navigation goes by its URL alone: nothing is sent in a body, nothing comes back to read
    if (def.navigate)
      for (const k of ['payload', 'reply', 'keep', 'keepSent', 'ceremony', 'outcome'] as const)
        if (def[k] !== undefined) r.add(file, `${at}/${k}`, `a navigation ("navigate": true) has no ${k}: remove it`);
    if (def.navigate && def.method !== 'GET') r.add(file, `${at}/method`, 'a navigation ("navigate": true) is a GET');
    const secrets = values(def.payload, file, `${at}/payload`);
    if (def.keepSent && secrets.length)
      r.add(
        file,
        `${at}/keepSent`,
        `the payload reads ${secrets.join(', ')}, a secret: it cannot be kept (send it, but keep another request's payload)`,
      );
    const types = [...Object.keys(REPLY_TYPES), ...Object.keys(CHUNK_REPLY_TYPES), ...Object.keys(SECRET_TYPES)];
    for (const [field, type] of Object.entries(def.reply ?? {}))
      if (!types.includes(type))
        r.add(file, `${at}/reply/${esc(field)}`, `${type} is not a reply type${didYouMean(type, types)}`);
    for (const [to, field] of Object.entries(def.keep ?? {}))
      if (SECRET_TYPES[def.reply?.[field] ?? ''])
        r.add(
          file,
          `${at}/keep/${esc(to)}`,
          `${field} is a secret (${def.reply?.[field]}): it is shown once and never kept; fix: drop it from "keep" (a widget reads it as "secret.${field}")`,
        );
    const readable = [...FLOW_REPLY_FIELDS, ...EXTRA_REPLY_FIELDS, ...Object.keys(def.reply ?? {})];
    for (const [to, field] of Object.entries(def.keep ?? {}))
      if (!readable.includes(field))
        r.add(
          file,
          `${at}/keep/${esc(to)}`,
          `the reply field ${field} is not read: name it under "reply" with its type${didYouMean(field, readable)}`,
        );
    for (const [to, field] of Object.entries(def.session ?? {})) {
      const want = SESSION_ENTRIES[to];
      if (!want)
        r.add(
          file,
          `${at}/session/${esc(to)}`,
          `${to} is not a session entry${didYouMean(to, Object.keys(SESSION_ENTRIES))} (keep anything else in the flow context with "keep")`,
        );
      else if (def.reply?.[field] !== want)
        r.add(file, `${at}/session/${esc(to)}`, `the session's ${to} needs the reply field ${field} read as "${want}"`);
    }
    (def.require ?? []).forEach((field, i) => {
      if (!readable.includes(field))
        r.add(file, `${at}/require/${i}`, `the reply field ${field} is not read${didYouMean(field, readable)}`);
    });
    const options = def.ceremony ? tables.requests[def.ceremony.options] : undefined;
    if (def.ceremony && !options)
      r.add(
        file,
        `${at}/ceremony/options`,
        `request ${def.ceremony.options} is not defined under "requests" in flows/${didYouMean(def.ceremony.options, Object.keys(tables.requests))}`,
      );
    else if (def.ceremony && (options?.method !== 'GET' || options.reply?.publicKey !== 'webauthnOptions'))
      r.add(
        file,
        `${at}/ceremony/options`,
        `request ${def.ceremony.options} must be a GET whose reply reads publicKey as "webauthnOptions"`,
      );
    if (def.outcome && !OUTCOMES[def.outcome])
      r.add(file, `${at}/outcome`, `${def.outcome} is not an outcome${didYouMean(def.outcome, Object.keys(OUTCOMES))}`);
  }
}

/** Every flow-context name a request keeps (a panel's "dataFrom" may show one). */
export const keptNames = (tables: Tables) =>
  Object.values(tables.requests).flatMap((d) => [
    ...Object.keys(d.keep ?? {}).map((to) => to.split('.')[0]),
    ...(d.keepSent ? [d.keepSent] : []),
  ]);

/**
 * An effect whose value names a request (sendRequest, fetch, passkeyAutofill, navigateToRequest): one that exists, a
 * navigation ("navigate") for navigateToRequest and for nothing else, a passkey request of kind "get" for the autofill.
 */
export function checkRequestEffect(
  r: Report,
  ref: { effect: string; value?: unknown },
  requests: Record<string, RequestDef>,
  file: string,
  at: string,
) {
  if (!REQUEST_EFFECTS.includes(ref.effect)) return;
  const name = String(ref.value);
  const def = requests[name];
  if (!def)
    r.add(
      file,
      at,
      `request ${name} is not defined under "requests" in flows/${didYouMean(name, Object.keys(requests))}`,
    );
  else if ((ref.effect === 'navigateToRequest') !== !!def.navigate)
    r.add(
      file,
      at,
      ref.effect === 'navigateToRequest'
        ? `request ${name} has no "navigate": true: navigateToRequest goes to a navigation's URL, never a fetch`
        : `request ${name} is a navigation ("navigate": true): only navigateToRequest goes to it`,
    );
  else if (ref.effect === 'passkeyAutofill' && def.ceremony?.kind !== 'get')
    r.add(
      file,
      at,
      `request ${name} runs no "ceremony" of kind "get": the autofill has nothing to send a passkey with`,
    );
}
