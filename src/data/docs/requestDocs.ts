// What the value sources, transforms, reply types and outcomes of a request in flows/ mean (docs/reference.md).
// Never bundled; test/data/reference.test.ts holds these lists to the registries.
import type { Doc } from './types';

export const SOURCE_DOCS: Record<string, Doc> = {
  field: {
    meaning: "a form field's value as typed (a secret only to its own endpoint)",
    example: '{ "from": "field.userId", "transform": "trim" }',
  },
  form: {
    meaning: 'all form values at once, for a transform that builds one object',
    example: '{ "from": "form", "transform": "deliveryChannelDetails" }',
  },
  context: {
    meaning:
      'the flow context: what earlier requests kept or the widget set (never a secret); a number in the path takes an element of a kept list (0 is the first)',
    example: '{ "from": "context.deliveryOptions.mobile.0" }',
  },
  session: {
    meaning: 'the session entries (src/api/sessionEntries.ts): sessionId, csrf, appValidated, app',
    example: '{ "from": "session.sessionId" }',
  },
  app: {
    meaning: 'the app settings of the app-details call (any scalar property it returned)',
    example: '{ "from": "app.isVoiceDisabled" }',
  },
  config: {
    meaning: "the host's config, resolved (appId, brandId, locale, authReason, authLevel, samlInput, cookieDomain, …)",
    example: '{ "from": "config.appId" }',
  },
  fact: { meaning: 'a fact of the flow tables', example: '{ "from": "fact.flow" }' },
  behavior: {
    meaning: 'the behavioural-monitoring data (nuDataFP, cfmDevicePrint); empty strings when it is off',
    example: '{ "from": "behavior.cfmDevicePrint" }',
  },
  browser: {
    meaning: "the browser's details the error log carries (user agent, screen, language, …)",
    example: '{ "...": { "from": "browser" } }',
  },
  failure: {
    meaning:
      'the failure an error-log request reports: errorLogs (correlationId, errorMessage, url, header), currentPage, currentFlow, customMsg',
    example: '{ "from": "failure.customMsg" }',
  },
  ceremony: {
    meaning:
      'the JSON result of the passkey ceremony a request with "ceremony" runs (RegistrationResponseJSON or AuthenticationResponseJSON); sent, never kept',
    example: '{ "credential": { "from": "ceremony.credential" } }',
  },
};

export const TRANSFORM_DOCS: Record<string, Doc> = {
  text: { meaning: 'a string as is, a number as its digits, anything else ""', example: 'null → ""' },
  trim: { meaning: 'the text without leading and trailing spaces', example: '" alice " → "alice"' },
  noSpaces: { meaning: 'the text without any white space', example: '"al ice" → "alice"' },
  digits: { meaning: 'only the digits of the text', example: '"555-010-0123" → "5550100123"' },
  urlEncode: { meaning: 'the text URL-encoded', example: '"a b@c" → "a%20b%40c"' },
  lowerCase: { meaning: 'the text in lower case', example: '"SUCCESS" → "success"' },
  bareCountryCode: { meaning: 'a country code without "+" or "00"', example: '"+44" → "44"' },
  deliveryChannelDetails: {
    meaning: 'the enter-user-info form → deliveryChannelDetails (docs/api.md)',
    example:
      '{ deliveryChannel: "MOBILE", phoneNumber: "555-010-0123" } → { deliveryMode: "TEXT", …, phoneNumber: "5550100123" }',
  },
  deliveryOption: {
    meaning: 'a delivery option → { phoneId, deliveryMethod }; nothing for anything else',
    example: '"p1:VOICE" → { phoneId: "p1", deliveryMethod: "VOICE" }',
  },
  deliveryMethodOf: {
    meaning: 'deliveryChannelDetails → the method a resend uses',
    example: '{ deliveryChannel: "EMAIL" } → "EMAIL"',
  },
};

export const REPLY_TYPE_DOCS: Record<string, Doc> = {
  string: {
    meaning: 'a text (a number is read as its digits), at most 500 characters',
    example: '"reply": { "status": "string" }',
  },
  integer: { meaning: 'a whole number, or a text of digits', example: '"reply": { "remaining": "integer" }' },
  boolean: { meaning: 'true or false (also "true" and "false")', example: '"reply": { "locked": "boolean" }' },
  deliveryOptions: {
    meaning: 'the whole reply as delivery options: mobilePhoneIds, landLinePhoneIds, email',
    example: '"reply": { "options": "deliveryOptions" }',
  },
  captcha: {
    meaning: 'a captcha challenge: the markup in this field and its captchaParameters (token, image, audio)',
    example: '"reply": { "captcha": "captcha" }',
  },
  profile: {
    meaning: "a user's profile for the confirm-profile panel: names, e-mail and formatted phones",
    example: '"reply": { "user": "profile" }',
  },
  url: {
    meaning: 'a URL of at most 4,096 characters, whole or not at all',
    example: '"reply": { "targetUrl": "url" }',
  },
  appSettings: {
    meaning:
      "the app's settings: the known ones checked and defaulted, any other scalar property or list of scalars kept (≤ 50; a list's first 10)",
    example: '"reply": { "app": "appSettings" }',
  },
  csrf: {
    meaning: 'the CSRF data: the token in this field (csrfTokenValue), csrfTokenStatus and csrfTokenHeader beside it',
    example: '"reply": { "csrfTokenValue": "csrf" }',
  },
  webauthnOptions: {
    meaning:
      'WebAuthn options in their JSON form (PublicKeyCredentialRequestOptionsJSON or …CreationOptionsJSON): an object with a challenge, at most 16 KiB; what a request with "ceremony" gives the browser',
    example: '"reply": { "publicKey": "webauthnOptions" }',
  },
  textList: {
    meaning: 'a list of texts (strings or numbers as text), at most 1,000',
    example: '"reply": { "CountryCodes": "textList" }',
  },
  nextReply: {
    meaning:
      "a reply to act on later (a reply's `then`): its nextAction and targetUrl; kept, it is what the followReply effect acts on",
    example: '"reply": { "then": "nextReply" }, "keep": { "then": "then" }',
  },
  record: {
    meaning:
      'an object of plain fields (text ≤ 500 characters, numbers, true/false, null; ≤ 20 fields), or null when the reply says null; comes with the chunk of the requests that read it',
    example: '"reply": { "totp": "record" }',
  },
  recordList: {
    meaning:
      'a list of such objects (≤ 50; an element of another shape is left out): what the itemList widget draws; comes with the chunk of the requests that read it',
    example: '"reply": { "passkeys": "recordList" }',
  },
  secret: {
    meaning:
      'a text shown once and never kept (an authenticator key, an otpauth URI): held for the page that shows it, outside the store; a widget reads it as "secret.<field>"',
    example: '"reply": { "otpauthUri": "secret" }',
  },
  secretList: {
    meaning: 'a list of texts shown once and never kept (recovery codes), as secret',
    example: '"reply": { "recoveryCodes": "secretList" }',
  },
};

export const OUTCOME_DOCS: Record<string, Doc> = {
  deliveryOptions: {
    meaning: 'NOT_AUTHORIZED (the not-authorized message), SV_OPTIONS (something to offer) or NO_OPTIONS',
  },
  assertion: { meaning: 'SAML_SUCCESS for status success with a token, else SAML_FAILED' },
  deliveryMethod: {
    meaning:
      'MNO for a phone id with a phone method (operator consent first), SEND otherwise, ERROR for a message without a method',
  },
  referenceDetail: { meaning: 'for status success with a token as deliveryMethod, else SAML_FAILED' },
};
