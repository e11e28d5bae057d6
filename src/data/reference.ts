// docs/reference.md, generated from the registries and their documentation (src/data/docs/) by `npm run docs`; a test
// fails when the file is stale or a registered name has no documentation. Never bundled.
import { EFFECT_DOCS } from './docs/flowDocs';
import { FACT_DOCS } from './docs/factDocs';
import { OUTCOME_DOCS, REPLY_TYPE_DOCS, SOURCE_DOCS, TRANSFORM_DOCS } from './docs/requestDocs';
import type { Doc, OptionDoc } from './docs/types';
import {
  LINK_DOCS,
  FIELD_UI_DOCS,
  PANEL_OPTION_DOCS,
  RULE_DOCS,
  TEXT_FORM_DOCS,
  WIDGET_DOCS,
  WIDGET_OPTIONS,
} from './docs/widgetDocs';
import { BUILTIN_WIDGETS } from '../form/widgets';
import { CONTEXT_PREFIX, VIEW_FACT_VALUES } from '../panels/viewFacts';
import { FIELD_STATES } from '../panels/conditions';
import { FIXED_OPTIONS } from './check/optionChoices';
import { CHANNEL_SETTINGS, CHANNELS } from '../flow/channels';
import { APP_SETTING_PREFIX } from '../api/settings';
import { SESSION_ENTRIES } from '../api/sessionEntries';
import { PASSWORD_RULES } from '../form/passwordRules';
import { DRAWN_KINDS } from '../flow/everyPage';
import CORE_FLOWS from './core-flows.json';
import flowSchema from '../../flows/flow-table.schema.json';
import { PASSWORD_RULE_DOCS } from './docs/ruleDocs';
import { FORMAT_DOCS } from './docs/formatDocs';

const cell = (s = '') => s.replace(/\|/g, '\\|');
const code = (s?: string) => (s ? `\`${s}\`` : '');

function table(docs: Record<string, Doc>, head = 'name'): string[] {
  return [
    `| ${head} | meaning | example |`,
    '| --- | --- | --- |',
    ...Object.entries(docs).map(([name, d]) => `| \`${name}\` | ${cell(d.meaning)} | ${cell(code(d.example))} |`),
  ];
}

function optionTable(options: Record<string, OptionDoc>): string[] {
  return [
    '| option | type | meaning | example |',
    '| --- | --- | --- | --- |',
    ...Object.entries(options).map(
      ([name, d]) =>
        `| \`${name}\` | ${d.type} | ${cell(d.meaning)}${d.values ? ` (one of ${d.values.map((v) => `\`${v}\``).join(', ')})` : ''} | ${cell(code(d.example))} |`,
    ),
  ];
}

/** A page's keys, each with its description in flows/flow-table.schema.json: the one place they are written. */
function pageKeys(): string[] {
  const page = (flowSchema as { definitions: { page: { properties: Record<string, { description?: string }> } } })
    .definitions.page.properties;
  return Object.entries(page)
    .filter(([key]) => key !== 'description')
    .map(([key, { description }]) => `  - \`${key}\`: ${description ?? ''}`);
}

const EVENTS: Record<string, Doc> = {
  SUBMIT: { meaning: 'the primary button of a page that makes no request (a dialog\'s "continue")' },
  CLOSE: { meaning: 'the close control or Escape; with no row the widget closes' },
  CANCEL: { meaning: 'a cancel button (`"event": "CANCEL"`)' },
  '<NAME>': {
    meaning:
      'any other name a button, link or widget raises (`"event"` in the UI schema) — the page\'s events rows handle it',
  },
};

