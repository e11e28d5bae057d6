import { CARRY_MINUTES, carryScope, carryUserId, takeCarriedUserId } from './carry';

const T = 1_700_000_000_000;
afterEach(() => {
  sessionStorage.clear();
  jest.restoreAllMocks();
});

test('a user id carried in the tab is taken once, by a widget of the same app and brand', () => {
  carryUserId('demo/demo', 'alice', T);
  expect(takeCarriedUserId('demo/demo', T + 60_000)).toBe('alice');
  // taken: gone from the tab
  expect(sessionStorage.length).toBe(0);
  expect(takeCarriedUserId('demo/demo', T + 60_000)).toBeNull();
});

test("another app's widget takes nothing, and what was carried is cleared all the same", () => {
  carryUserId('demo/demo', 'alice', T);
  expect(takeCarriedUserId('other/demo', T)).toBeNull();
  expect(takeCarriedUserId('demo/demo', T)).toBeNull();
});

test('a trip given up (longer than the carry lasts) puts nothing back; nor does a clock set back', () => {
  carryUserId('demo/demo', 'alice', T);
  expect(takeCarriedUserId('demo/demo', T + CARRY_MINUTES * 60_000 + 1)).toBeNull();
  carryUserId('demo/demo', 'alice', T);
  expect(takeCarriedUserId('demo/demo', T - 1)).toBeNull();
});

test('nothing typed, a damaged entry, or storage the browser refuses: nothing carried, nothing thrown', () => {
  carryUserId('demo/demo', '', T);
  expect(sessionStorage.length).toBe(0);
  sessionStorage.setItem('auth-widget.carried', '{not json');
  expect(takeCarriedUserId('demo/demo', T)).toBeNull();
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('full', 'QuotaExceededError');
  });
  expect(() => carryUserId('demo/demo', 'alice', T)).not.toThrow();
  jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new DOMException('denied', 'SecurityError');
  });
  expect(takeCarriedUserId('demo/demo', T)).toBeNull();
});

test('the scope is the app and brand', () => {
  expect(carryScope({ appId: 'demo-connect', brandId: 'demo' })).toBe('demo-connect/demo');
});
