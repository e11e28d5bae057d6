// The widgets a UI schema may name and the typed ui:options each reads ("*": any field). The data check holds option
// values to these types; docs/reference.md lists them. Never bundled.
import type { MARKUP } from '../../i18n/rich';
import generated from '../../generated/widget-docs.json';
import type { Doc, OptionDoc } from './types';

/** Each registered widget's meaning, from the @widget comment in its own file (scripts/widget-docs.mjs). */
export const WIDGET_DOCS: Record<string, Doc> = generated.docs;

/** The ui:options each widget reads ("*": any field, read by the field template; the rest from each widget's @option
 * comments). The data check holds values to these types. */
export const WIDGET_OPTIONS: Record<string, Record<string, OptionDoc>> = {
  '*': {
    secret: {
      type: 'boolean',
      meaning: 'the field holds a secret (besides passwords and one-time codes): never kept, sent only where named',
      example: 'true',
    },
    visibleWhen: {
      type: 'condition',
      meaning: 'the field shows only while this condition holds',
      example: '{ "field": "deliveryChannel", "in": ["EMAIL"] }',
    },
    errors: {
      type: 'key-map',
      meaning: 'validation keyword → message key',
      example: '{ "pattern": "FORGOT_PWD_EMAIL_ERROR" }',
    },
    codeDigits: {
      type: 'integer',
      meaning:
        "a one-time-code field whose code is not the one the server sends (settings.codeLength): its own number of digits, e.g. an authenticator app's 6",
      example: '6',
    },
    inputFilter: { type: 'string', meaning: 'an input filter applied as the user types', example: '"stripSpaces"' },
    inputMode: {
      type: 'string',
      meaning: 'the inputmode attribute: the keyboard a phone shows',
      example: '"numeric"',
      values: ['none', 'text', 'decimal', 'numeric', 'tel', 'search', 'email', 'url'],
    },
    onChange: {
      type: 'string',
      meaning: 'a change rule run when the value changes',
      example: '"contactMethodChanged"',
    },
    onBlur: { type: 'string', meaning: 'a blur rule run when the field is left', example: '"supportedCountry"' },
    row: {
      type: 'string',
      meaning:
        'fields next to each other in ui:order with the same row name share one row of equal columns where the panel is wider than 34rem (their inputs lined up), and stack where it is not (a phone)',
      example: '"phone"',
    },
    rowShare: {
      type: 'integer',
      meaning: "how many of its row's equal columns the field spans (default 1)",
      example: '2',
      values: ['1', '2', '3', '4'],
    },
  },
  ...(generated.options as Record<string, Record<string, OptionDoc>>),
};

/** The forms a text takes wherever a UI schema names one (ui:title, a panel's title, a field's error…): the shapes
 * TextRef allows (src/data/types.ts), which the data check and the renderer read. */
/** The link markup a message may hold (src/i18n/rich.ts MARKUP), by its one option; held to MARKUP by the compiler. */
export const LINK_DOCS: Record<(typeof MARKUP.link)[number], Doc> = {
  event: {
    meaning:
      'the words are a button that raises this event of the page showing the panel (its rows say what happens: a dialog, a panel)',
    example: '"I accept the {#link event=SHOW_TERMS}terms of use{/link}"',
  },
  setting: {
    meaning:
      "the words are a link to this app setting's URL (asked for by the app-details request), through the redirect rules, in a new tab",
    example: '"Trouble? {#link setting=supportUrl}Talk to us{/link}."',
  },
};

export const TEXT_FORM_DOCS: Record<string, Doc> = {
  key: { meaning: 'a message key every locale gives', example: '"field.userId.label"' },
  select: {
    meaning: "a choice of texts by a fact or another field's value, with a default",
    example: '{ "select": "flow", "cases": { "SELF_REG": "a" }, "default": "b" }',
  },
  'text/fallback': {
    meaning:
      'a key some locales give; where a locale does not, the fallback text (docs/locales.md "A message in some languages only")',
    example: '{ "text": "field.phone.help.de", "fallback": "field.phone.help" }',
  },
};

/** The ui: keys of a UI schema's fields (and its root) that the renderer reads. The data check rejects any other. */
export const FIELD_UI_DOCS: Record<string, Doc> = {
  'ui:title': {
    meaning: "the field's label (a message key, or a choice of keys by a fact)",
    example: '"field.userId.label"',
  },
  'ui:description': { meaning: 'a line under the label', example: '"field.email.description"' },
  'ui:help': { meaning: 'a hint under the input (its accessible description)', example: '"field.phone.help"' },
  'ui:placeholder': {
    meaning: 'the text shown in an empty input (never instead of a label)',
    example: '"field.email.placeholder"',
  },
  'ui:enumNames': {
    meaning: "the labels of an enum's values, one per value in the enum's order (message keys)",
    example: '["field.channel.mobile", "field.channel.email"]',
  },
  'ui:widget': { meaning: "the input kind: a registered widget (below) or one of rjsf's", example: '"password"' },
  'ui:field': {
    meaning: 'a registered field that draws the whole property (src/form/widgets/index.ts)',
    example: '"captcha"',
  },
  'ui:options': {
    meaning: "the widget's options (below) and those of any field",
    example: '{ "inputMode": "numeric" }',
  },
  'ui:autocomplete': { meaning: "the input's autocomplete token (HTML autofill)", example: '"one-time-code"' },
  'ui:order': { meaning: 'at the root: the order of the fields ("*" for the rest)', example: '["userId", "password"]' },
  'ui:panel': { meaning: 'at the root: the panel options (above)', example: '{ "title": "panel.signOn.title" }' },
};