export function renderReference(): string {
  const out = [
    '# Reference: what a product owner may write',
    '',
    "Generated from the code's registries by `npm run docs`; do not edit (a test fails when it is stale). The shapes",
    'are described by `flows/flow-table.schema.json`; the meanings of the flows are in [flows.md](flows.md).',
    '',
    '## Flow files (`flows/*.json`)',
    '',
    '- `pages.<PAGE>`, from the flow-table schema:',
    ...pageKeys(),
    '- A row: `when` (facts → a value or a list of values, all of which must hold; or a condition, as below), `goto`',
    '  (a page), `flow` (a flow id),',
    '  `effects` (names, or `{ "effect": name, "value": v }`). The first row whose `when` holds wins; `*` is the',
    '  fallback; `always.<nextAction>` applies to any page without its own row.',
    `- \`everyPage\`: what every page of the file shares (and every page \`like\` one of them); with \`"scope": "all"\`,`,
    `  every page of every file (written in ${CORE_FLOWS.join(' or ')} only). \`events.<EVENT>\` rows for a page without its`,
    `  own for that event, \`links\` and \`footnotes\` drawn after its panel's own; \`kinds\` (default ${DRAWN_KINDS.join(', ')}).`,
    '- `entries.<entryPoint>`: rows choosing the first page of a host entry point.',
    '- `requests.<name>`: the calls of the next section.',
    '- `settings` (in one file): `resendAfterSeconds` (the resend pause and countdown), `maxSends` (codes per',
    '  recovery or check; the resend control hides at this count), `codeValidMinutes`, `maxWrongCodes`,',
    '  `waitDelayMs` (a request answered sooner shows no wait message), `waitMinimumMs` (a shown one stays that long),',
    "  `codeLength` (digits in a code: the server sends this many; every `one-time-code` field's `maxLength` must say",
    '  it), `passwordHistory` (earlier passwords a new one may not repeat), `passkeyChallengeSeconds` (how long a',
    "  passkey prompt may stay open: the browser's timeout and the server's challenge), `passkeyOfferDays` (after",
    '  "Not now", the days before a passkey is offered again) and `passwordRules` (below). The widget and',
    '  the reference server read the same values; leave one out for its default. Each scalar setting is a fact too.',
    `  \`channels\`: a channel's own ${CHANNEL_SETTINGS.map((s) => `\`${s}\``).join(', ')} over those, by the channel the`,
    `  code went by (${CHANNELS.map((c) => `\`${c}\``).join(', ')}); \`channelFrom\`: the kept value that says it (docs/validation.md "By channel").`,
    '- `session` (in one file, with the requests it names): `start`, the start-up calls — each `{ "request",',
    '  "after": another start call it waits for, "beforePanel": true when the first panel needs its reply, "failed":',
    '  rows when it fails (default: the error dialog) }`; all are sent at once except those waiting on `after`.',
    '  `renew`: the requests made in order after the server starts a new session (the `refreshSessionId` effect);',
    '  `csrf`: the request that fetches a new CSRF token when the server refuses a POST for its token.',
    '',
    '### Password rules (`settings.passwordRules`)',
    '',
    'A list, in checklist order, of `{ "rule": name, …parameters, "id": line id, "text": message key }`. The checklist',
    "draws one line per entry (message `widget.checklist.rule.<id>`, the id being the rule's name unless given; the",
    'message may name the parameters: `"{$min} to {$max} characters"`); the form and the reference server refuse a',
    'password that breaks any (`match` and `differs` are judged where the panel names the fields they compare).',
    '',
    '| rule | meaning | parameters |',
    '| --- | --- | --- |',
    ...Object.entries(PASSWORD_RULES).map(
      ([name, d]) =>
        `| \`${name}\` | ${cell(PASSWORD_RULE_DOCS[name].meaning)} | ${
          Object.entries(d.params)
            .map(
              ([p, v]) =>
                `\`${p}\`: ${PASSWORD_RULE_DOCS[name].params[p]}${v.type === 'integer' ? ` (${v.min}–${v.max}${v.default !== undefined ? `, default ${v.default}` : ''})` : ''}`,
            )
            .join('; ') || '—'
        } |`,
    ),
    '',
    '### Effects',
    '',
    ...table(EFFECT_DOCS, 'effect'),
    '',
    '### Facts (row `when`, UI conditions, `select`)',
    '',
    // a fact of a closed set says its values from the registry the check holds choices and conditions to
    ...table(
      Object.fromEntries(
        Object.entries(FACT_DOCS).map(([name, d]) => {
          const values = VIEW_FACT_VALUES[name];
          const only = values ? `; its values: ${values.map((v) => `"${v}"`).join(', ')} (no other matches)` : '';
          return [name, { ...d, meaning: d.meaning + only }];
        }),
      ),
      'fact',
    ),
    '',
    'A condition (a row\'s `when`, `visibleWhen`, `submitDisabledWhen`, `enumWhen`, a `first` choice\'s `when`; [panels.md](panels.md#conditions)) is a fact name (`"captcha"`, `"!captcha"`),',
    `\`{ "fact": "flow", "in": ["FPS"] }\`, \`{ "field": "deliveryChannel", "in": ["EMAIL"] }\`, a field's state (\`{ "field": "email", "is": "filled" }\`; the states: ${FIELD_STATES.map((s) => `\`${s}\``).join(', ')}: \`valid\` when the value meets its schema's keywords — required, pattern, format, lengths — whether or not the user has left the field yet), a value against a JSON Schema (\`{ "field": "email", "matches": { "type": "string", "pattern": "@example\\\\.com$" } }\`; \`null\` when there is none), \`{ "anyOf": [...] }\`, \`{ "allOf": [...] }\`, \`{ "not": … }\`, or a list (all hold).`,
    '',
    `An app setting is a fact too, by its name under \`${APP_SETTING_PREFIX}\` (\`"app.supportUrl"\`: given and not empty; \`{ "fact": "app.isVoiceDisabled", "in": [true] }\`; a list setting by its count and its elements, as the context's lists: \`"app.signOnByCode.length"\`, \`{ "fact": "app.signOnByCode.0", "in": ["EMAIL"] }\`), in a row's \`when\`, a UI condition and a text's \`select\`. It must be one the app-details request asks for (its query \`properties\`); the check refuses any other, with the name meant.`,
    '',
    `Besides these, a row's \`when\` and a UI condition's \`fact\` may name what the flow context holds, by its path under \`${CONTEXT_PREFIX}\`: each plain value (\`context.lastSend.phoneId\`), each list's count (\`context.deliveryOptions.mobile.length\`) and its first elements (\`context.deliveryOptions.mobile.0.id\`), to a depth of three. A value that is not there is \`null\`. The first name must be one a request keeps or the widget sets; the check refuses any other (docs/product-owner.md "A branch on what a reply said").`,
    '',
    '### Events',
    '',
    ...table(EVENTS, 'event'),
    '',
    '## Requests (`requests` in a flow file)',
    '',
    '| key | meaning |',
    '| --- | --- |',
    '| `method` | `GET` or `POST` (default) |',
    '| `path` | relative to the API base; `{config.appId}`-style placeholders are filled and URL-encoded |',
    '| `query` | query values (`{ name: value }`) |',
    '| `payload` | the JSON payload; the key `"..."` merges an object value into it |',
    "| `reply` | reply fields read beyond a flow reply's own: field → reply type |",
    '| `keep` | context name → reply field, kept when the reply arrives; `"name.key"` keeps it in an object a panel\'s `dataFrom` shows |',
    '| `keepSent` | keeps the payload (no secret field in it) under this context name, e.g. for a resend |',
    '| `outcome` | names the nextAction when the reply has none |',
    '| `data` | `true`: the reply is plain data, not a flow reply (no messages, no nextAction); only its `reply` fields are read (the `fetch` effect) |',
    '| `once` | `true`: the `fetch` effect does not send it again while everything it keeps is in the context |',
    '| `wait` | `true`: the wait message shows while the `fetch` effect has it out |',
    "| `act` | `true`: a reply to the `fetch` effect that names a nextAction (a check owed first) is acted on by the page's rows, as a submit's reply is |",
    '| `navigate` | `true`: a top-level navigation, never a fetch: the `navigateToRequest` effect takes the page to its URL (`path` and `query` under the API base, never /ping-prefixed); a GET with no payload, reply or keep |',
    `| \`session\` | session entry → reply field: the entries the engine reads (${Object.entries(SESSION_ENTRIES)
      .map(([k, t]) => `\`${k}\` read as \`${t}\``)
      .join(', ')}) |`,
    '| `require` | reply fields that must be there and not `false`; without one the request fails |',
    '| `failure` | `"error"`: a failure, or a reply without a field it keeps, shows the error dialog; `"report"` (the default) reports it and the panel carries on |',
    '| `ceremony` | `{ "options": <request>, "kind": "get" \\| "create" }`: a passkey ceremony before the request. The options request (a GET reading `publicKey` as `webauthnOptions`) is made, the browser asks the user, and the payload may send its JSON answer as `ceremony.credential` (never kept). The user closing the prompt is nextAction `CEREMONY_CANCELLED` (no message), a failure `CEREMONY_FAILED` |',
    '',
    'A value is `{ "from": "<source>.<path>", "transform": name | [names], "default": v, "optional": true }` or',
    '`{ "value": literal }`. `path`, `query` and `payload` may be `{ "select": fact, "cases": { … }, "default": … }`.',
    'A field is a secret when its UI schema says `"ui:widget": "password"`, an `autocomplete` of a password or',
    'one-time code, or `"ui:options": { "secret": true }`; a secret goes only in the payload of its own request.',
    '',
    '### Value sources',
    '',
    ...table(SOURCE_DOCS, 'source'),
    '',
    '### Transforms',
    '',
    ...table(TRANSFORM_DOCS, 'transform'),
    '',
    '### Reply types',
    '',
    ...table(REPLY_TYPE_DOCS, 'type'),
    '',
    '### Outcomes',
    '',
    ...table(OUTCOME_DOCS, 'outcome'),
    '',
    '## Panels (`schemas/<panel>.ui.json`)',
    '',
    '### Texts',
    '',
    "Wherever a UI schema takes a text (a title, a label, a hint, a button, a footnote, a field's error), it may write it in one of these forms; the data check holds every key to the locale files.",
    '',
    ...table(TEXT_FORM_DOCS, 'form'),
    '',
    '### Links in a message',
    '',
    "A message shown in a panel's intro or footnotes, a field's description or help, or a checkbox's label may make some of its words a link with MessageFormat 2 markup, `{#link <option>=<name>}words{/link}`, taking one of these options. It is drawn as a control, never as HTML; every locale keeps en_US's links (docs/messages.md \"Links in a message\").",
    '',
    ...table(LINK_DOCS, 'option'),
    '',
    '### Panel options (`ui:panel`)',
    '',
    ...table(PANEL_OPTION_DOCS, 'option'),
    '',
    '### Field keys',
    '',
    'The `ui:` keys a field (and, for `ui:order` and `ui:panel`, the root) may carry; the data check refuses any other.',
    '',
    ...table(FIELD_UI_DOCS, 'key'),
    '',
    '### Formats (`format` in a schema)',
    '',
    'A string field\'s `format` is tested as the user types; these tell the user what to type in words of their own. Any other format of ajv-formats needs the field\'s own message (`ui:options.errors.format`); a name the validators do not know is refused by the data check (docs/validation.md "Formats").',
    '',
    ...table(FORMAT_DOCS, 'format'),
    '',
    '### Widgets (`ui:widget`) and their options (`ui:options`)',
    '',
    ...table(WIDGET_DOCS, 'widget'),
    '',
    `rjsf's built-in widgets a field may name too: ${BUILTIN_WIDGETS.map((w) => `\`${w}\``).join(', ')}. The rest of rjsf (lists, anyOf/oneOf, date and file pickers) is not in the bundle (docs/panels.md).`,
    '',
    'Any option may be chosen by a fact or by another field\'s value, as a text may: `{ "select": "flow", "cases": { "FPS": "numeric" }, "default": "text" }` (a case may be a choice again). Each value it may give is held to what the option takes, where it is written. These say what a field is and take one value:',
    '',
    ...Object.entries(FIXED_OPTIONS).map(([option, why]) => `- \`${option}\`: ${why}`),
    '',
  ];
  for (const [widget, options] of Object.entries(WIDGET_OPTIONS)) {
    if (!Object.keys(options).length) continue;
    out.push(`#### ${widget === '*' ? 'Any field' : `\`${widget}\``}`, '', ...optionTable(options), '');
  }
  for (const [option, docs] of Object.entries(RULE_DOCS))
    out.push(`### Named \`${option}\` values`, '', ...table(docs), '');
  return `${out.join('\n').trimEnd()}\n`;
}
