// What the facts conditions read mean, one line and an example each (docs/reference.md). Never bundled;
// test/data/reference.test.ts holds this list to the registry.
import type { Doc } from './types';

export const FACT_DOCS: Record<string, Doc> = {
  flow: {
    meaning:
      'the current flow: LOGIN, FPS, NEW_USER, SELF_REG, VOLUNTARY_PASSWORD, TWO_FACTOR, STEP_UP, SECURITY_SETTINGS',
    example: '{ "flow": "NEW_USER" }',
  },
  page: { meaning: 'the current page id', example: '{ "page": "VALIDATE_SV" }' },
  brand: {
    meaning: "the host's brand (config brandId): a row, a control or a text chosen by brand",
    example: '{ "fact": "brand", "in": ["acme"] }',
  },
  ping: { meaning: 'identity-federation ("ping") mode is on', example: '{ "ping": true }' },
  userIdLabel: {
    meaning: "how the user id is labelled, by the host's config userIdLabel: 1 e-mail, 0 (the default) user id",
    example: '{ "userIdLabel": "email" }',
  },
  passwordState: {
    meaning: 'temporary, forced, grace or expiring (set by markPassword)',
    example: '{ "passwordState": "temporary" }',
  },
  captcha: { meaning: 'a captcha challenge is shown', example: '"captcha"' },
  phoneChannel: { meaning: "the flow's contact setting offers phones", example: '"phoneChannel"' },
  emailChannel: { meaning: "the flow's contact setting offers e-mail", example: '"emailChannel"' },
  voiceEnabled: { meaning: 'the app offers voice', example: '"voiceEnabled"' },
  intlEnabled: { meaning: 'the app offers international numbers', example: '"intlEnabled"' },
  canResend: { meaning: 'fewer than 3 codes were sent', example: '"canResend"' },
  finalAction: {
    meaning: 'the nextAction the password step ended with (noteFinalAction)',
    example: '{ "finalAction": "LOGIN" }',
  },
  csrfReady: { meaning: 'a CSRF token is known', example: '"!csrfReady"' },
  passkeyOffered: {
    meaning: 'the app offers passkeys (app details factors has PASSKEY) and the browser can use them',
    example: '{ "passkeyOffered": true }',
  },
  resendAfterSeconds: {
    meaning: 'the settings\' resend pause; in a text, a duration in words ("2 minutes")',
    example: '"{$resendAfterSeconds}"',
  },
  maxSends: { meaning: "the settings' codes per recovery or check", example: '"{$maxSends}"' },
  codeValidMinutes: {
    meaning: 'the settings\' code lifetime; in a text, a duration in words ("8 minutes")',
    example: '"It is valid for {$codeValidMinutes}."',
  },
  sendsPerWindow: {
    meaning:
      "the settings' codes sent to one account by one channel within sendWindowMinutes, and by all channels together (the server's limit)",
    example: '"At most {$sendsPerWindow} codes every {$sendWindowMinutes}"',
  },
  sendWindowMinutes: {
    meaning: 'the settings\' window sendsPerWindow counts in; in a text, a duration in words ("15 minutes")',
    example: '"every {$sendWindowMinutes}"',
  },
  maxWrongCodes: { meaning: "the settings' wrong entries allowed", example: '"{$maxWrongCodes}"' },
  waitDelayMs: { meaning: "the settings' wait-message delay (ms)", example: '{ "waitDelayMs": 300 }' },
  waitMinimumMs: {
    meaning: "the settings' least time a shown wait message stays (ms)",
    example: '{ "waitMinimumMs": 400 }',
  },
  codeLength: { meaning: "the settings' digits in a one-time code", example: '"{$codeLength} digits"' },
  passwordHistory: {
    meaning: "the settings' earlier passwords a new one may not repeat",
    example: '"Not one of your previous {$passwordHistory} passwords"',
  },
  passkeyChallengeSeconds: {
    meaning: "the settings' time a passkey prompt may stay open (s)",
    example: '{ "passkeyChallengeSeconds": 300 }',
  },
  passkeyOfferDays: {
    meaning: 'the settings\' days after "Not now" before a passkey is offered again',
    example: '"We will ask again in {$passkeyOfferDays} days"',
  },
  nameMaxLength: {
    meaning: "the settings' longest name a user gives something of theirs the server keeps (a passkey's name)",
    example: '"At most {$nameMaxLength} characters"',
  },
  startupMaxAgeSeconds: {
    meaning:
      "the settings' seconds a browser may keep the app-details and brand replies (the reference server's max-age)",
    example: '{ "startupMaxAgeSeconds": 60 }',
  },
  reverifyMinutes: {
    meaning: "the settings' minutes within which a change of a user's security settings needs a check of the user",
    example: '"Changes need a check made in the last {$reverifyMinutes} minutes"',
  },
  twoFactorStatus: { meaning: 'the two-factor result reported, if any', example: '{ "twoFactorStatus": null }' },
  embedded: { meaning: 'config isLoginEmbedded', example: '{ "embedded": true }' },
  hasMessages: { meaning: 'the reply has a message', example: '{ "hasMessages": false }' },
  messageType: {
    meaning: "the reply message's theme: ERROR, INFO, OTHER, or null without one",
    example: '{ "messageType": "ERROR" }',
  },
  sessionExpired: { meaning: 'the reply says the session expired', example: '{ "sessionExpired": true }' },
  sessionTimedOut: {
    meaning: 'the session timed out earlier (markSessionExpired)',
    example: '{ "sessionTimedOut": true }',
  },
  hasCaptcha: { meaning: 'the reply carries a captcha challenge', example: '{ "hasCaptcha": true }' },
  redirectReason: {
    meaning: 'the host page came with REDIRECT_REASON (a re-authentication)',
    example: '{ "redirectReason": true }',
  },
  sessionExpiredReload: {
    meaning: 'the host page came with ?sessionExpired=true',
    example: '{ "sessionExpiredReload": true }',
  },
  hasLoginUrl: { meaning: 'config loginUrl is set', example: '{ "hasLoginUrl": true }' },
  hasSelfRegUrl: { meaning: 'config selfRegURL is set', example: '{ "hasSelfRegUrl": true }' },
  cancelUrl: {
    meaning: 'none, CLOSE_OVERLAY or url: what the two-factor cancel URL is',
    example: '{ "cancelUrl": "url" }',
  },
  appRedirect: {
    meaning: 'a failed two-factor sends the user on to the two-factor login URL',
    example: '{ "appRedirect": true }',
  },
  hasTwoFactorLoginUrl: { meaning: 'a two-factor login URL was given', example: '{ "hasTwoFactorLoginUrl": true }' },
  hasCallback: { meaning: 'the host gave a callback', example: '{ "hasCallback": true }' },
  hasReturnToAppCallback: {
    meaning: 'the host gave a returnToAppCallback',
    example: '{ "hasReturnToAppCallback": true }',
  },
  hasDeliveryOptions: { meaning: 'delivery options were fetched', example: '{ "hasDeliveryOptions": false }' },
  hasReference: {
    meaning: 'the host page carries REF (the reference-id self-registration)',
    example: '{ "hasReference": true }',
  },
  resuming: {
    meaning:
      'the page came back from a sign-on through an identity provider with its one-time resume token (#aw-resume=, taken from the address bar at once)',
    example: '{ "resuming": true }',
  },
  request: { meaning: 'the request whose reply is being resolved', example: '{ "request": "sendCode" }' },
};
