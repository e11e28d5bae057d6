import { lazyScript } from './lazyScript';

const FILE = 'auth-widget-flow-test.js';
const element = () => document.querySelector<HTMLScriptElement>(`script[data-auth-widget-lazy="${FILE}"]`);
const w = self as unknown as Record<string, unknown>;
afterEach(() => {
  element()?.remove();
  delete w.__authWidgetTest;
});

test('a load that failed is tried anew: the failed element is gone, the next one loads', async () => {
  const load = lazyScript<{ ok: boolean }>('http://auth.test/dist/auth-widget.js', FILE, '__authWidgetTest');
  const first = load();
  const failed = element()!;
  expect(failed.src).toBe('http://auth.test/dist/auth-widget-flow-test.js');
  failed.dispatchEvent(new Event('error'));
  await expect(first).rejects.toThrow('could not load http://auth.test/dist/auth-widget-flow-test.js');
  expect(element()).toBeNull();
  // the retry makes a new element and resolves when it registers (before, it waited for the failed one forever)
  const second = load();
  const fresh = element()!;
  expect(fresh).not.toBe(failed);
  w.__authWidgetTest = { ok: true };
  fresh.dispatchEvent(new Event('load'));
  await expect(second).resolves.toEqual({ ok: true });
});

test('a file that loads but does not register is refused, and tried anew next time', async () => {
  const load = lazyScript<unknown>('http://auth.test/dist/auth-widget.js', FILE, '__authWidgetTest');
  const first = load();
  element()!.dispatchEvent(new Event('load'));
  await expect(first).rejects.toThrow(`${FILE} did not register`);
  expect(element()).toBeNull();
});

test('two loads of one file share its element; once registered, no element is made again', async () => {
  const load = lazyScript<number>('http://auth.test/dist/auth-widget.js', FILE, '__authWidgetTest');
  const a = load();
  const b = load();
  expect(document.querySelectorAll(`script[data-auth-widget-lazy="${FILE}"]`)).toHaveLength(1);
  w.__authWidgetTest = 7;
  element()!.dispatchEvent(new Event('load'));
  await expect(Promise.all([a, b])).resolves.toEqual([7, 7]);
  element()!.remove();
  await expect(load()).resolves.toBe(7);
  expect(element()).toBeNull();
});
