// What the effects of flows/ mean, one line and an example each (docs/reference.md). Never bundled;
// test/data/reference.test.ts holds this list to the registry; the facts are in factDocs.ts.
import type { Doc } from './types';

export const EFFECT_DOCS: Record<string, Doc> = {
  showMessage: {
    meaning:
      "the reply's messages in the message box, focused; with none, the value's key as a confirmation (docs/messages.md)",
    example: '"showMessage" or { "effect": "showMessage", "value": "PASSWORD_CHANGED" }',
  },
  showInformation: {
    meaning:
      'as showMessage, but with no reply message the value\'s key is information (type OTHER, "Information:"), not a confirmation: a reason or a hint, such as why the sign-on panel opened',
    example: '{ "effect": "showInformation", "value": "settings.signOnFirst" }',
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
  rememberReturn: {
    meaning:
      "remembers the page the row came from, to go back to (fact context.returnTo): on entering a dialog, or on a row that opens another flow's page (the settings' password change)",
    example: '"rememberReturn"',
  },
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
  answerAs: {
    meaning:
      "answers the reply (or the failed request) by another page's rows, on that page when the row found names none: an action page that waits on a request with only the wait message in sight answers as the panel it stands for",
    example: '{ "effect": "answerAs", "value": "LOGIN_PAGE" }',
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
