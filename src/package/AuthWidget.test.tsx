// <AuthWidget>: the host's React renders it; the widget opens its panels on document.body (jsdom, nock replies).
import path from 'node:path';
import { brandWordsOnDisk, wholeLocales } from '../../test/support/locales';
import { StrictMode } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { API, bootstrap, dialog, pressSubmit, replyToPath, replyToSignOn, settle } from '../../test/support/widget';
import { AuthWidget, ENTRIES, type AuthWidgetProps } from './AuthWidget';
import { tables } from '../data/load';
import { ENTRY_POINTS } from '../host/config';
import { sayStart, say } from '../../test/support/say';

const config = { appId: 'demo', brandId: 'demo', authApiPath: API };
/** forgot password's first panel fetches the country codes */
const countryCodes = () =>
  nock(API)
    .get('/login/wgt/getCountryCodes')
    .query(true)
    .reply(200, { CountryCodes: ['1', '44'] });

afterEach(() => {
  nock.cleanAll();
});

test('the flow names agree with the flow tables: each names the flow its entry rows start (logout: its page)', () => {
  expect(Object.values(ENTRIES).sort()).toEqual([...ENTRY_POINTS].sort());
  for (const [name, entry] of Object.entries(ENTRIES)) {
    const rows = tables.entries[entry];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(name === 'LOG_OUT' ? row.goto : row.flow).toBe(name);
  }
});

async function show(props: AuthWidgetProps, strict = false) {
  let view!: ReturnType<typeof render>;
  await act(async () => {
    view = render(
      strict ? (
        <StrictMode>
          <AuthWidget {...props} />
        </StrictMode>
      ) : (
        <AuthWidget {...props} />
      ),
    );
  });
  return view;
}

async function unmount(view: ReturnType<typeof render>) {
  await act(async () => {
    view.unmount();
    await new Promise((r) => setTimeout(r, 0));
  });
}

test('opens sign-on on document.body, reports the panel once, and a re-render with equal values does not restart it', async () => {
  // StrictMode mounts, unmounts and mounts again: the first start is closed before its calls go out (a closed
  // widget's calls are never sent or settled), so the bootstrap calls are made once
  const scope = bootstrap();
  const panels: string[] = [];
  const onPanel = ({ flow, page }: { flow: string; page: string }) => panels.push(`${flow} ${page}`);
  const view = await show({ flow: 'LOGIN', config: { ...config }, onPanel }, true);
  await waitFor(() => expect(dialog()).toHaveAttribute('data-page', 'LOGIN_PAGE'));
  expect(scope.isDone()).toBe(true);
  expect(nock.pendingMocks()).toEqual([]);
  expect(view.container.innerHTML).toBe('');
  expect(document.body.querySelector(':scope > #auth-widget')).not.toBeNull();
  // a new object with the same values and new handlers: no bootstrap calls (none are answered), the same panel
  view.rerender(
    <StrictMode>
      <AuthWidget flow="LOGIN" config={{ ...config }} onPanel={(e) => onPanel(e)} />
    </StrictMode>,
  );
  await settle(50);
  expect(dialog()).toHaveAttribute('data-page', 'LOGIN_PAGE');
  expect(panels).toEqual(['LOGIN LOGIN_PAGE']);
  await unmount(view);
  expect(document.getElementById('auth-widget')).toBeNull();
  expect(document.getElementById('auth-widget-wait')).toBeNull();
});

test('a new flow restarts the widget in that flow; a flow named by its host API call works too', async () => {
  bootstrap();
  const view = await show({ flow: 'LOGIN', config });
  await waitFor(() => expect(dialog()).toHaveAttribute('data-page', 'LOGIN_PAGE'));
  bootstrap();
  countryCodes();
  await act(async () => view.rerender(<AuthWidget flow="forgotPassword" config={config} />));
  await waitFor(() => expect(dialog()).toHaveAttribute('data-page', 'FORGOT_PASSWORD'));
  expect(dialog()).toHaveAttribute('data-flow', 'FPS');
  expect(document.querySelectorAll('#auth-widget')).toHaveLength(1);
  await unmount(view);
});

