// A field's ui:autocomplete: the HTML autofill detail tokens, or a choice of them by a fact or field
// ({ "select", "cases", "default" }: "username webauthn" where passkeys are offered). A browser ignores a token it
// does not know, so a misspelt one would silently switch autofill off; a choice without a default draws nothing.
import { checkSelect } from './texts';
import { didYouMean, type Report } from './report';

// The autofill field names of the HTML standard ("Autofill detail tokens"), contact ones apart: only those may take
// home, work, mobile, fax or pager before them.
const FIELDS = (
  'name honorific-prefix given-name additional-name family-name honorific-suffix nickname username new-password ' +
  'current-password one-time-code organization-title organization street-address address-line1 address-line2 ' +
  'address-line3 address-level4 address-level3 address-level2 address-level1 country country-name postal-code ' +
  'cc-name cc-given-name cc-additional-name cc-family-name cc-number cc-exp cc-exp-month cc-exp-year cc-csc cc-type ' +
  'transaction-currency transaction-amount language bday bday-day bday-month bday-year sex url photo'
).split(' ');
const CONTACT =
  'tel tel-country-code tel-national tel-area-code tel-local tel-local-prefix tel-local-suffix tel-extension email impp'.split(
    ' ',
  );
const KINDS = ['home', 'work', 'mobile', 'fax', 'pager'];
const ALL = [...FIELDS, ...CONTACT];

/** Why these tokens are not an autofill detail, or null when they are. */
export function autocompleteProblem(value: string): string | null {
  const tokens = value.trim().toLowerCase().split(/\s+/);
  if (tokens.length === 1 && (tokens[0] === 'on' || tokens[0] === 'off')) return null;
  let i = 0;
  if (tokens[i]?.startsWith('section-')) i += 1;
  if (tokens[i] === 'shipping' || tokens[i] === 'billing') i += 1;
  const kind = KINDS.includes(tokens[i]) ? tokens[i++] : null;
  const field = tokens[i++];
  if (!field) return `"${value}" names no autofill field`;
  if (!ALL.includes(field)) return `${field} is not an autofill field name${didYouMean(field, ALL)}`;
  if (kind && !CONTACT.includes(field)) return `${kind} goes only before a contact field (${CONTACT.join(', ')})`;
  if (tokens[i] === 'webauthn') i += 1;
  if (i < tokens.length) return `${tokens[i]} cannot follow ${field} (only "webauthn" may)`;
  return null;
}

export function checkAutocomplete(r: Report, v: unknown, file: string, at: string, fieldNames: string[]) {
  if (typeof v === 'string') {
    const problem = autocompleteProblem(v);
    if (problem) r.add(file, at, `${problem} (the HTML standard's autofill tokens)`);
    return;
  }
  const c = v as { select?: unknown; cases?: unknown; default?: unknown } | null;
  const shaped =
    !!c &&
    typeof c === 'object' &&
    typeof c.select === 'string' &&
    !!c.cases &&
    typeof c.cases === 'object' &&
    !Array.isArray(c.cases) &&
    c.default !== undefined &&
    Object.keys(c).length === 3;
  if (!shaped) {
    r.add(
      file,
      at,
      'ui:autocomplete is autofill tokens, or { "select": <fact>, "cases": { value: tokens }, "default": tokens }',
    );
    return;
  }
  checkSelect(r, c.select as string, file, `${at}/select`, fieldNames);
  for (const [k, x] of Object.entries(c.cases as Record<string, unknown>))
    checkAutocomplete(r, x, file, `${at}/cases/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`, fieldNames);
  checkAutocomplete(r, c.default, file, `${at}/default`, fieldNames);
}
