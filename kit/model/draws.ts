// What the model-based test (kit/model/model.test.ts) draws: the users, passwords and payloads of its calls,
// resolved against what the server holds at the moment of the call, and the ghost it keeps beside the server (what
// each session proved, the tokens it was given, the passwords the test set).
import fc from 'fast-check';
import { readAccounts } from '../../server/store/accounts';
import { DEMO_PASSWORD, seedAccounts } from '../../server/store/seed';
import type { Session, Store } from '../../server/store/store';
import type { Client } from '../wire/inject';
import { STAGES } from '../../server/stages/stageTable';

const own = seedAccounts(0).map((a) => a.userId);
/** every account the server seeds, seed/accounts.json's among them (only their ids are read here), and an unknown one */
export const USERS = [
  ...own,
  ...readAccounts(process.cwd(), own, {}).data.accounts.map((a) => a.userId),
  'nobody.at.all',
];
export const NEW_PASSWORDS = ['Brand#New2026a', 'Other#Pass2026b'];
export const PURPOSE_OF: Record<string, string> = {
  FORGOT_PASSWORD_CODE: 'RECOVERY',
  NEW_USER_CODE: 'NEW_USER',
  STEP_UP_CODE: 'STEP_UP',
  TWO_FACTOR_CODE: 'TWO_FACTOR',
  SELF_REGISTRATION_CODE: 'REGISTRATION',
  SIGN_ON_CODE: 'SIGN_ON',
  LINK_CODE: 'LINK',
};
/** every route of the table but the development and page routes, as the calls a session may make */
export const ROUTES = [...STAGES.routes.keys()];

export interface Ghost {
  clients: Client[];
  /** per client: what it proved since its last sign-on ("PASSWORD:alice", "STEP_UP:alice", …) */
  proofs: Set<string>[];
  /** per client: the registration tokens its replies carried */
  tokens: string[][];
  /** each user's current password, as far as the test changed it */
  passwords: Map<string, string>;
}
export const sessionOf = (store: Store, c: Client): Session | undefined =>
  store.sessions.get(c.cookie.split('=')[1] ?? '');

export interface Payload {
  user: number;
  password: number;
  fresh: number;
  code: number;
  phone: number;
  method: number;
  details: number;
  flow: number;
  token: number;
  federated: number;
  item: number;
}
export const payloadArb: fc.Arbitrary<Payload> = fc.record({
  user: fc.nat(USERS.length - 1),
  // mostly what the user would send (the right password, the newest code), sometimes anything
  password: fc.oneof({ arbitrary: fc.constant(0), weight: 3 }, { arbitrary: fc.nat(3), weight: 1 }),
  fresh: fc.nat(1),
  code: fc.oneof({ arbitrary: fc.constant(0), weight: 3 }, { arbitrary: fc.nat(4), weight: 1 }),
  phone: fc.nat(2),
  method: fc.nat(2),
  details: fc.nat(2),
  flow: fc.nat(1),
  token: fc.nat(1),
  federated: fc.nat(1),
  item: fc.nat(2),
});

/** The payload a draw stands for, resolved against what the server holds now (its outbox, the user's contacts). */
export function resolve(p: Payload, g: Ghost, client: number, store: Store): Record<string, unknown> {
  const userId = USERS[p.user];
  const user = store.users.get(userId);
  const fresh = NEW_PASSWORDS[p.fresh];
  const password = [g.passwords.get(userId) ?? DEMO_PASSWORD, 'Wrong#Guess1', fresh, DEMO_PASSWORD][p.password];
  // the newest codes of the outbox, of any user and purpose: the attacker holds them all
  const code = p.code === 4 ? '000000' : (store.outbox.at(-1 - p.code)?.code ?? '000000');
  const c = user?.contacts[0];
  const details = [
    { deliveryChannel: 'EMAIL', email: user?.email ?? `${userId}@example.com` },
    {
      deliveryMode: 'TEXT',
      deliveryChannel: 'MOBILE',
      countryType: 'US',
      phoneNumber: `${c?.cityCode}${c?.phoneNumber}`,
    },
    { deliveryMode: 'TEXT', deliveryChannel: 'MOBILE', countryType: 'US', phoneNumber: '5550109999' },
  ][p.details];
  // a settings call's item: the calling session's own passkey or provider, or one that is not there
  const mine = store.users.get(String(sessionOf(store, g.clients[client])?.stage.userId ?? '').toLowerCase());
  return {
    appId: 'demo',
    id: [mine?.passkeys?.[0]?.id ?? 'demo-id', 'demo-id', 'no-such-thing'][p.item],
    name: ['Work laptop', 'x'.repeat(65), ' '][p.item],
    userId,
    password,
    currentPassword: password,
    newPassword: fresh,
    confirmPassword: fresh,
    otc: code,
    validationCode: code,
    phoneId: ['p1', 'p2', 'EMAIL'][p.phone],
    deliveryMethod: ['TEXT', 'VOICE', 'EMAIL'][p.method],
    deliveryChannel: ['EMAIL', 'SMS', 'EMAIL'][p.method],
    deliveryChannelDetails: details,
    currentFlow: ['FPS', 'NEW_USER'][p.flow],
    token: p.token ? (g.tokens[client].at(-1) ?? 'none') : 'forged-token',
  };
}
