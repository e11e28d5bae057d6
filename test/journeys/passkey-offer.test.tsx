// The offer of a passkey after a password sign-on (PASSKEY_OFFER, docs/host.md "Passkeys"; flows/passkey.json), through
// the real widget against recorded replies and a stand-in for the browser's WebAuthn (test/support/credentials.ts):
// "Create a passkey" asks the browser to make one and sends it; the user's cancel stays with nothing said; a browser
// failure and a server refusal say so; "Not now" and closing both go on to where the sign-on would have gone.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import passkeyFlow from '../../flows/passkey.json';
import { CREATION_OPTIONS, fakeCredential, withCredentials } from '../support/credentials';
import {
  API,
  bootstrap,
  dialog,
  flowRows,
  mountWidget,
  pressSubmit,
  replyToPath,
  replyToSignOn,
  rowsFollowed,
  settle,
  unmountWidget,
} from '../support/widget';
import { sayStart, say } from '../support/say';

const browser = withCredentials(unmountWidget);

/** alice signs on with her password; the server offers a passkey */
async function offered() {
  bootstrap();
  replyToSignOn({ nextAction: 'PASSKEY_OFFER', messages: {}, targetUrl: '/from-server' });
  const m = await mountWidget('authenticateUser');
  const u = userEvent.setup({ delay: null });
  await u.type(screen.getByLabelText(sayStart('field.userId.label')), 'alice');
  await u.type(screen.getByLabelText(sayStart('field.password.label')), 'Secret#123');
  await pressSubmit(u, screen.getByRole('button', { name: say('panel.signOn.submit') }));
  await waitFor(() => expect(dialog()).toHaveAttribute('data-page', 'PASSKEY_OFFER'));
  await settle();
  return { ...m, u };
}
const create = () => screen.getByRole('button', { name: say('panel.passkeyOffer.create') });
const options = () =>
  replyToPath('get', '/login/wgt/passkey/register/options', { messages: {}, publicKey: CREATION_OPTIONS });

test('the offer: its words and buttons; "Create a passkey" makes one in the browser, sends it and goes on', async () => {
  const m = await offered();
  const d = dialog()!;
  expect(within(d).getByRole('heading', { level: 2 })).toHaveTextContent('Sign on faster next time');
  expect(d).toHaveTextContent('Create a passkey to sign on with your fingerprint, face or screen lock');
  expect(screen.getByRole('button', { name: say('panel.passkeyOffer.notNow') })).toHaveAttribute('data-action', 'skip');
  const asked = options();
  const sent = replyToPath('post', '/login/wgt/passkey/register', {
    nextAction: 'REDIRECT',
    messages: {},
    targetUrl: '/from-server',
  });
  await m.u.click(create());
  await waitFor(() => expect(browser.creds.open()).toHaveLength(1));
  const [call] = browser.creds.open();
  expect(call.kind).toBe('create');
  expect(asked).toEqual([expect.objectContaining({ appId: 'demo' })]);
  // the binary members as the browser takes them (the fallback of parseCreationOptionsFromJSON)
  const publicKey = call.options.publicKey!;
  expect(new TextDecoder().decode(publicKey.user.id as ArrayBuffer)).toBe('alice');
  expect(new TextDecoder().decode(publicKey.excludeCredentials![0].id as ArrayBuffer)).toBe('old');
  await act(async () => call.answer(fakeCredential('create')));
  await waitFor(() => expect(m.navigations).toEqual(['http://auth.test/from-server']));
  expect(sent).toEqual([
    {
      appId: 'demo',
      credential: {
        id: 'cred-1',
        rawId: 'Y3JlZC0x',
        type: 'public-key',
        response: {
          clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIn0',
          attestationObject: 'YXR0ZXN0YXRpb24',
          transports: ['internal'],
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      },
    },
  ]);
  expect(JSON.stringify(m.widget.store.getState())).not.toMatch(/cred-1|YXR0ZXN0YXRpb24/);
});

test('a cancelled prompt stays with nothing said; a browser failure and a server refusal say so; then "Not now"', async () => {
  const m = await offered();
  options();
  await m.u.click(create());
  await waitFor(() => expect(browser.creds.open()).toHaveLength(1));
  await act(async () => browser.creds.open()[0].refuse('NotAllowedError'));
  await settle();
  expect(within(dialog()!).queryByRole('alert')).toBeNull();
  expect(dialog()).toHaveAttribute('data-page', 'PASSKEY_OFFER');
  expect(create()).toHaveFocus();

  options();
  await m.u.click(create());
  await waitFor(() => expect(browser.creds.open()).toHaveLength(1));
  await act(async () => browser.creds.open()[0].refuse('InvalidStateError'));
  await waitFor(() =>
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your browser could not create a passkey. Try again, or choose Not now.',
    ),
  );

  options();
  replyToPath('post', '/login/wgt/passkey/register', {
    nextAction: 'PASSKEY_OFFER',
    messages: { type: 'ERROR', detail: 'Your passkey could not be created. Try again, or choose Not now.' },
    targetUrl: '/from-server',
  });
  await m.u.click(create());
  await waitFor(() => expect(browser.creds.open()).toHaveLength(1));
  await act(async () => browser.creds.open()[0].answer(fakeCredential('create')));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Your passkey could not be created.'));
  expect(dialog()).toHaveAttribute('data-page', 'PASSKEY_OFFER');

  replyToPath('post', '/login/wgt/passkey/skip', { nextAction: 'REDIRECT', messages: {}, targetUrl: '/from-server' });
  await m.u.click(screen.getByRole('button', { name: say('panel.passkeyOffer.notNow') }));
  await waitFor(() => expect(m.navigations).toEqual(['http://auth.test/from-server']));
});

