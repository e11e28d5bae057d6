// The profile route stores what schemas/user-profile.schema.json declares, checked against that schema: a field a
// product owner adds (here a preferred name and a newsletter choice) is saved and read back with no server code; an
// undeclared field, a wrong type, another user's id and a session that has not verified are refused. A reply carries
// only what the schema declares: the middle initial the owner took out here is no longer sent.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import en from '../../locales/en_US.json';
import { PROFILE_WIRE_NAMES } from '../../src/api/replyTypes';
import schema from '../../schemas/user-profile.schema.json';
import { Client, mobile, useTestServer, validate, type Wire } from '../../kit/wire/inject';
import { validPassword } from '../../test/support/roles';

/** an acceptable new password under the data's rules */
const NEW = validPassword();

const ROOT = path.join(__dirname, '../..');
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'aw-profile-'));
fs.mkdirSync(path.join(root, 'schemas'));
for (const d of ['seed', 'locales', 'flows']) fs.symlinkSync(path.join(ROOT, d), path.join(root, d), 'dir');
// the other panels as they are (the server holds each request's payload to its panel)
for (const f of fs.readdirSync(path.join(ROOT, 'schemas')))
  if (f !== 'user-profile.schema.json') fs.symlinkSync(path.join(ROOT, 'schemas', f), path.join(root, 'schemas', f));
fs.writeFileSync(
  path.join(root, 'schemas/user-profile.schema.json'),
  JSON.stringify({
    ...schema,
    properties: {
      ...Object.fromEntries(Object.entries(schema.properties).filter(([k]) => k !== 'middleInitial')),
      preferredName: { type: 'string', maxLength: 20 },
      newsletter: { type: 'boolean' },
    },
  }),
);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const t = useTestServer({ root });
const PROFILE = '/apps/wgt/demo/brands/demo/users/new.user/';

/** new.user through new-user setup, at the profile panel (a password set) */
async function atProfile() {
  const c = await new Client(t.app).start();
  await validate(c, { ...mobile('new.user', '555-010-0789'), currentFlow: 'NEW_USER' });
  await c.post('/fpc/wgt/validatesv', { otc: t.store.outbox.at(-1)!.code, appId: 'demo' });
  const set = await c.post('/cpw/wgt/fpschangepwd', {
    newPassword: NEW,
    confirmPassword: NEW,
    appId: 'demo',
  });
  expect(set.json<Wire>().nextAction).toBe('PROFILE');
  return c;
}

test('declared fields are saved, kept on the account, and read back; the sign-on id and contacts stay', async () => {
  const c = await atProfile();
  const saved = await c.post(PROFILE, {
    userId: 'new.user',
    firstName: 'Nova',
    preferredName: 'Nov',
    newsletter: true,
    email: 'someone.else@example.com',
  });
  expect(saved.statusCode).toBe(200);
  expect(saved.json<Wire>().user).toMatchObject({ firstName: 'Nova', preferredName: 'Nov', newsletter: true });
  expect((await c.get(PROFILE)).json<Wire>().user).toMatchObject({
    userId: 'new.user',
    firstName: 'Nova',
    preferredName: 'Nov',
    newsletter: true,
    // the recovery e-mail changes only through a verified flow, never here
    emailId: 'new.user@example.com',
  });
  expect(t.store.findUser('new.user')!.profile).toEqual({ preferredName: 'Nov', newsletter: true });
});

test('a reply carries what the schema declares and nothing else: a field taken out of it is no longer sent', async () => {
  const c = await atProfile();
  const declared = Object.keys(schema.properties).filter((k) => k !== 'middleInitial');
  // the reply's names of the schema's fields (the widget's "profile" reply type reads e-mail and phones so)
  const wire = (k: string) => PROFILE_WIRE_NAMES[k] ?? k;
  const before = (await c.get(PROFILE)).json<Wire>().user!;
  // every field the account has a value for (a field an owner adds has none yet: it is left out until saved)
  const given = (k: string) => k in before;
  expect(Object.keys(before).sort()).toEqual(declared.map(wire).filter(given).sort());
  expect(before).not.toHaveProperty('middleInitial');
  // the account has one (every seeded account does): the owner took the field out, so it stays on the server
  expect(t.store.findUser('new.user')!.middleInitial).toBeTruthy();
  const saved = await c.post(PROFILE, { preferredName: 'Nov' });
  expect(Object.keys(saved.json<Wire>().user!).sort()).toEqual(
    [...new Set([...declared.map(wire).filter(given), 'preferredName'])].sort(),
  );
});

test.each([
  ['an undeclared field', { shoeSize: 42 }],
  ['a value the schema refuses', { preferredName: 'x'.repeat(21) }],
  ['a wrong type', { newsletter: 'yes' }],
  ["another user's id", { userId: 'alice', preferredName: 'A' }],
])('%s is refused with a message, and nothing is saved', async (_, body) => {
  const c = await atProfile();
  const res = await c.post(PROFILE, body);
  expect(res.statusCode).toBe(400);
  expect(res.json<Wire>().messages).toEqual({
    type: 'ERROR',
    detail: en['server.profileRefused'],
  });
  expect(t.store.findUser('new.user')!.profile).toBeUndefined();
});

test("another user's profile, and a session that has not verified, are refused", async () => {
  const c = await atProfile();
  expect((await c.post('/apps/wgt/demo/brands/demo/users/alice/', { preferredName: 'A' })).statusCode).toBe(403);
  const stranger = await new Client(t.app).start();
  expect((await stranger.post(PROFILE, { preferredName: 'A' })).statusCode).toBe(403);
  expect(t.store.findUser('new.user')!.profile).toBeUndefined();
  expect(t.store.findUser('alice')!.profile).toBeUndefined();
});
