// Whether the panel made at build time fits the page (src/first/fit.ts), on data of this test's own: an entry whose
// rows pick a page by ping mode, a panel that reads whether passkeys are offered and an app's providers.
import { resolveConfig } from '../host/config';
import { DEFAULT_SETTINGS } from '../flow/tables';
import type { RequestDef, Row } from '../data/types';
import { factEnv, fits, readFacts, readTokens, sessionFrom, configInputs, type Prebuilt } from './fit';

const requests: Record<string, RequestDef> = {
  details: {
    method: 'GET',
    path: 'apps',
    data: true,
    reply: { app: 'appSettings' },
    session: { app: 'app' },
    require: ['app'],
  },
  brand: {
    method: 'GET',
    path: 'brand',
    data: true,
    reply: { valid: 'boolean' },
    session: { appValidated: 'valid' },
    require: ['valid'],
  },
};
const rows: Row[] = [{ when: { ping: true }, goto: 'PING_PAGE' }, { goto: 'PAGE' }];
const config = (extra: Record<string, unknown> = {}) =>
  resolveConfig(
    { appId: 'a', brandId: 'b', ...extra },
    { href: 'https://host.test/', scriptSrc: 'https://auth.test/w.js' },
  );
const env = (extra: Record<string, unknown> = {}) => factEnv(config(extra), DEFAULT_SETTINGS, () => false);
const session = (app: Record<string, unknown> = {}) =>
  sessionFrom(requests, { details: { app }, brand: { valid: true } });

/** what the build records, for a plain app */
function built(): Prebuilt {
  const p = {
    entry: 'start',
    page: 'PAGE',
    flow: 'LOGIN',
    source: 'entries/start/1',
    tokens: ['passkeyOffered', 'app.identityProviders'],
    facts: {},
    config: configInputs(config()),
    start: ['details', 'brand'],
    requests,
    rows,
    settings: DEFAULT_SETTINGS,
    locales: ['en_US'],
    brandWords: {},
    waitRows: {},
    waitEntries: {},
    waitWords: {},
    waitMarkup: '',
  };
  return { ...p, facts: readFacts(p, env(), session() ?? {}) };
}

test('the names a panel mentions: keys, texts, and the words of the message keys among them', () => {
  const tokens = readTokens(
    [{ 'ui:title': 'field.id', a: { visibleWhen: 'app.x.length' } }],
    [{ 'field.id': 'Id of {$userIdLabel}' }],
  );
  expect(tokens).toEqual(expect.arrayContaining(['field.id', 'app.x.length', 'visibleWhen', 'userIdLabel']));
  expect(tokens).not.toContain('$userIdLabel');
});

test('the session the start-up replies keep; none when a reply lacks what its request requires', () => {
  expect(session({ isPingEnabled: true })).toMatchObject({ app: { isPingEnabled: true }, appValidated: true });
  expect(sessionFrom(requests, { details: { app: {} }, brand: { valid: false } })).toBeNull();
  expect(sessionFrom(requests, { details: {}, brand: { valid: true } })).toBeNull();
});

test('the plain app fits; a setting the panel does not read changes nothing', () => {
  expect(fits(built(), env(), session() ?? {})).toBe(true);
  expect(fits(built(), env(), session({ isVoiceDisabled: true, fpsNewUserSVChannel: 'EMAIL' }) ?? {})).toBe(true);
});

test('another entry row, a fact the panel reads, or the frame the config draws: not this panel', () => {
  // ping mode: the entry row leads elsewhere
  expect(fits(built(), env(), session({ isPingEnabled: true }) ?? {})).toBe(false);
  // a provider's button (a fact under a name the panel mentions)
  const providers = session({ identityProviders: [{ id: 'x', name: 'X', kind: 'oidc' }] }) ?? {};
  expect(fits(built(), env(), providers)).toBe(false);
  // a brand logo and a help link are drawn from the config
  expect(fits(built(), env({ brand: { logoUrl: '/logo.svg', name: 'B' } }), session() ?? {})).toBe(false);
  expect(fits(built(), env({ helpURL: 'https://host.test/help' }), session() ?? {})).toBe(false);
});
