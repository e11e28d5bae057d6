// Words inside a message as a link (docs/messages.md "Links in a message"): the check passes a link that raises an
// event its page has rows for, or opens an app setting the app-details request asks for, shown where a link is drawn;
// it refuses every other link with the file, the pointer and what to do.
import fs from 'node:fs';
import path from 'node:path';
import { copy, edit, messages } from '../support/dataFiles';

let dir: string;
beforeEach(() => {
  dir = copy();
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const KEY = 'panel.signOn.introTest';
const LOCALES = () =>
  fs
    .readdirSync(path.join(dir, 'locales'))
    .filter((f) => f.endsWith('.json'))
    .map((f) => `locales/${f}`);
/** The sign-on panel's intro says this in every locale (`except`: a locale's own words). */
function intro(source: string, except: Record<string, string> = {}) {
  edit(dir, 'schemas/sign-on.ui.json', (j) => {
    j['ui:panel'].intro = KEY;
  });
  for (const file of LOCALES())
    edit(dir, file, (j) => {
      j[KEY] = except[file] ?? source;
    });
}

test('a link to an event the page has rows for, in every locale, passes', () => {
  intro('Forgot it? {#link event=FORGOT_PASSWORD}Reset your password{/link}.', {
    'locales/de_DE.json': 'Vergessen? {#link event=FORGOT_PASSWORD}Kennwort zurücksetzen{/link}.',
  });
  expect(messages(dir)).toEqual([]);
});

test('a link to an event no row handles is refused at the page, with the rows to add', () => {
  intro('Read the {#link event=SHOW_TERMS}terms{/link}.');
  const found = messages(dir);
  expect(found).toContain(
    `flows/sign-on.json /pages/LOGIN_PAGE/events: ${KEY} (schemas/sign-on.ui.json /ui:panel/intro) links to event SHOW_TERMS, but page LOGIN_PAGE has no rows for it: add /pages/LOGIN_PAGE/events/SHOW_TERMS`,
  );
  expect(found.every((m) => m.includes('SHOW_TERMS'))).toBe(true);
});

test('a translation that drops or changes a link is refused: only the words change', () => {
  intro('Forgot it? {#link event=FORGOT_PASSWORD}Reset your password{/link}.', {
    'locales/fr_FR.json': 'Oublié ? Réinitialisez votre mot de passe.',
    'locales/es_ES.json': '¿Olvidada? {#link event=CLOSE}Restablecer{/link}.',
  });
  expect(messages(dir)).toEqual([
    `locales/es_ES.json /${KEY}: links to event=CLOSE where en_US links to event=FORGOT_PASSWORD: a translation keeps the links of en_US, only their words change`,
    `locales/fr_FR.json /${KEY}: links to nothing where en_US links to event=FORGOT_PASSWORD: a translation keeps the links of en_US, only their words change`,
  ]);
});

test('markup the widget does not draw, a link without one target, and an unclosed link are refused', () => {
  intro('A {#b}bold{/b} word.');
  expect(messages(dir)).toContain(
    `locales/en_US.json /${KEY}: {#b} is no markup the widget draws: a link is {#link event=NAME}words{/link} or {#link setting=name}words{/link}`,
  );
  intro('A {#link href=|https://example.com|}page{/link}.');
  expect(messages(dir)).toContain(
    `locales/en_US.json /${KEY}: {#link} takes one option, event or setting, not href: a link is {#link event=NAME}words{/link} or {#link setting=name}words{/link}`,
  );
  intro('A {#link event=FORGOT_PASSWORD}page.');
  expect(messages(dir)).toContain(
    `locales/en_US.json /${KEY}: every {#link …} is closed by a {/link} after its words (a link is {#link event=NAME}words{/link} or {#link setting=name}words{/link})`,
  );
});

test('a link where a link cannot be drawn (a button label) is refused', () => {
  for (const file of LOCALES())
    edit(dir, file, (j) => {
      j['panel.signOn.submit'] = 'Sign in ({#link event=FORGOT_PASSWORD}help{/link})';
    });
  expect(messages(dir)).toContain(
    "locales/en_US.json /panel.signOn.submit: panel.signOn.submit is shown as plain text (schemas/sign-on.ui.json /ui:panel/buttons/0/label): a link is drawn in a panel's intro and footnotes, a field's description and help, and a checkbox's label",
  );
});

test('a link to an app setting must be asked for by the app-details request and given by the seed', () => {
  intro('Need help? {#link setting=supportUrl}Contact support{/link}.');
  expect(messages(dir)).toContain(
    `locales/en_US.json /${KEY}: app.supportUrl: request appDetails does not ask for supportUrl; add it to its query "properties"`,
  );
  edit(dir, 'flows/common.json', (j) => {
    j.requests.appDetails.query.properties.value += ',supportUrl';
  });
  expect(messages(dir).some((m) => m.startsWith('seed/apps.json') && m.includes('gives no URL "supportUrl"'))).toBe(
    true,
  );
  edit(dir, 'seed/apps.json', (j) => {
    for (const app of Object.values<{ settings: Record<string, unknown> }>(j.apps))
      app.settings.supportUrl = '/support.html';
  });
  expect(messages(dir)).toEqual([]);
});
