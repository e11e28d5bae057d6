// What the conformance kit prints (docs/backend.md "The conformance kit"): per flow passed, failed or not checked; for
// a failure the step, the request sent, the reply received, what the contract expects and the docs page that says it;
// a summary line; and the exit code: non-zero on any failure. A flow not checked is never counted as passed.

export type Outcome =
  | { flow: string; result: 'passed' }
  | { flow: string; result: 'not checked'; why: string }
  | {
      flow: string;
      result: 'failed';
      step: string;
      request: string;
      reply: string;
      expected: string;
      /** the docs/ page (and part) that states what was expected */
      read: string;
    };

export function summary(outcomes: Outcome[]) {
  const count = (r: Outcome['result']) => outcomes.filter((o) => o.result === r).length;
  return { passed: count('passed'), failed: count('failed'), notChecked: count('not checked'), flows: outcomes.length };
}

/** The report as text, one block per flow, the summary line last. */
export function formatReport(outcomes: Outcome[]): string {
  const lines: string[] = [];
  for (const o of outcomes) {
    if (o.result === 'passed') lines.push(`passed       ${o.flow}`);
    else if (o.result === 'not checked') lines.push(`not checked  ${o.flow}: ${o.why}`);
    else
      lines.push(
        `FAILED       ${o.flow}`,
        `  at:        ${o.step}`,
        `  sent:      ${o.request}`,
        `  received:  ${o.reply}`,
        `  expected:  ${o.expected}`,
        `  read:      ${o.read}`,
      );
  }
  const s = summary(outcomes);
  lines.push(
    '',
    `${s.failed ? 'FAILED' : 'passed'}: ${s.passed} passed, ${s.failed} failed, ${s.notChecked} not checked of ${s.flows} flows`,
  );
  return lines.join('\n');
}

/** The report for CI (--json): the outcomes and the summary. */
export const reportJson = (outcomes: Outcome[]) => JSON.stringify({ summary: summary(outcomes), outcomes }, null, 2);

/** Non-zero on any failure, and on a run that checked nothing (an empty accounts file passes nothing). */
export function exitCode(outcomes: Outcome[]): number {
  const s = summary(outcomes);
  return s.failed > 0 || s.passed === 0 ? 1 : 0;
}