test('closed without an answer: on to the target (asked of the server); the session ended meanwhile: sign on again', async () => {
  const m = await offered();
  nock(API).post('/secure/wgt/gettargeturl').query(true).reply(200, { messages: {}, targetUrl: '/fetched' });
  await m.u.click(screen.getByRole('button', { name: say('common.close') }));
  await waitFor(() => expect(m.navigations).toEqual(['http://auth.test/fetched']));
  await unmountWidget();

  const again = await offered();
  replyToPath('post', '/login/wgt/passkey/skip', {
    nextAction: 'LOGIN',
    messages: { type: 'ERROR', detail: 'For security reasons, your session has expired. Please try again.' },
  });
  nock(API)
    .get('/login/wgt/sessionId')
    .query(true)
    .optionally()
    .reply(200, { sessionId: 'sid-3' })
    .get('/login/wgt/getCSRFToken')
    .query(true)
    .optionally()
    .reply(200, { csrfTokenValue: 'tok-3', csrfTokenStatus: 'SUCCESS', csrfTokenHeader: 'X-XSRF-TOKEN' });
  await again.u.click(screen.getByRole('button', { name: say('panel.passkeyOffer.notNow') }));
  await waitFor(() => expect(dialog()).toHaveAttribute('data-page', 'LOGIN_PAGE'));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('your session has expired'));
});

test('an unexpected answer to the offer shows the error dialog', async () => {
  const m = await offered();
  replyToPath('post', '/login/wgt/passkey/skip', { nextAction: 'SOMETHING_ELSE', messages: {} });
  await m.u.click(screen.getByRole('button', { name: say('panel.passkeyOffer.notNow') }));
  await waitFor(() => expect(dialog()).toHaveAttribute('data-page', 'ERROR'));
});

test('a first passkey on an app that offers recovery codes: the codes, shown once, then on to where the sign-on goes', async () => {
  const m = await offered();
  options();
  const codes = ['2345A-BCDEF', '3456B-CDEFG'];
  replyToPath('post', '/login/wgt/passkey/register', {
    nextAction: 'RECOVERY_CODES',
    messages: {},
    recoveryCodes: codes,
    then: { nextAction: 'REDIRECT', targetUrl: '/from-server' },
  });
  await m.u.click(create());
  await waitFor(() => expect(browser.creds.open()).toHaveLength(1));
  await act(async () => browser.creds.open()[0].answer(fakeCredential('create')));
  await waitFor(() => expect(dialog()).toHaveAttribute('data-page', 'RECOVERY_CODES'));
  expect(
    within(dialog()!)
      .getAllByRole('listitem')
      .map((li) => li.querySelector('code')?.textContent),
  ).toEqual(codes);
  await m.u.click(screen.getByRole('checkbox', { name: /^I have saved these codes/ }));
  await m.u.click(screen.getByRole('button', { name: say('common.continue') }));
  await waitFor(() => expect(m.navigations).toEqual(['http://auth.test/from-server']));
  // shown, never kept
  expect(JSON.stringify(m.widget.store.getState())).not.toMatch(/2345A|3456B/);
});

test('every row of flows/passkey.json is followed by one of the journeys above', () => {
  const rows = flowRows(passkeyFlow);
  expect(rows.filter((r) => !rowsFollowed.has(r))).toEqual([]);
});
