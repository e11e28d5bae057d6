// A link to an app setting (docs/product-owner.md "A new app setting used by a link"): `app.<setting>` passes when the
// app-details request asks for the setting and every seeded app gives it; each half missing is refused with the fix.
import fs from 'node:fs';
import path from 'node:path';
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
/** the seed's apps, as the copy has them (the test follows the data: any app a product owner adds) */
const apps = () =>
  Object.keys((JSON.parse(fs.readFileSync(path.join(dir, 'seed/apps.json'), 'utf8')) as { apps: object }).apps);
/** every app but `except` gives the setting */
const give = (except: string[] = []) =>
  edit(dir, 'seed/apps.json', (j) => {
    for (const a of Object.keys(j.apps)) if (!except.includes(a)) j.apps[a].settings.supportUrl = '/support.html';
  });

test('a setting the request asks for and every app gives passes, as navigateTo and as openInNewTab', () => {
  link();
  ask();
  give();
  expect(messages(dir)).toEqual([]);
  link('navigateTo');
  expect(messages(dir)).toEqual([]);
});

test('a setting the request does not ask for is refused at the row, with the request and the fix', () => {
  link();
  give();
  expect(messages(dir)).toEqual([
    'flows/sign-on.json ' +
      `${ROW}: app.supportUrl: request appDetails does not ask for supportUrl; add it to its query "properties"`,
  ]);
});

test('an app that does not give it is refused in the seed, naming the row that needs it', () => {
  link();
  ask();
  const left = apps()[1];
  give([left]);
  expect(messages(dir)).toEqual([
    `seed/apps.json /apps/${left}/settings: app ${left} gives no URL "supportUrl", which flows/sign-on.json ${ROW} goes to: add it (a URL the redirect rules allow)`,
  ]);
});

test('a setting a condition reads may be missing from an app: the condition is false there, no empty value needed', () => {
  // the link's row taken only where the app's note says so: one app gives the note, the others do not
  link();
  ask();
  give();
  edit(dir, 'flows/sign-on.json', (j) => {
    j.pages.LOGIN_PAGE.events.SUPPORT[0].when = { 'app.bannerNote': 'yes' };
  });
  edit(dir, 'seed/apps.json', (j) => {
    j.apps[apps()[0]].settings.bannerNote = 'yes';
  });
  // the condition is read: a setting the request does not ask for is refused there
  expect(messages(dir)).toEqual([expect.stringMatching(/does not ask for bannerNote/)]);
  edit(dir, 'flows/common.json', (j) => {
    j.requests.appDetails.query.properties.value += ',bannerNote';
  });
  expect(messages(dir)).toEqual([]);
});

test("the seed's shape: brands, a default target and settings the widget keeps (scalars, lists of scalars or of flat records)", () => {
  const [one, two] = apps();
  edit(dir, 'seed/apps.json', (j) => {
    j.apps[one].brands = 'demo';
    delete j.apps[one].defaultTarget;
    j.apps[two].settings.theme = { color: 'teal' };
    j.apps[two].settings.colors = ['teal', 'navy'];
    j.apps[two].settings.shapes = [{ round: true }];
    j.apps[two].settings.nested = [{ round: { deep: true } }];
  });
  expect(messages(dir)).toEqual([
    `seed/apps.json /apps/${one}/brands: brands is a list of the brand ids this app goes with, e.g. ["demo"]`,
    `seed/apps.json /apps/${one}/defaultTarget: defaultTarget is where a sign-on goes when the host names no target`,
    `seed/apps.json /apps/${two}/settings/theme: a setting is a string, number or boolean, or a list of up to 10 of them or of records of them (what the widget keeps)`,
    `seed/apps.json /apps/${two}/settings/nested: a setting is a string, number or boolean, or a list of up to 10 of them or of records of them (what the widget keeps)`,
  ]);
});
