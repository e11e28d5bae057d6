// Where a navigation effect goes (navigateTo, openInNewTab): a configured URL, or `app.<setting>`, a setting the
// app-details request asks for and every app of the reference server's seed (seed/apps.json) gives; and that seed's
// shape. So a link to a setting nobody supplies is refused here, not found as a refused redirect in the browser.
import { APP_SETTING_PREFIX, NAVIGATION_TARGETS } from '../../flow/navigation';
import type { Tables } from '../../flow/tables';
import type { RequestDef } from '../types';
import { FACTORS } from '../../api/settings';
import { MARK_PATHS } from '../../panels/markPaths';
import { didYouMean, esc, type DataFiles, type Report } from './report';
import { rawHtmlIn } from './rawHtml';

export const NAVIGATION_EFFECTS = ['navigateTo', 'openInNewTab'];
const SEED = 'seed/apps.json';

export interface SeedApp {
  brands: string[];
  defaultTarget: string;
  settings: Record<string, unknown>;
  providerRules?: unknown;
}

/** What an app may allow a sign-on through one of its providers (server/store/records.ts ProviderRules). */
const PROVIDER_RULES = ['linkByEmail', 'register', 'trustsProviderMfa'];

/** An app's rules per identity provider: for providers it lists, each rule a known name and a boolean. */
function checkProviderRules(r: Report, app: SeedApp, at: string) {
  const rules = app.providerRules;
  if (rules === undefined) return;
  const listed = (Array.isArray(app.settings?.identityProviders) ? app.settings.identityProviders : []).map((p) =>
    String((p as { id?: unknown })?.id),
  );
  if (!rules || typeof rules !== 'object' || Array.isArray(rules))
    return r.add(SEED, `${at}/providerRules`, 'providerRules is { "<provider id>": { "linkByEmail": true, … } }');
  for (const [id, given] of Object.entries(rules as Record<string, unknown>)) {
    const where = `${at}/providerRules/${esc(id)}`;
    if (!listed.includes(id))
      r.add(SEED, where, `the app lists no provider ${id} in settings.identityProviders${didYouMean(id, listed)}`);
    if (!given || typeof given !== 'object' || Array.isArray(given)) {
      r.add(SEED, where, `the rules of one provider: { ${PROVIDER_RULES.map((k) => `"${k}": true`).join(', ')} }`);
      continue;
    }
    for (const [k, v] of Object.entries(given))
      if (!PROVIDER_RULES.includes(k) || typeof v !== 'boolean')
        r.add(
          SEED,
          `${where}/${esc(k)}`,
          PROVIDER_RULES.includes(k)
            ? `${k} is true or false`
            : `${k} is not a provider rule: ${PROVIDER_RULES.join(', ')}${didYouMean(k, PROVIDER_RULES)}`,
        );
  }
}

/** The settings the app-details request asks for (its `properties` query), or null when it asks for all. */
export function askedSettings(tables: Tables): { request: string; names: string[] | null } | null {
  for (const [name, def] of Object.entries(tables.requests) as [string, RequestDef][]) {
    if (!Object.values(def.reply ?? {}).includes('appSettings')) continue;
    const query = def.query as Record<string, { value?: unknown }> | undefined;
    const list = query?.properties?.value;
    return { request: name, names: typeof list === 'string' ? list.split(',').filter(Boolean) : null };
  }
  return null;
}

const SCALARS = ['string', 'number', 'boolean'];
/** The channels an app may offer for sign-on by code (docs/host.md "Sign-on with a code"). */
export const CODE_CHANNELS = ['EMAIL', 'SMS'] as const;
const isScalarList = (v: unknown[]) => v.length <= 10 && v.every((x) => SCALARS.includes(typeof x));
/** a list of records of scalars under plain names, as the widget keeps one (src/api/settings.ts) */
const isRecordList = (v: unknown[]) =>
  v.length <= 10 &&
  v.every(
    (x) =>
      !!x &&
      typeof x === 'object' &&
      !Array.isArray(x) &&
      Object.keys(x).length <= 10 &&
      Object.entries(x).every(([k, y]) => /^\w{1,64}$/.test(k) && SCALARS.includes(typeof y)),
  );
/** The kinds of identity provider: those the widget has a mark for (src/panels/markPaths.ts). */
export const PROVIDER_KINDS = Object.keys(MARK_PATHS);
const isProvider = (p: unknown) => {
  const x = p as Record<string, unknown> | null;
  return (
    !!x &&
    typeof x === 'object' &&
    /^[a-z0-9][a-z0-9-]{0,39}$/.test(String(x.id)) &&
    typeof x.name === 'string' &&
    !!x.name.trim() &&
    PROVIDER_KINDS.includes(String(x.kind)) &&
    Object.keys(x).length === 3
  );
};

/** Each provider an app lists is one the reference server has (seed/identity-providers.json), or its button would
 * start a sign-on the server refuses. */
function checkProvidersKnown(r: Report, files: DataFiles, list: { id: string }[], at: string) {
  const known = (files.identityProviders as { providers?: Record<string, unknown> } | undefined)?.providers;
  if (!known) return;
  list.forEach((p, i) => {
    if (!(p.id in known))
      r.add(
        SEED,
        `${at}/${i}/id`,
        `${p.id} is no provider of seed/identity-providers.json: add it there (issuer, client id and secret) or list one of ${Object.keys(known).join(', ')}${didYouMean(p.id, Object.keys(known))}`,
      );
  });
}

