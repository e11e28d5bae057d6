// The fetch effect: a request of the flow tables made in the background — no wait message, no transition — whose
// kept reply fields go into the flow context, sent once while they are there; a failure is reported and nothing else.
import type { Env } from '../app/env';
import { createWidgetStore } from '../app/store';
import type { FlowFile } from '../data/types';
import { ApiFailure } from '../api/failure';
import { resolveConfig } from '../host/config';
import { effects } from './effects';
import { flowActions } from './flowSlice';
import { buildTables } from './tables';
import { createSecrets } from './secrets';

const files: Record<string, FlowFile> = {
  'x.json': {
    pages: { P: { kind: 'panel', panel: 'x' } },
    requests: {
      codes: {
        method: 'GET',
        path: 'codes/{config.appId}',
        query: { appId: { from: 'config.appId' } },
        data: true,
        once: true,
        reply: { CountryCodes: 'textList' },
        keep: { countryCodes: 'CountryCodes' },
      },
      profile: {
        method: 'GET',
        path: 'users/{context.userId}/',
        data: true,
        wait: true,
        failure: 'error',
        reply: { user: 'profile' },
        keep: { profile: 'user' },
      },
      secretFirst: {
        method: 'GET',
        path: 'enroll',
        act: true,
        wait: true,
        reply: { secret: 'secret' },
      },
    },
  } as unknown as FlowFile,
};

function setup(answer: () => Promise<unknown>, request = 'codes') {
  const calls: unknown[][] = [];
  const report = jest.fn();
  const env = {
    config: resolveConfig(
      { appId: 'a b', brandId: 'b' },
      { href: 'https://app.test/p', scriptSrc: 'https://auth.test/w.js' },
    ),
    tables: buildTables(files),
    report,
    ensure: async () => undefined,
    host: { has: () => false, href: () => 'https://app.test/p' },
    api: {
      call: (...args: unknown[]) => {
        calls.push(args);
        return answer();
      },
    },
    secrets: createSecrets(),
  } as unknown as Env;
  const store = createWidgetStore(env);
  const follow = jest.fn();
  const actOn = jest.fn();
  const run = () =>
    effects.fetch({
      dispatch: store.dispatch,
      getState: () => store.getState(),
      env,
      value: request,
      follow,
      actOn,
      answerAs: jest.fn(),
      keep: (values) => store.dispatch(flowActions.replyKept(values)),
    });
  return { store, report, calls, run, follow, actOn };
}

test('keeps the reply fields it names, with no wait and no transition, and is not sent again while they are kept', async () => {
  const { store, report, calls, run } = setup(async () => ({ CountryCodes: ['1', 44, { no: 1 }] }));
  const waitBefore = store.getState().flow.wait;
  const waits: boolean[] = [];
  store.subscribe(() => waits.push(store.getState().flow.wait));
  await run();
  expect(calls).toEqual([['GET', 'codes/a%20b', {}, { appId: 'a b' }]]);
  expect(store.getState().flow.context.countryCodes).toEqual(['1', '44']);
  expect(store.getState().flow.page).toBeNull();
  expect(waits.every((w) => w === waitBefore)).toBe(true); // the wait message neither shown nor hidden
  await run();
  expect(calls).toHaveLength(1);
  expect(report).not.toHaveBeenCalled();
});

test('a reply without messages is data here, not an expired session; a failure is reported and keeps nothing', async () => {
  const ok = setup(async () => ({}));
  await ok.run();
  expect(ok.report).not.toHaveBeenCalled();
  expect(ok.store.getState().flow.context.countryCodes).toBeUndefined();
  const down = setup(() => Promise.reject(new ApiFailure('REQUEST_FAILED', 'status', '501')));
  await down.run();
  expect(down.report).toHaveBeenCalledWith('AuthWidget: request codes failed', 'REQUEST_FAILED: 501');
  expect(down.store.getState().flow.context.countryCodes).toBeUndefined();
  expect(down.store.getState().flow.page).toBeNull();
});

test('with wait and failure "error": the wait shows while it is out; a reply without what it keeps is the error dialog', async () => {
  const good = setup(
    async () => ({
      user: {
        userId: 'al',
        firstName: 'Al',
        emailId: 'al@x.test',
        contacts: [{ phoneType: 'Y', cityCode: '555', phoneNumber: '0100123' }],
      },
    }),
    'profile',
  );
  good.store.dispatch(flowActions.userIdRemembered('al ice'));
  const waits: boolean[] = [];
  good.store.subscribe(() => waits.push(good.store.getState().flow.wait));
  await good.run();
  expect(good.calls).toEqual([['GET', 'users/al%20ice/', {}, {}]]);
  expect(good.store.getState().flow.context.profile).toEqual({
    userId: 'al',
    firstName: 'Al',
    middleInitial: '',
    lastName: '',
    email: 'al@x.test',
    phones: [{ kind: 'mobile', number: '555-010-0123' }],
  });
  expect(waits.slice(-2)).toEqual([true, false]);
  expect(good.follow).not.toHaveBeenCalled();
  const empty = setup(async () => ({ messages: {} }), 'profile');
  await empty.run();
  expect(empty.report).toHaveBeenCalledWith('AuthWidget: request profile failed', 'the reply has no profile');
  expect(empty.follow).toHaveBeenCalledWith({
    goto: 'ERROR',
    effects: [{ effect: 'showMessageKey', value: 'SYSTEM_ERROR' }],
  });
  expect(empty.store.getState().flow.wait).toBe(false);
});

test('with act: a reply that names a nextAction (a check owed first) is acted on by the page; one that names none is kept', async () => {
  const owed = setup(async () => ({ messages: {}, nextAction: 'STEP_UP' }), 'secretFirst');
  await owed.run();
  expect(owed.actOn).toHaveBeenCalledWith(expect.objectContaining({ nextAction: 'STEP_UP' }));
  expect(owed.store.getState().flow.wait).toBe(false);
  const given = setup(async () => ({ messages: {}, secret: 'JBSWY3DP' }), 'secretFirst');
  await given.run();
  expect(given.actOn).not.toHaveBeenCalled();
  expect(given.report).not.toHaveBeenCalled();
});
