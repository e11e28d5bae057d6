// The answerAs effect (docs/reference.md): an action page that waits on a request answers its reply, or its failure, by
// another page's rows — on that page when the row found stays, elsewhere when it goes. Fixture tables of its own.
import type { Env } from '../app/env';
import { createWidgetStore } from '../app/store';
import type { FlowFile } from '../data/types';
import { resolveConfig } from '../host/config';
import { ApiFailure } from '../api/failure';
import { flowActions } from './flowSlice';
import { buildTables } from './tables';
import { createSecrets } from './secrets';

const answer = [{ effects: [{ effect: 'answerAs', value: 'PANEL' }] }];
const files: Record<string, FlowFile> = {
  'x.json': {
    pages: {
      WAITING: {
        kind: 'action',
        wait: ['wait.x'],
        onEnter: [{ effects: [{ effect: 'sendRequest', value: 'resume' }] }],
        on: { '*': answer, REQUEST_FAILED: answer },
      },
      PANEL: { kind: 'panel', panel: 'x', on: { STAY: [{ effects: ['showMessage'] }], AWAY: [{ goto: 'OTHER' }] } },
      OTHER: { kind: 'panel', panel: 'x' },
      ERROR: { kind: 'dialog', panel: 'x' },
    },
    always: { REQUEST_FAILED: [{ effects: ['showRequestFailed'] }] },
    requests: { resume: { path: 'resume' }, logError: { path: 'log', data: true } },
  } as unknown as FlowFile,
};

async function answered(reply: (...args: unknown[]) => Promise<unknown>) {
  const env = {
    config: resolveConfig(
      { appId: 'a', brandId: 'b' },
      { href: 'https://app.test/p', scriptSrc: 'https://auth.test/w.js' },
    ),
    tables: buildTables(files),
    panels: {},
    report: jest.fn(),
    ensure: async () => undefined,
    host: { has: () => false, href: () => 'https://app.test/p', browserInfo: () => ({}) },
    api: { call: reply },
    secrets: createSecrets(),
  } as unknown as Env;
  const store = createWidgetStore(env);
  const rows: string[] = [];
  store.subscribe(() => {
    const last = store.getState().flow.last;
    if (last && rows.at(-1) !== last.source) rows.push(last.source);
  });
  store.dispatch(flowActions.transitioned({ from: null, goto: 'WAITING', effects: [], source: 'entries/x/0' }));
  for (let i = 0; i < 100; i++) await new Promise((r) => setTimeout(r, 0));
  return { flow: store.getState().flow, rows };
}

test('a reply the panel answers by staying: on the panel, with the message', async () => {
  const { flow, rows } = await answered(async () => ({
    nextAction: 'STAY',
    messages: { type: 'INFO', detail: 'Hi.' },
  }));
  expect(flow.page).toBe('PANEL');
  expect(flow.message).toEqual({ type: 'INFO', texts: ['Hi.'] });
  expect(rows).toEqual(['entries/x/0', 'WAITING/onEnter/0', 'WAITING/on/*/0', 'PANEL/on/STAY/0']);
});

test('a reply the panel answers by going elsewhere: there, without the panel', async () => {
  const { flow, rows } = await answered(async () => ({ nextAction: 'AWAY', messages: {} }));
  expect(flow.page).toBe('OTHER');
  expect(rows).not.toContain('PANEL/onEnter/0');
  expect(rows.at(-1)).toBe('PANEL/on/AWAY/0');
});

test('a failed request: the panel says so, with the failure given to its row', async () => {
  const { flow, rows } = await answered(async (_method: unknown, path: unknown) => {
    if (path === 'log') return {};
    throw new ApiFailure('REQUEST_FAILED', 'status', 'Internal Server Error', 500);
  });
  expect(flow.page).toBe('PANEL');
  expect(flow.message).toMatchObject({ type: 'ERROR', key: 'REQUEST_FAILED', params: { status: '500' } });
  expect(rows).toEqual(['entries/x/0', 'WAITING/onEnter/0', 'WAITING/on/REQUEST_FAILED/0', 'always/REQUEST_FAILED/0']);
});
