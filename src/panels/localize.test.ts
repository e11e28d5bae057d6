import type { RootState } from '../app/state';
import type { PanelOptions } from '../data/types';
import { DEFAULT_SETTINGS } from '../flow/tables';
import type { ResolvedConfig } from '../host/config';
import { createTranslator, type Messages } from '../i18n/messages';
import { allKeys, fieldSelects, localizePanel, pickFacts, resolveKey } from './localize';
import { viewFacts } from './viewFacts';

const t = (key: string, params?: Record<string, unknown>) =>
  `<${key}${params && 'flow' in params ? `:${String(params.flow)}` : ''}>`;

test('a text reference is a key, or a choice of keys by a view fact (nested, with a default)', () => {
  const ref = {
    select: 'page',
    cases: { CPW: 'a' },
    default: { select: 'flow', cases: { SELF_REG: 'b' }, default: 'c' },
  };
  expect(resolveKey(ref, { page: 'CPW' })).toBe('a');
  expect(resolveKey(ref, { page: 'X', flow: 'SELF_REG' })).toBe('b');
  expect(resolveKey(ref, { page: 'X', flow: null })).toBe('c');
  expect(resolveKey({ select: 'userIdLabel', cases: { 1: 'email' }, default: 'id' }, { userIdLabel: 1 })).toBe('email');
  expect(allKeys(ref).sort()).toEqual(['a', 'b', 'c']);
});

test('a text with a fallback takes its key where the locale gives it, else the fallback (itself a text)', () => {
  const ref = { text: 'field.help.de', fallback: { select: 'flow', cases: { FPS: 'a.fps' }, default: 'a.other' } };
  const de = createTranslator('de-DE', { 'field.help.de': 'Hilfe' }, {});
  const fr = createTranslator('fr-FR', {}, { 'field.help.de': 'Help' });
  expect(resolveKey(ref, { flow: 'FPS' }, de.has)).toBe('field.help.de');
  // the English fallback file has the key, but a locale that does not give it shows the named fallback
  expect(resolveKey(ref, { flow: 'FPS' }, fr.has)).toBe('a.fps');
  expect(resolveKey(ref, { flow: 'X' }, fr.has)).toBe('a.other');
  // without a way to tell (a plain function), the key itself
  expect(resolveKey(ref, {})).toBe('field.help.de');
  expect(allKeys(ref).sort()).toEqual(['a.fps', 'a.other', 'field.help.de']);
});

test('localizePanel translates the panel options and the ui: text directives, and leaves the input untouched', () => {
  const ui = {
    'ui:panel': {
      title: 'title',
      intro: 'intro',
      buttons: [{ type: 'submit', label: 'go' }],
      links: [{ event: 'X', label: 'link' }],
    } as PanelOptions,
    'ui:order': ['a'],
    a: {
      'ui:title': { select: 'flow', cases: { FPS: 'a.fps' }, default: 'a.other' },
      'ui:help': 'a.help',
      'ui:widget': 'password',
      'ui:autocomplete': 'username',
    },
  };
  const before = JSON.stringify(ui);
  const out = localizePanel(ui, t, { flow: 'FPS' });
  expect(out.title).toBe('<title:FPS>');
  expect(out.intro).toBe('<intro:FPS>');
  expect(out.buttons).toEqual([{ type: 'submit', label: '<go:FPS>' }]);
  expect(out.links).toEqual([{ event: 'X', label: '<link:FPS>' }]);
  expect(out.ui).toEqual({
    'ui:order': ['a'],
    a: { 'ui:title': '<a.fps:FPS>', 'ui:help': '<a.help:FPS>', 'ui:widget': 'password', 'ui:autocomplete': 'username' },
  });
  expect(JSON.stringify(ui)).toBe(before);
});

test('a panel says how long a code is valid from the flow settings, in words of each locale', () => {
  // a panel and messages of the test's own (the shipped ones are the recorded journeys')
  const ui = { 'ui:panel': { title: 't', intro: 'intro' } } as Parameters<typeof localizePanel>[0];
  const INTRO: Record<string, string> = {
    en_US: 'It is valid for {$codeValidMinutes}.',
    de_DE: 'Er ist {$codeValidMinutes} gültig.',
    zh_CN: '安全码{$codeValidMinutes}内有效',
  };
  const intro = (locale: string, codeValidMinutes: number) => {
    const messages = { t: 'T', intro: INTRO[locale] } as Messages;
    const facts = viewFacts(
      { flow: { flow: 'FPS', page: 'VALIDATE_SV', context: {} }, session: {} } as unknown as RootState,
      { userIdLabel: 0 } as ResolvedConfig,
      { ...DEFAULT_SETTINGS, codeValidMinutes },
    );
    return localizePanel(ui, createTranslator(locale, messages, messages), facts).intro;
  };
  expect(intro('en_US', 8)).toBe('It is valid for 8 minutes.');
  expect(intro('en_US', 1)).toBe('It is valid for 1 minute.');
  expect(intro('de_DE', 15)).toBe('Er ist 15 Minuten gültig.');
  expect(intro('zh_CN', 10)).toBe('安全码10分钟内有效');
});

test('the fields whose value chooses a field text are found outside ui:panel, and only fields', () => {
  const ui = {
    'ui:panel': { title: { select: 'kind', cases: {}, default: 't' } },
    number: { 'ui:help': { select: 'where', cases: { abroad: 'help.abroad' }, default: 'help.home' } },
    other: { 'ui:title': { select: 'flow', cases: {}, default: 'x' } },
  };
  expect(fieldSelects(ui, ['kind', 'where', 'number'])).toEqual(['where']);
  expect(fieldSelects({ a: { 'ui:title': 'plain' } }, ['a'])).toEqual([]);
  expect(pickFacts({ where: 'abroad', list: ['x'], n: 2, none: undefined }, ['where', 'list', 'n', 'none'])).toEqual({
    where: 'abroad',
    n: 2,
  });
});