test('the language chooses a locale loaded on demand', async () => {
  bootstrap();
  const view = await show({ flow: 'LOGIN', config: { ...config, language: 'de_DE' } });
  await waitFor(() => expect(dialog()).toHaveAttribute('data-page', 'LOGIN_PAGE'));
  // the sign-on title in German as the data word it: the locale's, or the demo brand's own where it gives one
  const root = path.join(__dirname, '../..');
  const title =
    brandWordsOnDisk(root).demo?.de_DE?.['panel.signOn.title'] ?? wholeLocales(root).de_DE['panel.signOn.title'];
  await waitFor(() => expect(within(dialog()!).getByRole('heading', { level: 2 })).toHaveTextContent(title));
  await unmount(view);
});

test('closing from inside calls onClose; unmounting by the host does not', async () => {
  bootstrap();
  const onClose = jest.fn();
  const view = await show({ flow: 'LOGIN', config, onClose });
  await waitFor(() => expect(dialog()).toHaveAttribute('data-page', 'LOGIN_PAGE'));
  await userEvent.click(within(dialog()!).getByRole('button', { name: say('common.close') }));
  await waitFor(() => expect(document.getElementById('auth-widget')).toBeNull());
  expect(onClose).toHaveBeenCalledTimes(1);
  bootstrap();
  countryCodes();
  await act(async () => view.rerender(<AuthWidget flow="FPS" config={config} onClose={onClose} />));
  await waitFor(() => expect(dialog()).toHaveAttribute('data-page', 'FORGOT_PASSWORD'));
  await unmount(view);
  expect(onClose).toHaveBeenCalledTimes(1);
});

test('a refused config or an unknown flow goes to onError and opens nothing', async () => {
  const errors: string[] = [];
  const onError = (e: Error) => errors.push(e.message);
  const a = await show({ flow: 'LOGIN', config: { brandId: 'demo' } as never, onError });
  await unmount(a);
  const b = await show({ flow: 'SIGN_UP' as never, config, onError });
  await unmount(b);
  expect(errors).toEqual([
    'AuthWidget: config.appId and config.brandId are required',
    expect.stringMatching(/^AuthWidget: unknown flow "SIGN_UP"; one of LOGIN, FPS/),
  ]);
  expect(document.getElementById('auth-widget')).toBeNull();
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('continue-to-app goes to onReturnToApp, and the widget closing itself then tells onClose', async () => {
  bootstrap();
  replyToSignOn({ nextAction: 'TMP_PWD', messages: {} });
  replyToPath('post', '/login/wgt/continueAuthentication', { nextAction: 'REDIRECT', messages: {} });
  const back = jest.fn();
  const onClose = jest.fn();
  const view = await show({
    flow: 'LOGIN',
    config: { ...config, targetUrl: '/app/home' },
    onReturnToApp: back,
    onClose,
  });
  await waitFor(() => expect(dialog()).toHaveAttribute('data-page', 'LOGIN_PAGE'));
  const u = userEvent.setup({ delay: null });
  await u.type(screen.getByLabelText(sayStart('field.userId.label')), 'temp.user');
  await u.type(screen.getByLabelText(sayStart('field.password.label')), 'Welcome#2026');
  await pressSubmit(u, screen.getByRole('button', { name: say('panel.signOn.submit') }));
  await waitFor(() => expect(dialog()).toHaveAttribute('data-page', 'RESET_PASSWORD'));
  await u.click(await screen.findByRole('button', { name: say('panel.changePassword.continueToApp') }));
  await waitFor(() => expect(back).toHaveBeenCalledTimes(1));
  await waitFor(() => expect(document.getElementById('auth-widget')).toBeNull());
  expect(onClose).toHaveBeenCalledTimes(1);
  await unmount(view);
});

test('a config that cannot be written as JSON (a cycle) still starts once, keyed by the object itself', async () => {
  bootstrap();
  const cyclic: Record<string, unknown> = { ...config };
  cyclic.self = cyclic;
  const panels: string[] = [];
  const view = await show({ flow: 'LOGIN', config: cyclic as never, onPanel: (e) => panels.push(e.page) });
  await waitFor(() => expect(dialog()).toHaveAttribute('data-page', 'LOGIN_PAGE'));
  view.rerender(<AuthWidget flow="LOGIN" config={cyclic as never} onPanel={(e) => panels.push(e.page)} />);
  await settle(50);
  expect(panels).toEqual(['LOGIN_PAGE']);
  expect(nock.pendingMocks()).toEqual([]);
  await unmount(view);
});
