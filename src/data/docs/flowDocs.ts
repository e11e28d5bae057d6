// What the effects and facts of flows/ mean, one line and an example each (docs/reference.md). Never bundled;
// test/data/reference.test.ts holds these lists to the registries.
import type { Doc } from './types';

export const EFFECT_DOCS: Record<string, Doc> = {
  showMessage: {
    meaning:
      "the reply's messages in the message box, focused; with none, the value's key as a confirmation (docs/messages.md)",
    example: '"showMessage" or { "effect": "showMessage", "value": "PASSWORD_CHANGED" }',
  },
  showWarning: {
    meaning:
      "the reply's messages drawn and announced as a warning (data-message-tone warning, not focused), whatever type the server gave; data-message-type and the role stay the server's type; with none, the value's key (type OTHER)",
    example: '"showWarning" or { "effect": "showWarning", "value": "PASSWORD_EXPIRING" }',
  },
  showMessageKey: {
    meaning: 'the value (a message key) as an error',
    example: '{ "effect": "showMessageKey", "value": "SYSTEM_ERROR" }',
  },
  showEmbeddedMessage: {
    meaning: "embedded sign-on: the reply's message for the host's loginErrorContainer (and the panel)",
    example: '"showEmbeddedMessage"',
  },
  showEmbeddedMessageKey: {
    meaning: 'embedded sign-on: the value key as that message',
    example: '{ "effect": "showEmbeddedMessageKey", "value": "SIGN_ON_FAILED" }',
  },
  showRequestFailed: {
    meaning: '"Request Failed: <reason>", the reason in the user\'s language',
    example: '"showRequestFailed"',
  },
  clearMessage: { meaning: 'empties the message box', example: '"clearMessage"' },
  focusMessage: { meaning: 'moves focus to the message box', example: '"focusMessage"' },
  showCaptcha: {
    meaning: "the reply's captcha challenge (or none: the captcha area empties)",
    example: '"showCaptcha"',
  },
  markPassword: {
    meaning: 'notes the password state the change panel words itself by (temporary, forced, grace, expiring)',
    example: '{ "effect": "markPassword", "value": "temporary" }',
  },
  noteCodeSent: {
    meaning: 'a code was sent now: the "sent … ago" time and the resend countdown start',
    example: '"noteCodeSent"',
  },
  resetAttempts: { meaning: 'sets the code attempts back to 0', example: '"resetAttempts"' },
  noteFinalAction: {
    meaning: "keeps the reply's nextAction for the final dialog's continue rows (fact finalAction)",
    example: '"noteFinalAction"',
  },
  logoutCallback: { meaning: "calls the host's logout callback", example: '"logoutCallback"' },
  reloadWithSessionExpired: {
    meaning: 'reloads the host page with ?sessionExpired=true',
    example: '"reloadWithSessionExpired"',
  },
  fetch: {
    meaning:
      'makes the named request outside a submit (no transition) and keeps what it keeps; its once, wait and failure say more',
    example: '{ "effect": "fetch", "value": "countryCodes" }',
  },
  sendRequest: {
    meaning: 'makes the named request as a submit would, with no form values',
    example: '{ "effect": "sendRequest", "value": "sendCode" }',
  },
  twoFactorResult: {
    meaning: "reports the two-factor result (SUCCESS or FAILED) to the host's callback; the code panel hides",
    example: '{ "effect": "twoFactorResult", "value": "SUCCESS" }',
  },
  returnToApp: {
    meaning: "continues to the application: the host's returnToAppCallback, else the target",
    example: '"returnToApp"',
  },
  reloadPage: { meaning: 'reloads the host page', example: '"reloadPage"' },
  rememberReturn: { meaning: 'on entering a dialog: remembers the page to go back to', example: '"rememberReturn"' },
  returnToPreviousPage: {
    meaning: 'back to the remembered page with what the user had typed (or closes)',
    example: '"returnToPreviousPage"',
  },
  markSessionExpired: {
    meaning: 'notes that the session timed out (fact sessionTimedOut)',
    example: '"markSessionExpired"',
  },
  refreshSessionId: { meaning: "fetches the new server session's id and CSRF token", example: '"refreshSessionId"' },
  showWait: { meaning: 'shows the wait message', example: '"showWait"' },
  redirectToTarget: {
    meaning: 'goes to the target URL (config, host query, reply, or fetched), through the redirect gate',
    example: '"redirectToTarget"',
  },
  navigateTo: {
    meaning:
      'goes to a configured URL (loginUrl, selfRegURL, cancelUrl or twoFactorLoginUrl) or to a URL setting of the app-details reply (app.<setting>, one its query "properties" asks for), through the redirect gate',
    example: '{ "effect": "navigateTo", "value": "app.supportUrl" }',
  },
  navigateToRequest: {
    meaning:
      'goes (in this tab) to the URL of a request with "navigate": true (its path and query under the API base), the wait message shown while the page leaves; a sign-on through an identity provider starts so',
    example: '{ "effect": "navigateToRequest", "value": "idpStart" }',
  },
  openInNewTab: {
    meaning: 'as navigateTo, in a new tab without an opener: the widget and what the user typed stay',
    example: '{ "effect": "openInNewTab", "value": "app.supportUrl" }',
  },
  passkeyAutofill: {
    meaning:
      "while its page is open, keeps one conditional passkey request out so the browser's autofill (an input with autocomplete \"username webauthn\") offers the user's passkeys; a passkey picked there sends the named request (one with a ceremony) as the page's submit; leaving the page ends it. Only where passkeyOffered",
    example: '{ "effect": "passkeyAutofill", "value": "passkeySignOn" }',
  },
  followReply: {
    meaning:
      "acts on a reply kept in the flow context (a reply field of type nextReply, e.g. the recovery codes' `then`) by the page's rows for its nextAction, as if the server had just sent it",
    example: '{ "effect": "followReply", "value": "then" }',
  },
  downloadText: {
    meaning:
      'saves a secret reply field or kept entry as a text file named after the app (a list one per line), e.g. demo-recovery-codes.txt',
    example: '{ "effect": "downloadText", "value": "recoveryCodes" }',
  },
  noteRetry: {
    meaning:
      'notes the named request (a change the server answered with a check owed first, e.g. STEP_UP) to send again once the check has passed',
    example: '{ "effect": "noteRetry", "value": "passkeyRemove" }',
  },
  retryKept: {
    meaning:
      "sends the request noteRetry noted, once, as the page's submit would (its payload from the flow context as it is now); nothing noted, nothing sent",
    example: '"retryKept"',
  },
  callAppCallback: {
    meaning: "calls the host's callback with the value",
    example: '{ "effect": "callAppCallback", "value": "TWO_FACTOR" }',
  },
  closeWidget: { meaning: 'closes the widget; focus returns to the host', example: '"closeWidget"' },
};

export const FACT_DOCS: Record<string, Doc> = {
  flow: {
    meaning:
      'the current flow: LOGIN, FPS, NEW_USER, SELF_REG, VOLUNTARY_PASSWORD, TWO_FACTOR, STEP_UP, SECURITY_SETTINGS',
    example: '{ "flow": "NEW_USER" }',
  },
  page: { meaning: 'the current page id', example: '{ "page": "VALIDATE_SV" }' },
  ping: { meaning: 'identity-federation ("ping") mode is on', example: '{ "ping": true }' },
  userIdLabel: {
    meaning: 'how the user id is labelled: "email" or "userId" (config userIdLabel 1 or 0)',
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