/** The panel options of "ui:panel" in a UI schema. The data check rejects any other key. */
export const PANEL_OPTION_DOCS: Record<string, Doc> = {
  title: { meaning: 'the panel title (a message key, or a choice of keys by a fact)', example: '"FPS_TITLE"' },
  intro: { meaning: 'a paragraph under the title', example: '"ENTER_CODE_INTRO"' },
  messageReplacesIntro: {
    meaning:
      "the intro is left out while the message box shows a message (the server's message says it, with its numbers): one message, not two",
    example: 'true',
  },
  messageInFooter: {
    meaning:
      'the message box shows under the buttons (in the footer), not above the fields: a refusal moves neither the fields nor the primary button the user just pressed',
    example: 'true',
  },
  dialog: { meaning: 'the data-dialog name of a dialog (error, confirmation, warning, consent)', example: '"warning"' },
  alertDialog: {
    meaning:
      "a dialog that asks before something goes (a confirmation): WAI-ARIA's alert dialog (role alertdialog, described by its intro), the focus on open on the control with this data-action, its least destructive",
    example: '"cancel"',
  },
  visibleWhen: { meaning: 'the whole panel shows only while this condition holds', example: '"!twoFactorStatus"' },
  progress: {
    meaning: 'a progress bar (steps and the active one), or several of which the first visible shows',
    example: '{ "steps": ["STEP_1", "STEP_2"], "active": 1 }',
  },
  buttons: {
    meaning: 'footer buttons: type submit, or an event with a data-action',
    example: '[{ "type": "submit", "label": "CONTINUE" }]',
  },
  links: {
    meaning: 'link-styled buttons raising events',
    example: '[{ "event": "FORGOT_PASSWORD", "label": "FORGOT_LINK", "action": "forgot-password" }]',
  },
  footnotes: {
    meaning: 'notes under the form, each with an optional icon and condition',
    example: '[{ "text": "CARRIER_CHARGES", "icon": "phone" }]',
  },
  notices: {
    meaning:
      'texts the app or the server gives (an app setting, a kept reply value) under a label, as a status between the intro and the form; shown as plain text, left out while empty (tone info or warning)',
    example: '[{ "label": "notice.maintenance", "from": "app.maintenanceNote", "tone": "warning" }]',
  },
  footnotesSummary: {
    meaning: 'folds the footnotes into a disclosure opened by this line (they stay in the page, read on request)',
    example: '"footnote.summary"',
  },
  close: { meaning: 'offers the close control (and Escape)', example: 'true' },
  help: { meaning: 'offers the help link (config helpURL)', example: 'true' },
  dataFrom: {
    meaning: 'initial values from this flow-context entry (one a request keeps, or profile)',
    example: '"profile"',
  },
  keepOnSubmit: { meaning: 'fields that keep their value when the form resets on submit', example: '["userId"]' },
  remember: { meaning: 'fields kept in the flow context for later panels (never a secret)', example: '["userId"]' },
  messageChecks: {
    meaning: 'checks after the fields are valid whose failure is a failed message',
    example: '[{ "differ": ["currentPassword", "newPassword"], "message": "CURRENT_PWD_MATCH_ERROR" }]',
  },
  submitDisabledWhen: { meaning: 'the primary button is unusable while this condition holds', example: '"!csrfReady"' },
  submitDisabledUntilValid: { meaning: 'the primary button is unusable until every field is valid', example: 'true' },
};

/** Named field rules, input filters and option sources a field's ui:options may name. */
export const RULE_DOCS: Record<'onChange' | 'onBlur' | 'inputFilter' | 'optionsFrom', Record<string, Doc>> = {
  onChange: {
    contactMethodChanged: { meaning: 'a new contact method resets the phone or e-mail details (docs/validation.md)' },
    countryTypeChanged: { meaning: 'a new country type clears code, number and extension and picks the mode' },
  },
  onBlur: {
    supportedCountry: { meaning: 'checks the country code against the supported list: TEXT if supported, else VOICE' },
  },
  inputFilter: {
    stripSpaces: { meaning: 'drops spaces as the user types' },
    digits: { meaning: 'keeps only digits as the user types' },
  },
  optionsFrom: {
    deliveryOptions: {
      meaning: 'one option per phone and method and one for e-mail, from the fetched delivery options',
    },
  },
};