/** The seed's apps, each checked for its shape; {} when the file is absent (a host's own backend). */
export function checkSeedApps(r: Report, files: DataFiles): Record<string, SeedApp> {
  const seed = files.apps as { apps?: unknown } | undefined;
  if (seed === undefined) return {};
  if (!seed || typeof seed.apps !== 'object' || seed.apps === null || Array.isArray(seed.apps)) {
    r.add(SEED, '/apps', 'the seed holds "apps": { "<appId>": { "brands", "defaultTarget", "settings" } }');
    return {};
  }
  const apps = seed.apps as Record<string, SeedApp>;
  for (const [id, app] of Object.entries(apps)) {
    const at = `/apps/${esc(id)}`;
    if (!Array.isArray(app?.brands) || !app.brands.every((b) => typeof b === 'string'))
      r.add(SEED, `${at}/brands`, 'brands is a list of the brand ids this app goes with, e.g. ["demo"]');
    if (typeof app?.defaultTarget !== 'string')
      r.add(SEED, `${at}/defaultTarget`, 'defaultTarget is where a sign-on goes when the host names no target');
    if (!app?.settings || typeof app.settings !== 'object' || Array.isArray(app.settings)) {
      r.add(SEED, `${at}/settings`, 'settings is an object of the app-details reply: name → string, number or boolean');
      continue;
    }
    checkProviderRules(r, app, at);
    for (const [k, v] of Object.entries(app.settings))
      if (k === 'factors') {
        // the one list the widget reads (src/api/settings.ts): factor names it knows
        if (!Array.isArray(v) || v.some((f) => !FACTORS.includes(f as string)))
          r.add(
            SEED,
            `${at}/settings/factors`,
            `factors is a list of ${FACTORS.join(', ')} (docs/host.md "Authenticator apps and recovery codes")`,
          );
      } else if (k === 'signOnByCode') {
        // the channels the reference server sends a sign-on code by (server/handlers/codeSignOn.ts)
        if (!Array.isArray(v) || v.some((c) => !(CODE_CHANNELS as readonly unknown[]).includes(c)))
          r.add(
            SEED,
            `${at}/settings/signOnByCode`,
            `signOnByCode is a list of ${CODE_CHANNELS.join(', ')} (docs/host.md "Sign-on with a code")`,
          );
      } else if (k === 'identityProviders') {
        // the buttons of the sign-on panel, in order (docs/host.md "Sign-on through an identity provider")
        if (!Array.isArray(v) || v.length > 10 || !v.every(isProvider))
          r.add(
            SEED,
            `${at}/settings/identityProviders`,
            `identityProviders is a list of up to 10 { "id": "demo-id", "name": "Demo ID", "kind": ${PROVIDER_KINDS.join(' | ')} } (docs/host.md "Sign-on through an identity provider")`,
          );
        else checkProvidersKnown(r, files, v as { id: string }[], `${at}/settings/identityProviders`);
      } else if (Array.isArray(v) ? !isScalarList(v) && !isRecordList(v) : v !== null && !SCALARS.includes(typeof v))
        r.add(
          SEED,
          `${at}/settings/${esc(k)}`,
          `a setting is a string, number or boolean, or a list of up to 10 of them or of records of them (what the widget keeps)`,
        );
      else if (typeof v === 'string' && rawHtmlIn(v))
        r.add(
          SEED,
          `${at}/settings/${esc(k)}`,
          `${rawHtmlIn(v)} is raw HTML, shown as its characters: the widget shows a setting as plain text (a notice, a link's address); write it plainly`,
        );
  }
  return apps;
}

/**
 * The fields of the elements of a list setting (`app.<name>`) in the seed's apps: what a control per element may name.
 */
export function listFieldsOf(files: DataFiles, list: string): string[] {
  const apps = (files.apps as { apps?: Record<string, SeedApp> } | undefined)?.apps ?? {};
  const name = list.startsWith(APP_SETTING_PREFIX) ? list.slice(APP_SETTING_PREFIX.length) : '';
  const fields = new Set<string>();
  for (const app of Object.values(apps))
    for (const el of Array.isArray(app?.settings?.[name]) ? (app.settings[name] as unknown[]) : [])
      if (el && typeof el === 'object') Object.keys(el).forEach((k) => fields.add(k));
  return [...fields];
}

/** Checks a navigation effect's value where a row names one. */
/** `apps`: the seed's apps when another check has read (and reported on) them already. */
export function navigationChecker(r: Report, files: DataFiles, tables: Tables, apps = checkSeedApps(r, files)) {
  const asked = askedSettings(tables);
  return (value: unknown, effect: string, file: string, pointer: string) => {
    const name = String(value);
    if (!name.startsWith(APP_SETTING_PREFIX)) {
      if (!(NAVIGATION_TARGETS as readonly string[]).includes(name))
        r.add(
          file,
          pointer,
          `${effect} goes to one of ${NAVIGATION_TARGETS.join(', ')} or app.<setting>, not ${JSON.stringify(value)}${didYouMean(name, [...NAVIGATION_TARGETS])}`,
        );
      return;
    }
    const setting = name.slice(APP_SETTING_PREFIX.length);
    if (!asked)
      return r.add(file, pointer, `${name}: no request keeps the app's settings (a reply field "appSettings")`);
    if (asked.names && !asked.names.includes(setting))
      r.add(
        file,
        pointer,
        `${name}: request ${asked.request} does not ask for ${setting}; add it to its query "properties"${didYouMean(setting, asked.names)}`,
      );
    for (const [id, app] of Object.entries(apps))
      if (app.settings && typeof app.settings[setting] !== 'string')
        r.add(
          SEED,
          `/apps/${esc(id)}/settings`,
          `app ${id} gives no URL "${setting}", which ${file} ${pointer} goes to: add it (a URL the redirect rules allow)`,
        );
  };
}
