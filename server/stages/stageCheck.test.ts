// The stage table's check (server/stages/stageCheck.ts): the committed table is sound, and each kind of mistake a
// reader of server/stages/stages.json could make is reported with its file, JSON pointer, cause and fix.
import { checkStageTable } from './stageCheck';
import raw from './stages.json';

type Table = { stages: Record<string, unknown>; refusals: Record<string, unknown>; routes: Record<string, unknown> };
const broken = (edit: (t: Table) => void) => {
  const copy = structuredClone(raw) as unknown as Table;
  edit(copy);
  return checkStageTable(copy).problems.map((p) => [p.pointer, p.message, p.fix]);
};

test('the committed table is sound', () => {
  expect(checkStageTable(raw).problems).toEqual([]);
});

test('a misspelt stage, a route with no refusal, a wrong session mode, an unknown refusal and message key', () => {
  const problems = broken((t) => {
    t.routes['POST /fpc/wgt/sendsv'] = { from: ['RECOVERY_CODE_SEND'], to: ['NEW_USER_CODE_SENT'] };
    t.routes['GET /login/wgt/sessionId'] = { session: 'cookie', from: '*' };
    t.routes['POST /login/wgt/continueAuthentication'] = {
      from: ['CHANGE_OFFERED'],
      refusal: 'noSuchRefusal',
      to: { STEP_UP_OWED: ['AUTHENTICATED'] },
    };
    t.refusals.noRequest = { message: 'noSuchKey' };
  });
  expect(problems).toEqual([
    [
      '/refusals/noRequest/message',
      '"noSuchKey" is not a server message (a "server." key of locales/en_US.json)',
      expect.any(String),
    ],
    ['/routes/GET ~1login~1wgt~1sessionId/session', '"cookie" is not a session mode', expect.stringContaining('post')],
    [
      '/routes/POST ~1login~1wgt~1continueAuthentication/to/STEP_UP_OWED',
      '"STEP_UP_OWED" is not a stage this route is accepted from',
      'name one of: CHANGE_OFFERED',
    ],
    [
      '/routes/POST ~1login~1wgt~1continueAuthentication/refusal',
      '"noSuchRefusal" is not a refusal',
      expect.stringContaining('sessionExpired'),
    ],
    [
      '/routes/POST ~1fpc~1wgt~1sendsv/from/0',
      '"RECOVERY_CODE_SEND" is not a stage',
      expect.stringContaining('RECOVERY_CODE_SENT'),
    ],
    [
      '/routes/POST ~1fpc~1wgt~1sendsv',
      'a route accepted from some stages only says nothing to the others',
      'name its "refusal"',
    ],
  ]);
});

test('answers that are not nextActions, and a fallback the route does not answer', () => {
  const problems = broken((t) => {
    const signOn = t.routes['POST /login/wgt/authenticate/apps/:appId/:brandId'] as Record<string, unknown>;
    signOn.answers = ['LOGIN', 'redirect'];
    signOn.fallback = ['ACCOUNT_DISABLED'];
  });
  expect(problems.map((p) => p[1])).toEqual([
    '"answers" is not a list of nextActions',
    '"ACCOUNT_DISABLED" is in "fallback" but not in "answers"',
  ]);
});

test('a silent refusal answers a nextAction and says nothing; any other refusal says something', () => {
  expect(
    broken((t) => {
      t.refusals.quiet = { silent: true, message: 'sessionExpired', nextAction: 'LOGIN' };
      t.refusals.nowhere = { silent: true };
      t.refusals.mute = { nextAction: 'LOGIN' };
    }),
  ).toEqual([
    ['/refusals/quiet', 'a silent refusal answers a nextAction and says nothing', expect.any(String)],
    ['/refusals/nowhere', 'a silent refusal answers a nextAction and says nothing', expect.any(String)],
    ['/refusals/mute', 'a refusal says nothing', expect.any(String)],
  ]);
});

test('a refusal names a message that takes nothing from a call (one that does would show its placeholders)', () => {
  const problems = broken((t) => {
    t.refusals.noRequest = { message: 'locked' };
  });
  expect(problems).toEqual([
    [
      '/refusals/noRequest/message',
      '"locked" takes minutes from the call that says it (src/i18n/serverParams.ts), which a refusal cannot give',
      'name a message that takes none, or give "text"',
    ],
  ]);
});
