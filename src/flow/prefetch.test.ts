// The flows a page's buttons and links open are loaded while the user reads the page, once, and only those.
import { flowFiles } from '../generated/data';
import { buildTables } from './tables';
import { prefetchOnIdle, pressTargets } from './prefetch';

const tables = () => buildTables({ ...flowFiles });

function fakeStore(page: string | null) {
  const listeners: (() => void)[] = [];
  const state = { flow: { page } };
  return {
    getState: () => state,
    subscribe: (f: () => void) => {
      listeners.push(f);
      return () => listeners.splice(listeners.indexOf(f), 1);
    },
    show(next: string | null) {
      state.flow.page = next;
      listeners.forEach((f) => f());
    },
  };
}

test('the sign-on panel leads by its link to forgot password, which is in a flow not loaded yet', () => {
  const t = tables();
  const link = (e: string) => e === 'FORGOT_PASSWORD';
  expect(pressTargets(t, 'LOGIN_PAGE', link)).toEqual(['FORGOT_PASSWORD']);
  expect(pressTargets(t, 'PING_LOGIN_PAGE', link)).toEqual(['FORGOT_PASSWORD']); // like LOGIN_PAGE
  // an event no drawn control raises leads to nothing loaded
  expect(pressTargets(t, 'LOGIN_PAGE', () => false)).toEqual([]);
  expect(pressTargets(t, null)).toEqual([]);
  expect(pressTargets(t, 'NO_SUCH_PAGE')).toEqual([]);
});

test('loaded when idle, once per page shown; nothing when the page leads nowhere new; a failed load is left quiet', async () => {
  const t = tables();
  const store = fakeStore('LOGIN_PAGE');
  const idle: (() => void)[] = [];
  const asked: string[] = [];
  const ensure = jest.fn((n: { page?: string | null }) => {
    asked.push(String(n.page));
    return Promise.reject(new Error('offline'));
  });
  let cancelled = 0;
  const stop = prefetchOnIdle(
    store,
    t,
    ensure,
    (work) => {
      idle.push(work);
      return () => {
        cancelled += 1;
      };
    },
    (event) => event === 'FORGOT_PASSWORD',
  );
  expect(asked).toEqual([]); // nothing until the browser is idle
  store.show('LOGIN_PAGE'); // the same page again (a message changed): not asked twice
  expect(idle).toHaveLength(1);
  idle.shift()?.();
  expect(asked).toEqual(['FORGOT_PASSWORD']);
  await Promise.resolve(); // the rejection is handled, not left unhandled
  store.show('ERROR'); // a dialog whose buttons lead to loaded pages
  expect(idle).toHaveLength(0);
  stop();
  expect(cancelled).toBe(1); // closing cancels what was scheduled
  store.show('LOGIN_PAGE');
  expect(idle).toHaveLength(0);
});
