// The behavioural-monitoring rule: the script runs only when both flags are set and one of them has just changed;
// it is an external script from an allowed origin; its values go into the payloads only while monitoring is on.
import { behaviorData, resetBehavior, setBehaviorFlags } from './behavior';

type W = { __authWidgetAnalytics?: unknown };
let starts: unknown[] = [];
beforeEach(() => {
  resetBehavior();
  starts = [];
  document.head.querySelectorAll('script').forEach((s) => s.remove());
  (self as unknown as W).__authWidgetAnalytics = undefined;
});
const config = { appId: 'demo', brandId: 'demo', behaviorScriptUrl: '/demo/analytics.js', nuSessionId: 'nu-1' };
const fakeScript = () => {
  (self as unknown as W).__authWidgetAnalytics = {
    start: (i: unknown) => starts.push(i),
    fingerprint: () => 'fp-1',
    devicePrint: () => 'dp-1',
  };
};

test('load flag alone, auth flag alone: nothing runs; both, with one just changed: it runs once per change', () => {
  fakeScript();
  setBehaviorFlags({ load: true }, config);
  expect(starts).toEqual([]);
  setBehaviorFlags({ auth: true }, config);
  expect(starts).toEqual([{ appId: 'demo', brandId: 'demo', sessionId: 'nu-1' }]);
  setBehaviorFlags({ auth: true }, config); // no change: no run
  setBehaviorFlags({ load: true }, config);
  expect(starts).toHaveLength(1);
  setBehaviorFlags({ auth: false });
  expect(behaviorData()).toEqual({ nuDataFP: '', cfmDevicePrint: '' });
  setBehaviorFlags({ auth: true });
  expect(starts).toHaveLength(2);
  expect(behaviorData()).toEqual({ nuDataFP: 'fp-1', cfmDevicePrint: 'dp-1' });
});

test('the script is loaded as an external script from an allowed origin, then started', () => {
  setBehaviorFlags({ auth: true }, config);
  setBehaviorFlags({ load: true }, config);
  const el = document.head.querySelector('script[data-auth-widget-analytics]') as HTMLScriptElement;
  expect(el.src).toBe('http://auth.test/demo/analytics.js');
  expect(el.textContent).toBe('');
  fakeScript();
  el.dispatchEvent(new Event('load'));
  expect(starts).toHaveLength(1);
});

test('a script URL on a foreign origin or another scheme is never loaded', () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  for (const behaviorScriptUrl of [
    'https://evil.example.net/a.js',
    'javascript:alert(1)',
    'data:text/javascript,alert(1)',
    '',
  ]) {
    resetBehavior();
    setBehaviorFlags({ auth: true, load: true }, { ...config, behaviorScriptUrl });
  }
  expect(document.head.querySelector('script')).toBeNull();
  expect(error).toHaveBeenCalledWith(expect.stringContaining('not on an allowed origin'));
  error.mockRestore();
});
