// What the reference server passes each of its messages (the "server." keys) besides the settings' numbers
// (serverValues.ts): the one list both sides read. server/i18n.ts's `say` takes exactly these for a key (a call that
// passes another, or leaves one out, does not compile), and the data check holds every locale's message — en_US's too —
// to them (src/data/check/serverTexts.ts), so a message naming a variable no call passes is refused before it shows
// as "{$name}" in a reply.
export const SERVER_PARAMS = {
  codeText: ['code', 'codeMinutes', 'resendMinutes'],
  waitResend: ['codeMinutes', 'resendMinutes'],
  // (a code's messages get the numbers of its channel: its own maxSends, sendsPerWindow … over the common ones)
  noMoreCodes: ['codeMinutes', 'resendMinutes'],
  expiring: ['days'],
  inGrace: ['days'],
  locked: ['minutes'],
  recoveryCodesLeft: ['count'],
  rules: ['rule'],
  passkeyDefaultName: ['n'],
  idpCancelled: ['name'],
  idpFailed: ['name'],
  idpUnverified: ['name'],
  idpNoAccount: ['name'],
  idpLink: ['name'],
  idpLinkWrong: ['name'],
  idpLinkByCode: ['name'],
} as const satisfies Record<string, readonly string[]>;

export type ServerParamsOf<K extends string> = K extends keyof typeof SERVER_PARAMS
  ? Record<(typeof SERVER_PARAMS)[K][number], string | number>
  : Record<string, never>;

/** The names a call passes the message of `key` (a key without the "server." prefix). */
export const serverParams = (key: string): readonly string[] =>
  (SERVER_PARAMS as Record<string, readonly string[]>)[key] ?? [];
