// Sign-on with a one-time code instead of a password (docs/host.md "Sign-on with a code", docs/server-rules.md
// "Sign-on by code"): an app that offers it (its setting signOnByCode: EMAIL, SMS) sends a code to the account's
// e-mail address or first mobile phone, and the code signs the user on as one factor. The reply to a send is the same
// whether or not the id names an account that can take a code, and a send takes the same work either way (E2); the
// codes' life, pauses, sends and locks are the other code flows' (server/handlers/codes.ts).
import type { FastifyInstance } from 'fastify';
import { say } from '../i18n';
import { textOf } from '../guards/payload';
import { msg, type RouteHelpers } from '../routes';
import type { App, Challenge, User } from '../store/store';
import { byChannel, checkCode, sendCode } from './codes';
import { phoneDestination, phoneIdOf } from './recovery';
import { CODE_CHANNELS } from '../../src/data/check/apps';
import { signOnResult } from './signOn';

/**
 * What an app may offer (CODE_CHANNELS, which the data check holds seed/apps.json to) and the channel a code then goes
 * by.
 */
type Offered = (typeof CODE_CHANNELS)[number];
const CHANNELS: Record<Offered, 'EMAIL' | 'TEXT'> = { EMAIL: 'EMAIL', SMS: 'TEXT' };

/** The channels the app offers for sign-on by code, in the order of CODE_CHANNELS. */
function codeChannels(app: App | undefined): Offered[] {
  const offered = app?.settings.signOnByCode;
  if (!Array.isArray(offered)) return [];
  return CODE_CHANNELS.filter((c) => (offered as unknown[]).includes(c));
}

/** Where a code for this user goes by this channel, or null: no account that can take one (nothing is sent). */
function destinationOf(user: User | undefined, channel: Offered): { destination: string; phoneId: string } | null {
  if (!user || user.awaitingSetup) return null;
  if (channel === 'EMAIL') return user.email ? { destination: user.email, phoneId: 'EMAIL' } : null;
  const i = user.contacts.findIndex((c) => c.phoneType === 'Y');
  if (i < 0) return null;
  return { destination: phoneDestination(user.contacts[i]), phoneId: phoneIdOf(i) };
}

export function codeSignOnRoutes(r: FastifyInstance, h: RouteHelpers) {
  const { store } = h;

  h.route(r, 'POST /login/wgt/code/send/apps/:appId/:brandId', async (req, reply, s) => {
    const app = h.appOf(req);
    const offered = codeChannels(app);
    const asked = textOf(h.payload(req).deliveryChannel);
    const channel = (asked || offered[0]) as Offered;
    if (!app || !app.brands.includes(req.params.brandId) || !offered.includes(channel))
      return { nextAction: 'ERROR', messages: msg('ERROR', say(req, 'noRequest')) };
    const userId = h.readUserId(req).trim();
    // what was asked, whether or not it names an account: a send of the same again is a resend
    const key = `${userId.toLowerCase()} ${channel}`;
    const prev = s.stage.name === 'SIGN_ON_CODE_SENT' ? s.stage.challenge : null;
    const again = prev?.asked === key ? prev : null;
    if (again && again.sends >= byChannel(again.channel).maxSends)
      return {
        nextAction: 'ERROR',
        messages: msg('ERROR', say(req, 'noMoreCodes', byChannel(again.channel).words)),
        svAttempts: again.sends,
      };
    const pause = again ? byChannel(again.channel) : null;
    if (again && pause && h.now() - again.issuedAt < pause.resendAfter)
      return {
        nextAction: 'VALIDATE_SV',
        messages: msg('ERROR', say(req, 'waitResend', pause.words)),
        svAttempts: again.sends,
      };
    const user = store.findUser(userId);
    const to = destinationOf(user, channel);
    const rec: Challenge = {
      purpose: 'SIGN_ON',
      userId: to && user ? user.userId : null,
      channel: CHANNELS[channel],
      destination: to?.destination ?? '',
      phoneId: to?.phoneId ?? '',
      codeHash: null,
      salt: '',
      issuedAt: 0,
      // a resend keeps the count of sends and of wrong entries (no five more guesses by asking again)
      sends: again?.sends ?? 0,
      wrong: again?.wrong ?? 0,
      asked: key,
    };
    h.move(req, reply, s, 'SIGN_ON_CODE_SENT', { userId: rec.userId, challenge: rec });
    sendCode(h, req, rec, 'SIGN_ON_CODE');
    return {
      nextAction: 'VALIDATE_SV',
      // the channel asked for, never the address or number: the words are the same whether an account matched
      // (docs/server-rules.md G4)
      messages: msg('INFO', say(req, rec.channel === 'EMAIL' ? 'codeSentByEmail' : 'codeSentByText')),
      svAttempts: rec.sends,
      // the channel the code went by: the widget's settings for it (src/flow/channels.ts)
      deliveryMethod: rec.channel,
    };
  });

  h.route(r, 'POST /login/wgt/code/validate', async (req, reply, s) => {
    const app = h.appOf(req);
    if (!app) return { nextAction: 'ERROR', messages: msg('ERROR', say(req, 'unknownApp')) };
    const rec = s.stage.challenge!;
    const result = checkCode(h, rec, h.payload(req).validationCode);
    const user = result === 'ok' ? store.findUser(rec.userId ?? '') : undefined;
    if (user) {
      store.addAudit(`Signed on with a code by ${rec.channel === 'EMAIL' ? 'e-mail' : 'text'}`, user.userId);
      return signOnResult(req, reply, h, user, s, app, 'code', rec.phoneId);
    }
    if (result === 'locked') {
      // this session asks for no new code: the user starts again from the sign-on panel
      h.move(req, reply, s, 'ANONYMOUS');
      return { nextAction: 'LOGIN', messages: msg('ERROR', say(req, 'tooManyWrong')) };
    }
    return {
      nextAction: 'VALIDATE_SV',
      svAttempts: rec.sends,
      messages: msg('ERROR', say(req, result === 'expired' ? 'codeExpired' : 'codeWrong')),
    };
  });
}
