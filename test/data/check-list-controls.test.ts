// A control per element of a list ("each": an app's identity providers) and a navigation request ("navigate"): the list
// is one the widget has, what it keeps and the hooks it draws are named well, its label may name the elements' fields;
// a navigation is a GET with nothing to send or read, reached by navigateToRequest alone. A fixture panel and app
// setting of its own, added to a copy of the data.
import fs from 'node:fs';
import path from 'node:path';
import { copy, edit, messages } from '../support/dataFiles';

let dir: string;
let key: string;
let flow: string;
beforeAll(() => {
  dir = copy();
  key = Object.keys(JSON.parse(fs.readFileSync(path.join(dir, 'locales/en_US.json'), 'utf8')) as object)[0];
  fs.writeFileSync(
    path.join(dir, 'schemas/list-fixture.schema.json'),
    JSON.stringify({ type: 'object', properties: {} }),
  );
  flow = fs.readdirSync(path.join(dir, 'flows')).find((f) => f.endsWith('.json') && f !== 'flow-table.schema.json')!;
  // a list setting of records the app-details request asks for, in every seed app
  edit(dir, 'flows/common.json', (j: { requests: { appDetails: { query: { properties: { value: string } } } } }) => {
    j.requests.appDetails.query.properties.value += ',fixtureChoices';
  });
  edit(dir, 'seed/apps.json', (j: { apps: Record<string, { settings: Record<string, unknown> }> }) => {
    for (const app of Object.values(j.apps)) app.settings.fixtureChoices = [{ code: 'a', title: 'A', look: 'oidc' }];
  });
  // a message naming an element's field, in every locale
  for (const f of fs.readdirSync(path.join(dir, 'locales')).filter((f) => f.endsWith('.json')))
    edit(dir, `locales/${f}`, (j: Record<string, string>) => {
      j['fixture.choice'] = 'Go on with {$title}';
    });
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function panel(buttons: unknown[], rows: Record<string, unknown> = {}, requests: Record<string, unknown> = {}) {
  fs.writeFileSync(
    path.join(dir, 'schemas/list-fixture.ui.json'),
    JSON.stringify({ 'ui:panel': { title: key, buttons: [{ type: 'submit', label: key }, ...buttons] } }),
  );
  edit(dir, `flows/${flow}`, (j: { pages: Record<string, unknown>; requests: Record<string, unknown> }) => {
    j.pages.LIST_FIXTURE = { kind: 'panel', panel: 'list-fixture', events: rows };
    Object.assign(j.requests, requests);
  });
  // (the fixture page is reached by no row: that finding is not this test's)
  // (nor is the fixture message left unused by a panel that does not name it)
  return messages(dir).filter(
    (m) => /list-fixture|fixtureGo|fixture\.choice/.test(m) && !/never reached|is not used by any/.test(m),
  );
}

const go = {
  method: 'GET',
  navigate: true,
  path: 'fixture/{context.picked.code}/go',
  query: { a: { from: 'config.appId' } },
};
const pressed = { CHOOSE: [{ effects: [{ effect: 'navigateToRequest', value: 'fixtureGo' }] }] };

test("a control per element of an app's list, keeping the element pressed, its hook and mark from its fields, passes", () => {
  const control = {
    each: 'app.fixtureChoices',
    event: 'CHOOSE',
    action: 'pick-one',
    label: 'fixture.choice',
    keep: 'picked',
    data: { choice: 'code' },
    mark: 'look',
    separator: key,
  };
  expect(panel([control], pressed, { fixtureGo: go })).toEqual([]);
});

test('a list the widget does not have, a bad keep or hook, or list options without "each", are refused', () => {
  const found = panel(
    [
      { each: 'app.fixtureChoicez', event: 'CHOOSE', action: 'pick-one', label: key },
      { each: 'userIds', event: 'CHOOSE', action: 'pick-one', label: key },
      {
        each: 'app.fixtureChoices',
        event: 'CHOOSE',
        action: 'pick-one',
        label: key,
        keep: 'Picked!',
        data: { Bad: 'code' },
      },
      { event: 'CHOOSE', action: 'pick-one', label: key, keep: 'picked', mark: 'look' },
    ],
    { CHOOSE: [{ effects: ['clearMessage'] }] },
  );
  expect(found).toEqual([
    expect.stringMatching(
      /buttons\/1\/each: app\.fixtureChoicez\.length: request appDetails does not ask for fixtureChoicez.*did you mean fixtureChoices\?/,
    ),
    expect.stringContaining('buttons/2/each: each names a list: app.<setting> or context.<path>, not "userIds"'),
    expect.stringContaining('buttons/3/keep: keep is the flow-context name the element pressed is kept under'),
    expect.stringContaining('buttons/3/data/Bad: data maps a hook name'),
    expect.stringContaining('buttons/4/keep: keep belongs to a control per element of a list ("each")'),
    expect.stringContaining('buttons/4/mark: mark belongs to a control per element of a list ("each")'),
  ]);
});

test('a button tone is one the widget draws: "danger" passes, another is refused with the tones there are', () => {
  const control = { each: 'app.fixtureChoices', event: 'CHOOSE', action: 'pick-one', label: key, keep: 'picked' };
  expect(panel([{ ...control, tone: 'danger' }], pressed, { fixtureGo: go })).toEqual([]);
  expect(panel([{ ...control, tone: 'scary' }], pressed, { fixtureGo: go })).toEqual([
    expect.stringContaining('buttons/1/tone: "scary" is not a button tone: danger'),
  ]);
});

test("a label may name the elements' fields only on a control per element", () => {
  const found = panel([{ event: 'CHOOSE', action: 'pick-one', label: 'fixture.choice' }], {
    CHOOSE: [{ effects: ['clearMessage'] }],
  });
  expect(found.join('\n')).toMatch(/fixture\.choice.*\$title/);
});

test('a navigation is a GET with nothing to send or read, and only navigateToRequest goes to it', () => {
  const control = { each: 'app.fixtureChoices', event: 'CHOOSE', action: 'pick-one', label: key, keep: 'picked' };
  const bad = { ...go, method: 'POST', payload: { a: { from: 'config.appId' } }, keepSent: 'sent' };
  expect(panel([control], pressed, { fixtureGo: bad })).toEqual([
    expect.stringContaining('/requests/fixtureGo/payload: a navigation ("navigate": true) has no payload'),
    expect.stringContaining('/requests/fixtureGo/keepSent: a navigation ("navigate": true) has no keepSent'),
    expect.stringContaining('/requests/fixtureGo/method: a navigation ("navigate": true) is a GET'),
  ]);
  const fetched = { CHOOSE: [{ effects: [{ effect: 'sendRequest', value: 'fixtureGo' }] }] };
  expect(panel([control], fetched, { fixtureGo: go })).toEqual([
    expect.stringContaining('request fixtureGo is a navigation ("navigate": true): only navigateToRequest goes to it'),
  ]);
  const plain = { ...go, navigate: undefined };
  expect(panel([control], pressed, { fixtureGo: plain })).toEqual([
    expect.stringContaining('request fixtureGo has no "navigate": true'),
  ]);
});

test("an app's identity providers and their rules: a list the widget draws, rules for providers it lists", () => {
  // a provider the reference server has (seed/identity-providers.json), so only the rules are at fault
  edit(dir, 'seed/identity-providers.json', (j: { providers: Record<string, unknown> }) => {
    j.providers.acme = { issuer: 'https://acme.example', clientId: 'c', clientSecret: 's' };
  });
  edit(
    dir,
    'seed/apps.json',
    (j: { apps: Record<string, { settings: Record<string, unknown>; providerRules?: unknown }> }) => {
      const [first, second] = Object.values(j.apps);
      first.settings.identityProviders = [{ id: 'acme', name: 'Acme', kind: 'laser' }];
      first.providerRules = { acme: { linkByEmail: 'yes', registr: true }, other: { register: true } };
      second.settings.identityProviders = [{ id: 'acme', name: 'Acme', kind: 'oidc' }];
      second.providerRules = { acme: { linkByEmail: true, register: false, trustsProviderMfa: true } };
    },
  );
  // (the fixture's list of records in every app is a setting the widget keeps: nothing is said of it)
  const found = messages(dir).filter((m) => m.startsWith('seed/apps.json'));
  expect(found).toEqual([
    expect.stringMatching(/\/providerRules\/acme\/linkByEmail: linkByEmail is true or false$/),
    expect.stringMatching(
      /\/providerRules\/acme\/registr: registr is not a provider rule: .*; did you mean register\?$/,
    ),
    expect.stringMatching(/\/providerRules\/other: the app lists no provider other in settings\.identityProviders/),
    expect.stringMatching(
      /\/settings\/identityProviders: identityProviders is a list of up to 10 \{ "id".*oidc \| google/,
    ),
  ]);
});

test('a provider an app lists that the reference server does not have is named, with the ones it has', () => {
  const known = Object.keys(
    (JSON.parse(fs.readFileSync(path.join(dir, 'seed/identity-providers.json'), 'utf8')) as { providers: object })
      .providers,
  );
  edit(
    dir,
    'seed/apps.json',
    (j: { apps: Record<string, { settings: Record<string, unknown>; providerRules?: unknown }> }) => {
      for (const app of Object.values(j.apps)) delete app.providerRules;
      const [first] = Object.values(j.apps);
      first.settings.identityProviders = [{ id: 'nowhere', name: 'Nowhere', kind: 'oidc' }];
    },
  );
  const found = messages(dir).filter((m) => m.includes('/settings/identityProviders'));
  expect(found).toEqual([
    expect.stringMatching(
      new RegExp(`/identityProviders/0/id: nowhere is no provider of seed/identity-providers\\.json: .*${known[0]}`),
    ),
  ]);
});
