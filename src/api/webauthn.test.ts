// The passkey ceremonies (src/api/webauthn.ts) against a stand-in for the browser: the options' binary members given
// as the browser takes them, the answer sent back as JSON (the browser's own toJSON where it has one), a cancel told
// from a failure, and a modal request ending the conditional one, which can start again once it is over.
import { CANCELLED, FAILED } from './ceremony';
import { webauthn } from './webauthn';
import { fakeCredential, installCredentials, CREATION_OPTIONS, REQUEST_OPTIONS } from '../../test/support/credentials';

let creds: ReturnType<typeof installCredentials>;
beforeEach(() => {
  creds = installCredentials();
});
afterEach(() => creds.remove());
const tick = () => new Promise((r) => setTimeout(r, 0));

test('get: the challenge and credential ids as bytes; the answer as base64url JSON', async () => {
  const done = webauthn.runCeremony('get', {
    ...REQUEST_OPTIONS,
    allowCredentials: [{ id: 'b2xk', type: 'public-key' }],
  });
  await tick();
  const [call] = creds.open();
  expect(new TextDecoder().decode(call.options.publicKey!.challenge as ArrayBuffer)).toBe('challenge');
  expect(new TextDecoder().decode(call.options.publicKey!.allowCredentials![0].id as ArrayBuffer)).toBe('old');
  call.answer(fakeCredential('get'));
  await expect(done).resolves.toMatchObject({
    id: 'cred-1',
    rawId: 'Y3JlZC0x',
    response: { signature: 'c2lnbmF0dXJl' },
  });
});

test("create: the user id as bytes; a browser's own toJSON is used when it has one", async () => {
  const done = webauthn.runCeremony('create', CREATION_OPTIONS);
  await tick();
  const [call] = creds.open();
  expect(new TextDecoder().decode(call.options.publicKey!.user.id as ArrayBuffer)).toBe('alice');
  call.answer({ ...fakeCredential('create'), toJSON: () => ({ id: 'native', type: 'public-key' }) });
  await expect(done).resolves.toEqual({ id: 'native', type: 'public-key' });
});

test('the user closing the prompt is a cancel; another error a failure; no options or no WebAuthn a failure', async () => {
  const cancelled = webauthn.runCeremony('get', REQUEST_OPTIONS);
  await tick();
  creds.open()[0].refuse('NotAllowedError');
  await expect(cancelled).rejects.toMatchObject({ name: CANCELLED });
  const failed = webauthn.runCeremony('get', REQUEST_OPTIONS);
  await tick();
  creds.open()[0].refuse('SecurityError');
  await expect(failed).rejects.toMatchObject({ name: FAILED });
  await expect(webauthn.runCeremony('get', null)).rejects.toMatchObject({ name: FAILED });
  creds.remove();
  await expect(webauthn.runCeremony('get', REQUEST_OPTIONS)).rejects.toMatchObject({ name: FAILED });
});

test('a modal request ends the conditional one ("replaced"); modalCeremonyOver waits for it', async () => {
  await expect(webauthn.autofillSupported()).resolves.toBe(true);
  const conditional = webauthn.runCeremony('get', REQUEST_OPTIONS, { conditional: true });
  await tick();
  expect(creds.open()[0].options.mediation).toBe('conditional');
  const modal = webauthn.runCeremony('get', REQUEST_OPTIONS);
  await expect(conditional).rejects.toMatchObject({ name: CANCELLED, message: 'replaced' });
  let over = false;
  const waiting = webauthn.modalCeremonyOver().then(() => (over = true));
  await tick();
  expect(over).toBe(false);
  creds.open()[0].answer(fakeCredential('get'));
  await modal;
  await waiting;
  expect(over).toBe(true);
});
