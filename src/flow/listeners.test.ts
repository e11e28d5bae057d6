// The listener's chain guard: steps taken without the user (onEnter rows, effects, the replies to requests effects
// make) stop after MAX_CHAIN on the error dialog, with its message, instead of asking the server again and again.
import type { Env } from '../app/env';
import { createWidgetStore } from '../app/store';
import type { FlowFile } from '../data/types';
import { resolveConfig } from '../host/config';
import { flowActions } from './flowSlice';
import { buildTables } from './tables';
import { createSecrets } from './secrets';

const files: Record<string, FlowFile> = {
  'x.json': {
    pages: {
      LOADER: {
        kind: 'action',
        onEnter: [{ effects: [{ effect: 'sendRequest', value: 'continueAuthentication' }] }],
        on: { AGAIN: [{ goto: 'LOADER' }], DONE: [{ goto: 'DONE_PAGE' }] },
      },
      DONE_PAGE: { kind: 'panel', panel: 'x' },
      ERROR: { kind: 'dialog', panel: 'x' },
    },
    requests: { continueAuthentication: { path: 'login/wgt/continueAuthentication' } },
  } as unknown as FlowFile,
};

function setup(answer: () => string) {
  let calls = 0;
  const report = jest.fn();
  const env = {
    config: resolveConfig(
      { appId: 'a', brandId: 'b' },
      { href: 'https://app.test/p', scriptSrc: 'https://auth.test/w.js' },
    ),
    tables: buildTables(files),
    panels: {},
    report,
    ensure: async () => undefined,
    host: {
      navigate: jest.fn(),
      reload: jest.fn(),
      appCallback: jest.fn(),
      returnToApp: () => false,
      has: () => false,
      logoutCallback: jest.fn(),
      close: jest.fn(),
      href: () => 'https://app.test/p',
      browserInfo: () => ({}),
      delay: async () => undefined,
    },
    api: {
      call: async () => {
        calls += 1;
        return { nextAction: answer(), messages: {} };
      },
    },
    secrets: createSecrets(),
  } as unknown as Env;
  const store = createWidgetStore(env);
  return { store, report, calls: () => calls };
}
const settle = async () => {
  for (let i = 0; i < 200; i++) await new Promise((r) => setTimeout(r, 0));
};

test('a server that answers a loader with the loader again: a few requests (two steps each), then the error dialog with its message', async () => {
  const { store, report, calls } = setup(() => 'AGAIN');
  store.dispatch(flowActions.transitioned({ from: null, goto: 'LOADER', effects: [], source: 'entries/x/0' }));
  await settle();
  const { flow } = store.getState();
  expect(flow.page).toBe('ERROR');
  expect(flow.message).toEqual({ type: 'ERROR', key: 'SYSTEM_ERROR' });
  expect(flow.wait).toBe(false);
  // each round is two automatic steps (the reply's row, the loader's onEnter row): six rounds make the twelve
  expect(calls()).toBe(6);
  expect(report).toHaveBeenCalledWith(expect.stringContaining('went round without the user'));
});

test('a few automatic steps that end somewhere are not a loop', async () => {
  let n = 0;
  const { store, report } = setup(() => (++n < 5 ? 'AGAIN' : 'DONE'));
  store.dispatch(flowActions.transitioned({ from: null, goto: 'LOADER', effects: [], source: 'entries/x/0' }));
  await settle();
  expect(store.getState().flow.page).toBe('DONE_PAGE');
  expect(n).toBe(5);
  expect(report).not.toHaveBeenCalled();
});
