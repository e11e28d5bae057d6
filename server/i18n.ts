// The reference server's own messages in the 14 locales, chosen by the request's `language` query (the widget
// sends it on every call). server/messages.json holds them; {name} placeholders are filled in.
import type { FastifyRequest } from 'fastify';
import { resolveLocale } from '../src/i18n/locale';
import messages from './messages.json';
import { settings } from './settings';

export type ServerMessage = keyof (typeof messages)['en_US'];
const catalogue = messages as Record<string, Record<string, string>>;

/** The settings a server message may name, so that its words follow a product owner's edit (flows/common.json). */
const fromSettings: Record<string, number> = {
  resendMinutes: Math.ceil(settings.resendAfterSeconds / 60),
  codeMinutes: settings.codeValidMinutes,
  passwordHistory: settings.passwordHistory,
};

export function say(req: FastifyRequest, key: ServerMessage, params: Record<string, string | number> = {}): string {
  // never throws: a refusal of a malformed query is said in it too (in English when its language is unreadable)
  const asked = (req.query as Record<string, unknown> | undefined)?.language;
  const language = resolveLocale(typeof asked === 'string' && /^[\w-]{2,12}$/.test(asked) ? asked : 'en_US');
  const text = catalogue[language]?.[key] ?? catalogue.en_US[key];
  const values = { ...fromSettings, ...params };
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in values ? String(values[name]) : m));
}
