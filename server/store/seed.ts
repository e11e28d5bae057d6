// The seeded demo apps and accounts: one account per sign-on nextAction the widget handles (docs/demo.md lists them).
import fs from 'node:fs';
import path from 'node:path';
import { DAY } from './clock';
import { hashOfNoPassword, hashPasswordSync as hashPassword } from '../guards/passwords';
import type { App, Store, User } from './store';
import { storedCodes } from '../factors/recoveryCodes';
import { readAccounts } from './accounts';
import { englishMessages } from '../i18n';

export const DEMO_PASSWORD = 'Welcome#2026';
/** The seeded authenticator app's key (base32): any TOTP app given it shows the codes of totp.user and totp.2fa. */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
/** totp.user's recovery codes (kept hashed like any others; each works once per seeded store). */
export const DEMO_RECOVERY_CODES = ['2345A-BCDEF', '3456B-CDEFG', '4567C-DEFGH', '5678D-EFGHJ'];

/**
 * The apps of seed/apps.json, read when the server starts (as the locale files are): a product owner's data, so a new
 * setting there is answered by the app-details call as it is written, with no build. The data check holds its shape.
 */
export function readApps(root: string): App[] {
  const file = path.join(root, 'seed/apps.json');
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as { apps: Record<string, Omit<App, 'appId'>> };
  return Object.entries(data.apps).map(([appId, app]) => ({ appId, ...app }));
}

export type Seed = Partial<User> & { userId: string; note: string };

export function seedAccounts(now: number): Seed[] {
  return [
    {
      userId: 'alice',
      note: 'REDIRECT: signs on and goes to the target URL (also through Demo ID on app demo-connect)',
      identities: [{ provider: 'demo-id', subject: 'demo-alice' }],
    },
    { userId: 'temp.user', note: 'TMP_PWD: signed on with a temporary password', temporaryPassword: true },
    { userId: 'forced.change', note: 'CPW: must change the password now', mustChangePassword: true },
    {
      userId: 'grace.user',
      note: 'PWD_IN_GRACE: password expired 2 days ago, 7-day grace period',
      passwordExpiresAt: now - 2 * DAY,
      graceDays: 7,
    },
    { userId: 'expiring.user', note: 'PWD_BEFORE_EXP: password expires in 5 days', passwordExpiresAt: now + 5 * DAY },
    {
      userId: 'expiring.stepup',
      note: 'PWD_BEFORE_EXP_STEP_UP: expiring password, then step-up',
      passwordExpiresAt: now + 5 * DAY,
      stepUp: true,
    },
    {
      userId: 'expiring.2fa',
      note: 'PWD_BEFORE_EXP_TWO_FACTOR: expiring password, then two-factor',
      passwordExpiresAt: now + 5 * DAY,
      twoFactor: true,
    },
    {
      userId: 'noredirect.user',
      note: 'CPW, then DISABLE_REDIRECT: the app does not redirect after the change',
      mustChangePassword: true,
      redirectDisabled: true,
    },
    {
      userId: 'stepup.user',
      note: 'STEP_UP: step-up verification by secure code (also after Demo ID)',
      stepUp: true,
      identities: [{ provider: 'demo-id', subject: 'demo-stepup' }],
    },
    {
      userId: 'twofactor.user',
      note: 'TWO_FACTOR: the app callback receives "TWO_FACTOR" (none after Demo ID user mfa on demo-connect)',
      twoFactor: true,
      identities: [{ provider: 'demo-id', subject: 'demo-mfa' }],
    },
    {
      userId: 'totp.user',
      note: `STEP_UP on app demo-totp: an authenticator app with key ${DEMO_TOTP_SECRET}, recovery codes ${DEMO_RECOVERY_CODES.join(' ')}`,
      stepUp: true,
      totp: { secret: DEMO_TOTP_SECRET, lastStep: -1, enrolledAt: now - DAY },
      recoveryCodes: storedCodes(DEMO_RECOVERY_CODES).stored,
    },
    {
      userId: 'totp.new',
      note: 'STEP_UP on app demo-totp: set up an authenticator app (scan the QR code), then keep the recovery codes',
      stepUp: true,
    },
    {
      userId: 'totp.2fa',
      note: `TWO_FACTOR on app demo-totp: an authenticator app with key ${DEMO_TOTP_SECRET}`,
      twoFactor: true,
      totp: { secret: DEMO_TOTP_SECRET, lastStep: -1, enrolledAt: now - DAY },
    },
    { userId: 'reset.required', note: 'FPC: must reset the password through forgot password', mustResetPassword: true },
    {
      userId: 'expired.user',
      note: 'FPC: password expired past its grace period',
      passwordExpiresAt: now - 30 * DAY,
      graceDays: 7,
    },
    { userId: 'disabled.user', note: 'ACCOUNT_DISABLED (any other nextAction): the error dialog', disabled: true },
    {
      userId: 'federated.user',
      note: 'SELF_REG from the demo identity provider: first code by text after the operator consent',
      federated: true,
    },
    {
      userId: 'federated.email',
      note: 'SELF_REG from the demo identity provider: first code by e-mail (no phone on file)',
      federated: true,
      contacts: [],
    },
    { userId: 'email.only', note: 'forgot password by e-mail code (no phone on file)', contacts: [] },
    {
      userId: 'intl.user',
      note: 'forgot password by text to an international number (+44 20 7946 0958)',
      contacts: [{ countryType: 'I', countryCode: '44', cityCode: '', phoneNumber: '2079460958', phoneType: 'Y' }],
    },
    {
      userId: 'new.user',
      note: 'NEW_USER setup by text to 555-010-0789 or by e-mail',
      awaitingSetup: true,
      contacts: [{ countryType: 'U', countryCode: '1', cityCode: '555', phoneNumber: '0100789', phoneType: 'Y' }],
    },
    {
      userId: 'new.landline',
      note: 'NEW_USER setup by voice call to the landline 555-010-0321 ext. 7',
      awaitingSetup: true,
      contacts: [
        { countryType: 'U', countryCode: '1', cityCode: '555', phoneNumber: '0100321', phoneType: 'N', extension: '7' },
      ],
    },
  ];
}

