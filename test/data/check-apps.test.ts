// A link to an app setting (docs/product-owner.md "A new app setting used by a link"): `app.<setting>` passes when the
// app-details request asks for the setting and every seeded app gives it; each half missing is refused with the fix.
import fs from 'node:fs';
import { copy, edit, messages } from '../support/dataFiles';

let dir: string;
beforeEach(() => {
  dir = copy();
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const ROW = '/pages/LOGIN_PAGE/events/SUPPORT/0/effects/0/value';
const link = (effect = 'openInNewTab') =>
  edit(dir, 'flows/sign-on.json', (j) => {
    j.pages.LOGIN_PAGE.events.SUPPORT = [{ effects: [{ effect, value: 'app.supportUrl' }] }];
  });
const ask = () =>
  edit(dir, 'flows/common.json', (j) => {
    j.requests.appDetails.query.properties.value += ',supportUrl';
  });
const give = (apps: string[]) =>
  edit(dir, 'seed/apps.json', (j) => {
    for (const a of apps) j.apps[a].settings.supportUrl = '/support.html';
  });

test('a setting the request asks for and every app gives passes, as navigateTo and as openInNewTab', () => {
  link();
  ask();
  give(['demo', 'demo-ping', 'demo-passkey', 'demo-totp']);
  expect(messages(dir)).toEqual([]);
  link('navigateTo');
  expect(messages(dir)).toEqual([]);
});

test('a setting the request does not ask for is refused at the row, with the request and the fix', () => {
  link();
  give(['demo', 'demo-ping', 'demo-passkey', 'demo-totp']);
  expect(messages(dir)).toEqual([
    'flows/sign-on.json ' +
      `${ROW}: app.supportUrl: request appDetails does not ask for supportUrl; add it to its query "properties"`,
  ]);
});

test('an app that does not give it is refused in the seed, naming the row that needs it', () => {
  link();
  ask();
  give(['demo', 'demo-passkey', 'demo-totp']);
  expect(messages(dir)).toEqual([
    `seed/apps.json /apps/demo-ping/settings: app demo-ping gives no URL "supportUrl", which flows/sign-on.json ${ROW} goes to: add it (a URL the redirect rules allow)`,
  ]);
});

test("the seed's shape: brands, a default target and scalar settings", () => {
  edit(dir, 'seed/apps.json', (j) => {
    j.apps.demo.brands = 'demo';
    delete j.apps.demo.defaultTarget;
    j.apps['demo-ping'].settings.theme = { color: 'teal' };
  });
  expect(messages(dir)).toEqual([
    'seed/apps.json /apps/demo/brands: brands is a list of the brand ids this app goes with, e.g. ["demo"]',
    'seed/apps.json /apps/demo/defaultTarget: defaultTarget is where a sign-on goes when the host names no target',
    'seed/apps.json /apps/demo-ping/settings/theme: a setting is a string, number or boolean (the widget keeps scalars)',
  ]);
});
