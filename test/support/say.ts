// Texts as the data words them: a test finds a label, a button or a heading by the en_US message its UI schema names,
// never by English written into the test, so a product owner's rewording leaves every test green
// (docs/product-owner.md "Proving a bundle of edits"). Formatted by the widget's own translator.
import fs from 'node:fs';
import path from 'node:path';
import { WidgetMessageFormat } from '../../src/i18n/runtime';
import { createTranslator, type Messages } from '../../src/i18n/messages';
import { brandWordsOnDisk } from './locales';

// the tests' widgets are of the demo brand: its own words, where it gives any, over en_US (docs/locales.md)
const messages = {
  ...(JSON.parse(fs.readFileSync(path.join(__dirname, '../../locales/en_US.json'), 'utf8')) as Messages),
  ...(brandWordsOnDisk(path.join(__dirname, '../..')).demo?.en_US ?? {}),
};
const t = createTranslator('en_US', messages, messages, WidgetMessageFormat);

/** The en_US text of a message key, as the widget shows it. */
export const say = (key: string, params?: Record<string, unknown>): string => {
  if (typeof messages[key] !== 'string') throw new Error(`say: no message ${key} in locales/en_US.json`);
  return t(key, params);
};

const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** An accessible name that starts with the text of one of these keys (a label may carry a "required" mark after it). */
export const sayStart = (...keys: string[]) => new RegExp(`^(?:${keys.map((k) => escaped(say(k))).join('|')})`);
/** An accessible name or text that holds the text of one of these keys anywhere. */
export const sayIn = (...keys: string[]) => new RegExp(keys.map((k) => escaped(say(k))).join('|'));