/** An account as the seed makes it: the defaults of a plain user who signs on, then what `s` says. */
export function accountOf(s: Seed, hash: string, now: number): User {
  const name = s.userId.split('.')[0];
  return {
    email: `${s.userId}@example.com`,
    firstName: name.charAt(0).toUpperCase() + name.slice(1),
    middleInitial: 'Q',
    lastName: 'Example',
    passwordHash: hash,
    history: [hash],
    passwordChangedAt: now - 30 * DAY,
    passwordExpiresAt: null,
    graceDays: 0,
    temporaryPassword: false,
    mustChangePassword: false,
    mustResetPassword: false,
    stepUp: false,
    twoFactor: false,
    disabled: false,
    federated: false,
    awaitingSetup: false,
    contacts: [
      { countryType: 'U', countryCode: '1', cityCode: '555', phoneNumber: '0100123', phoneType: 'Y' },
      {
        countryType: 'U',
        countryCode: '1',
        cityCode: '555',
        phoneNumber: '0100456',
        phoneType: 'N',
        extension: '12',
      },
    ],
    ...s,
  };
}

/**
 * The seed's two hashes, made once per process: the demo password's, and one that no password has (the accounts
 * awaiting setup: random bytes where the key goes, so no scrypt is spent on a password nobody is meant to know). A
 * scrypt costs ~35 ms, and the tests start a server for each test.
 */
let hashes: { demo: string; unknown: string } | null = null;
const seedHashes = () => (hashes ??= { demo: hashPassword(DEMO_PASSWORD), unknown: hashOfNoPassword() });

/** Seeds the store; returns the seeded accounts, the seed's own and the data's (npm start lists them). */
export function seed(store: Store, root: string): Seed[] {
  for (const app of readApps(root)) store.apps.set(app.appId, app);
  const now = store.clock.now();
  const own = seedAccounts(now);
  // the owner's accounts and states (seed/accounts.json): checked as npm run check checks them, or no start
  // (the server's messages are loaded before the seed: server/app.ts)
  const { data, problems } = readAccounts(
    root,
    own.map((a) => a.userId),
    englishMessages(),
  );
  if (problems.length)
    throw new Error(problems.map((p) => `${p.file}#${p.pointer}: ${p.message} (fix: ${p.fix})`).join('\n'));
  store.accountStates = data.states;
  store.stateOfAccount = new Map(data.accounts.flatMap((a) => (a.state ? [[a.userId.toLowerCase(), a.state]] : [])));
  // (an account's state is looked up in the file at each sign-on, not kept with the account)
  // the dates an account carries, in days from now (seed/accounts.json), as the store keeps them
  const mine: Seed[] = data.accounts.map(
    ({ state: _state, passwordChangedDaysAgo: ago, passwordExpiresInDays: ex, ...a }) => ({
      ...a,
      ...(ago !== undefined ? { passwordChangedAt: now - ago * DAY } : {}),
      ...(ex !== undefined ? { passwordExpiresAt: now + ex * DAY } : {}),
    }),
  );
  const { demo: hash, unknown } = seedHashes();
  const make = (list: Seed[]) =>
    list.map((s) => {
      const user = accountOf(s, hash, now);
      // A user awaiting setup has no password anyone knows until NEW_USER sets one.
      if (user.awaitingSetup) user.passwordHash = unknown;
      return user;
    });
  // a data file of an earlier run keeps its accounts; an account the owner added since is added to it
  if (store.load()) store.addUsers(make(mine.filter((a) => !store.findUser(a.userId))));
  else store.addUsers(make([...own, ...mine]));
  return [...own, ...mine];
}
