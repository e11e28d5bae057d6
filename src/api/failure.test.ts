import { ApiFailure, FAILURE_KEYS, NAMED_STATUSES } from './failure';

test('a named HTTP status has its own key, any other the generic one; other reasons theirs', () => {
  expect(new ApiFailure('REQUEST_FAILED', 'status', 'Internal Server Error', 500).key).toBe('failure.status.500');
  expect(new ApiFailure('REQUEST_FAILED', 'status', 'Weird', 599).key).toBe('failure.status');
  expect(new ApiFailure('REQUEST_FAILED', 'status', 'none').key).toBe('failure.status');
  expect(new ApiFailure('REQUEST_FAILED', 'timeout', 'Timeout').key).toBe('failure.timeout');
  expect(new ApiFailure('SESSION_EXPIRED', 'network', 'network error').key).toBe('failure.network');
});

test('every key a failure can show is in FAILURE_KEYS (the data check holds the locales to them)', () => {
  const reasons = [
    'timeout',
    'invalidReply',
    'unexpectedReply',
    'appNotValid',
    'unexpected',
    'network',
    'redirected',
    'expired',
  ] as const;
  const keys = [
    ...reasons.map((r) => new ApiFailure('REQUEST_FAILED', r, r).key),
    ...[...NAMED_STATUSES, 418].map((s) => new ApiFailure('REQUEST_FAILED', 'status', '', s).key),
  ];
  for (const k of keys) expect(FAILURE_KEYS).toContain(k);
});

test('a request that never got an answer is told from one the server answered', () => {
  const unanswered = (reason: ConstructorParameters<typeof ApiFailure>[1], status?: number) =>
    new ApiFailure('REQUEST_FAILED', reason, 'x', status).unanswered;
  expect([unanswered('timeout'), unanswered('network'), unanswered('ceremony')]).toEqual([true, true, true]);
  expect([502, 503, 504].map((s) => unanswered('status', s))).toEqual([true, true, true]);
  expect([400, 403, 500].map((s) => unanswered('status', s))).toEqual([false, false, false]);
  expect(['invalidReply', 'redirected', 'expired', 'unexpected'].map((r) => unanswered(r as 'expired'))).toEqual([
    false,
    false,
    false,
    false,
  ]);
});
