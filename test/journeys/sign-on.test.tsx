// Sign-on journeys (SPEC.md panel 1, section 4 "Sign-on"): the real widget against recorded replies.
import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { API, bootstrap, mountWidget, setHostUrl, HOST_PAGE } from '../support/widget';
import { closeCurrent } from '../../src/host/mount';

afterEach(async () => {
  closeCurrent();
  await new Promise((r) => setTimeout(r, 0));
});
beforeEach(() => setHostUrl(HOST_PAGE));

const dialog = () => document.querySelector('[role="dialog"]') as HTMLElement;

async function signOn(user = 'alice', password = 'Secret#123') {
  const u = userEvent.setup();
  await u.type(screen.getByLabelText(/User ID/), user);
  await u.type(screen.getByLabelText(/^Password/), password);
  await u.click(screen.getByRole('button', { name: 'Sign on' }));
  return u;
}

test('opens the sign-on panel after the bootstrap calls', async () => {
  bootstrap();
  await mountWidget('authenticateUser');
  expect(dialog()).toHaveAttribute('data-page', 'LOGIN_PAGE');
  expect(dialog()).toHaveAttribute('data-flow', 'LOGIN');
  expect(within(dialog()).getByRole('heading', { name: 'Sign on' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Sign on' })).toBeDisabled();
  expect(document.querySelector('input[name="userId"]')).toHaveAttribute('autocomplete', 'username');
  expect(document.querySelector('input[name="password"]')).toHaveAttribute('autocomplete', 'current-password');
});

test('a failed sign-on keeps the user id, clears the password and shows the message', async () => {
  bootstrap();
  let body = '';
  nock(API).post('/login/wgt/authenticate/apps/demo/demo', (b) => { body = new URLSearchParams(b).toString(); return true; }).query(true)
    .reply(200, { nextAction: 'LOGIN', messages: { type: 'ERROR', detail: 'E100|Sign on was unsuccessful. Please try again.' } });
  await mountWidget('authenticateUser');
  await signOn('al ice@example.com');
  const box = await screen.findByRole('alert');
  expect(box).toHaveAttribute('data-message-type', 'ERROR');
  expect(box).toHaveTextContent('Sign on was unsuccessful. Please try again.');
  expect(screen.getByLabelText(/User ID/)).toHaveValue('alice@example.com');
  expect(screen.getByLabelText(/^Password/)).toHaveValue('');
  const form = new URLSearchParams(body);
  const data = JSON.parse(form.get('data') ?? '{}');
  expect(data.userId).toBe('alice%40example.com');
  expect(form.get('_csrf')).toBe('tok-1');
  expect(form.get('sId')).toBe('sid-1');
});
