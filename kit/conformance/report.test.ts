// What the conformance kit prints and how it exits: a failure names its step, request, reply, expectation and page;
// a flow not checked is never counted as passed; no flow checked is no pass.
import { exitCode, formatReport, reportJson, summary, type Outcome } from './report';

const failed: Outcome = {
  flow: 'sign-on → CPW',
  result: 'failed',
  step: 'POST /login/wgt/authenticate/apps/demo/demo',
  request: '{"userId":"forced.change","password":"…"}',
  reply: '200 {"nextAction":"LOGIN"}',
  expected: 'nextAction CPW',
  read: 'docs/flows.md "Sign-on"',
};
const passed: Outcome = { flow: 'sign-on → REDIRECT', result: 'passed' };
const skipped: Outcome = { flow: 'sign-on → TMP_PWD', result: 'not checked', why: 'no TMP_PWD account in the file' };

test('a failure is printed with what a host needs to fix it, and the summary line last', () => {
  const text = formatReport([passed, failed, skipped]).split('\n');
  expect(text).toEqual([
    'passed       sign-on → REDIRECT',
    'FAILED       sign-on → CPW',
    '  at:        POST /login/wgt/authenticate/apps/demo/demo',
    '  sent:      {"userId":"forced.change","password":"…"}',
    '  received:  200 {"nextAction":"LOGIN"}',
    '  expected:  nextAction CPW',
    '  read:      docs/flows.md "Sign-on"',
    'not checked  sign-on → TMP_PWD: no TMP_PWD account in the file',
    '',
    'FAILED: 1 passed, 1 failed, 1 not checked of 3 flows',
  ]);
  expect(exitCode([passed, failed, skipped])).toBe(1);
});

test('not checked is never passed: it exits 0 only with a pass and no failure', () => {
  expect(exitCode([passed, skipped])).toBe(0);
  expect(exitCode([skipped])).toBe(1);
  expect(exitCode([])).toBe(1);
  expect(formatReport([passed, skipped]).split('\n').pop()).toBe(
    'passed: 1 passed, 0 failed, 1 not checked of 2 flows',
  );
});

test('--json carries the same outcomes and summary', () => {
  const json = JSON.parse(reportJson([passed, failed, skipped])) as { summary: unknown; outcomes: Outcome[] };
  expect(json.summary).toEqual(summary([passed, failed, skipped]));
  expect(json.summary).toEqual({ passed: 1, failed: 1, notChecked: 1, flows: 3 });
  expect(json.outcomes[1]).toEqual(failed);
});
