// What crosses from one panel to the next (docs/messages.md): a message stays with the panel that
// showed it, a dialog over that panel leaves it there, and a user id typed on one panel is carried to the next one
// that asks for it, submitted or not.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  bootstrap,
  dialog,
  HOST_PAGE,
  mountWidget,
  replyToSignOn,
  setHostUrl,
  unmountWidget,
  pressSubmit,
} from '../support/widget';
import { notAConformanceJourney } from '../support/recorder';
import { sayStart, say } from '../support/say';
import signOnSchema from '../../schemas/sign-on.schema.json';

beforeEach(() => setHostUrl(HOST_PAGE));
afterEach(unmountWidget);

const userIdField = () => screen.getByLabelText<HTMLInputElement>(sayStart('field.userId.label'));
const toForgotPassword = async (u: ReturnType<typeof userEvent.setup>) => {
  await u.click(screen.getByRole('button', { name: say('panel.signOn.forgotPassword') }));
  await waitFor(() => expect(dialog()).toHaveAttribute('data-page', 'FORGOT_PASSWORD'));
};

test('the sign-on error stays on sign-on: forgot password opens without it, with the user id as last typed', async () => {
  notAConformanceJourney();
  bootstrap();
  replyToSignOn({ nextAction: 'LOGIN', messages: { type: 'ERROR', detail: 'Sign on was unsuccessful.' } });
  await mountWidget('authenticateUser');
  const u = userEvent.setup({ delay: null });
  await u.type(userIdField(), 'alice');
  await u.type(screen.getByLabelText(sayStart('field.password.label')), 'wrong');
  await pressSubmit(u, screen.getByRole('button', { name: say('panel.signOn.submit') }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Sign on was unsuccessful.');
  // the user corrects the id, does not sign on again, and goes to forgot password
  await u.clear(userIdField());
  await u.type(userIdField(), 'alice.b');
  await toForgotPassword(u);
  expect(screen.queryByRole('alert')).toBeNull();
  expect(dialog()!.querySelector('[data-message-type]')).toBeNull();
  expect(userIdField().value).toBe('alice.b');
});

test('a user id typed and never submitted travels to forgot password', async () => {
  notAConformanceJourney();
  bootstrap();
  await mountWidget('authenticateUser');
  const u = userEvent.setup({ delay: null });
  await u.type(userIdField(), ' bob ');
  await toForgotPassword(u);
  expect(userIdField().value).toBe('bob');
});

test('an emptied user id travels empty', async () => {
  notAConformanceJourney();
  bootstrap();
  await mountWidget('authenticateUser');
  const u = userEvent.setup({ delay: null });
  await u.type(userIdField(), 'bob');
  await u.clear(userIdField());
  await toForgotPassword(u);
  expect(userIdField().value).toBe('');
});

test('the inactive primary button stays focusable, sends nothing and marks what is missing (click or Enter)', async () => {
  notAConformanceJourney();
  bootstrap();
  await mountWidget('authenticateUser');
  const u = userEvent.setup({ delay: null });
  const submit = screen.getByRole('button', { name: say('panel.signOn.submit') });
  expect(submit).toHaveAttribute('aria-disabled', 'true');
  expect(submit).not.toBeDisabled();
  await u.click(submit);
  // nothing was sent (no reply is mocked: a request would fail loudly); each field the panel requires says what it
  // needs (the user id and password, and any a product owner made required: a box that must be ticked)
  const required = signOnSchema.required.length;
  await waitFor(() => expect(screen.getAllByText(say('MANDATORY_FIELD'))).toHaveLength(required));
  expect(userIdField()).toHaveFocus();
  expect(userIdField()).toHaveAttribute('aria-invalid', 'true');
  expect(dialog()).toHaveAttribute('data-page', 'LOGIN_PAGE');
  await u.type(userIdField(), 'alice{Enter}');
  await waitFor(() => expect(screen.getByLabelText(sayStart('field.password.label'))).toHaveFocus());
  expect(screen.getAllByText(say('MANDATORY_FIELD'))).toHaveLength(required - 1);
});
