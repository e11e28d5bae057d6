import { CARRY_MINUTES, carryScope, carryUserId, takeCarriedUserId } from './carry';

const T = 1_700_000_000_000;
/** the clock at `t` while `fn` runs */
const at = <R>(t: number, fn: () => R): R => {
  const now = jest.spyOn(Date, 'now').mockReturnValue(t);
  try {
    return fn();
  } finally {
    now.mockRestore();
  }
};
afterEach(() => {
  sessionStorage.clear();
  jest.restoreAllMocks();
});

test('a user id carried in the tab is taken once, by a widget of the same app and brand', () => {
  at(T, () => carryUserId('demo/demo', 'alice'));
  expect(at(T + 60_000, () => takeCarriedUserId('demo/demo'))).toBe('alice');
  // taken: gone from the tab
  expect(sessionStorage.length).toBe(0);
  expect(at(T + 60_000, () => takeCarriedUserId('demo/demo'))).toBeNull();
});

test("another app's widget takes nothing, and what was carried is cleared all the same", () => {
  carryUserId('demo/demo', 'alice');
  expect(takeCarriedUserId('other/demo')).toBeNull();
  expect(takeCarriedUserId('demo/demo')).toBeNull();
});

test('a trip given up (longer than the carry lasts) puts nothing back; nor does a clock set back', () => {
  at(T, () => carryUserId('demo/demo', 'alice'));
  expect(at(T + CARRY_MINUTES * 60_000 + 1, () => takeCarriedUserId('demo/demo'))).toBeNull();
  at(T, () => carryUserId('demo/demo', 'alice'));
  expect(at(T - 1, () => takeCarriedUserId('demo/demo'))).toBeNull();
});

test('nothing typed, a damaged entry, or storage the browser refuses: nothing carried, nothing thrown', () => {
  carryUserId('demo/demo', '');
  expect(sessionStorage.length).toBe(0);
  sessionStorage.setItem('auth-widget.carried', '{not json');
  expect(takeCarriedUserId('demo/demo')).toBeNull();
  expect(sessionStorage.length).toBe(0);
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('full', 'QuotaExceededError');
  });
  expect(() => carryUserId('demo/demo', 'alice')).not.toThrow();
  jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new DOMException('denied', 'SecurityError');
  });
  expect(takeCarriedUserId('demo/demo')).toBeNull();
});

test('the scope is the app and brand', () => {
  expect(carryScope({ appId: 'demo-connect', brandId: 'demo' })).toBe('demo-connect/demo');
});
