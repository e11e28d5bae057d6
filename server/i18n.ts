// The reference server's own messages: the "server.*" keys of the locale files (locales/, the same files and list as
// the widget's, docs/locales.md), chosen by the request's `language` query (the widget sends it on every call); their
// {$name} variables are filled in, the settings' numbers among them. The build leaves these keys out of dist/locales.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import en from '../locales/en_US.json';
import { BUILT_LOCALES, resolveLocaleIn, type LocaleIndex } from '../src/i18n/locale';
import { withInherited } from '../src/i18n/inherit';
import { serverValues } from '../src/i18n/serverValues';
import { SERVER_PARAMS, type ServerParamsOf } from '../src/i18n/serverParams';
import { settings } from './settings';

type Key = keyof typeof en;
/** A message of the server: a key of en_US.json under "server." (a key no file has is a type error). */
export type ServerMessage = { [K in Key]: K extends `server.${infer M}` ? M : never }[Key];
export const SERVER_PREFIX = 'server.';

/** What each locale says; en_US is bundled, so a message always has words even before the files are read. */
let catalogue: Record<string, Record<string, unknown>> = { en_US: en };
/** The locales as the build listed them (dist/locales.json, the folder's list), so a file added and built is one. */
let index: LocaleIndex = BUILT_LOCALES;

/** Reads every locale file's server messages (buildServer does, with the project's root). */
export function loadServerMessages(root: string) {
  const dir = path.join(root, 'locales');
  const next: typeof catalogue = { en_US: en };
  for (const f of fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.json')) : [])
    next[f.slice(0, -'.json'.length)] = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as Record<
      string,
      unknown
    >;
  // a regional file that gives only where it differs answers with its parents' words for the rest (docs/locales.md)
  catalogue = withInherited(next);
  const built = path.join(root, 'dist/locales.json');
  if (fs.existsSync(built)) index = JSON.parse(fs.readFileSync(built, 'utf8')) as LocaleIndex;
}

/** The en_US messages as loaded (the keys a data file may name: seed/accounts.json's states). */
export const englishMessages = (): Record<string, unknown> => catalogue.en_US ?? en;

/** The settings a server message may name, so that its words follow a product owner's edit (flows/common.json). */
const fromSettings = serverValues(settings);

/** A server message in the request's language, with what its call passes (src/i18n/serverParams.ts: exactly those). */
export function say<K extends ServerMessage>(
  req: FastifyRequest,
  key: K,
  ...params: K extends keyof typeof SERVER_PARAMS ? [ServerParamsOf<K>] : [Record<string, never>?]
): string {
  return sayKey(req, `${SERVER_PREFIX}${key}`, params[0] ?? {});
}

/**
 * Any message of the locale files in the request's language: a server message, or a line of the widget's own that the
 * server quotes (the password rule a new password breaks names the checklist's line for it, with its parameters).
 */
export function sayKey(req: FastifyRequest, full: string, params: Record<string, string | number> = {}): string {
  return sayIn((req.query as Record<string, unknown> | undefined)?.language, full, params);
}

/** A message in a language named elsewhere than the request's query (a sign-on through a provider keeps the one it
 * started in); English when it is not one of the locales. */
export function sayIn(asked: unknown, full: string, params: Record<string, string | number> = {}): string {
  // never throws: a refusal of a malformed query is said in it too (in English when its language is unreadable)
  const language = resolveLocaleIn(index, typeof asked === 'string' && /^[\w-]{2,12}$/.test(asked) ? asked : 'en_US');
  const own = catalogue[language]?.[full] ?? catalogue.en_US?.[full];
  const text = typeof own === 'string' ? own : String((en as Record<string, string>)[full] ?? full);
  const values = { ...fromSettings, ...params };
  return text.replace(/\{\$(\w+)\}/g, (m, name: string) => (name in values ? String(values[name]) : m));
}
