// The autofill check on values of its own, never the shipped data.
import { autocompleteProblem, checkAutocomplete } from './autocomplete';
import { newReport } from './report';

function problems(v: unknown, fields: string[] = []) {
  const r = newReport();
  checkAutocomplete(r, v, 'schemas/p.ui.json', '/f/ui:autocomplete', fields);
  return r.problems.map((p) => `${p.pointer}: ${p.message}`);
}

describe('autofill tokens', () => {
  it.each([
    'username',
    'username webauthn',
    'current-password',
    'one-time-code',
    'off',
    'section-a shipping work tel',
    'mobile tel-national',
    'billing email webauthn',
  ])('takes %s', (v) => {
    expect(autocompleteProblem(v)).toBeNull();
  });

  it.each([
    ['usernme', /usernme is not an autofill field name; did you mean username\?/],
    ['work username', /work goes only before a contact field/],
    ['username password', /password cannot follow username/],
    ['webauthn', /webauthn is not an autofill field name/],
    ['  ', /names no autofill field/],
  ])('refuses %j', (v, why) => {
    expect(autocompleteProblem(v)).toMatch(why);
  });
});

describe('ui:autocomplete', () => {
  it('takes tokens, and a choice of tokens by a fact or field', () => {
    expect(problems('email')).toEqual([]);
    expect(problems({ select: 'passkeyOffered', cases: { true: 'username webauthn' }, default: 'username' })).toEqual(
      [],
    );
    expect(problems({ select: 'kind', cases: { a: 'email' }, default: 'tel' }, ['kind'])).toEqual([]);
  });

  it('refuses a choice with no default, naming the shape meant', () => {
    expect(problems({ select: 'passkeyOffered', cases: { true: 'username webauthn' } })).toEqual([
      '/f/ui:autocomplete: ui:autocomplete is autofill tokens, or { "select": <fact>, "cases": { value: tokens }, "default": tokens }',
    ]);
  });

  it('holds each token a choice may give at its own pointer, and what it selects by', () => {
    const found = problems({ select: 'passkeyOfered', cases: { 'a/b': 'usrname' }, default: 7 });
    expect(found[0]).toMatch(
      /^\/f\/ui:autocomplete\/select: passkeyOfered is not a view fact.*did you mean passkeyOffered\?/,
    );
    expect(found[1]).toMatch(/^\/f\/ui:autocomplete\/cases\/a~1b: usrname is not an autofill field name/);
    expect(found[2]).toMatch(/^\/f\/ui:autocomplete\/default: ui:autocomplete is autofill tokens/);
    expect(found).toHaveLength(3);
  });
});
