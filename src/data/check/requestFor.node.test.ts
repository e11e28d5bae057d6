// A page's requestFor and eventFor are held to its panel's fields, to the requests of flows/ and to its own events.
import type { PageDef } from '../types';
import { newReport } from './report';
import { checkRequestFor } from './requestFor';

const schema = { type: 'object', properties: { deliveryOption: { type: 'string' } } };
const page = (p: Partial<PageDef>) => ({ kind: 'panel', ...p }) as PageDef;

test('a field of the panel and a defined request pass; another field or request is named with the fix', () => {
  const r = newReport();
  const ok = page({ requestFor: { deliveryOption: { PASSKEY: 'passkeyValidate' } } });
  checkRequestFor(r, ok, schema, { passkeyValidate: {} }, 'flows/f.json', '/p');
  expect(r.problems).toEqual([]);
  const typo = page({ requestFor: { deliveryOptoin: { PASSKEY: 'passkeyValidat' } } });
  checkRequestFor(r, typo, schema, { passkeyValidate: {} }, 'flows/f.json', '/p');
  expect(r.problems.map((p) => `${p.pointer}: ${p.message}`)).toEqual([
    "/p/requestFor/deliveryOptoin: deliveryOptoin is not a field of the page's panel; did you mean deliveryOption?",
    '/p/requestFor/deliveryOptoin/PASSKEY: request passkeyValidat is not defined under "requests" in flows/; did you mean passkeyValidate?',
  ]);
});

test('eventFor names a field of the panel and an event the page has rows for', () => {
  const r = newReport();
  const rows = { events: { TOTP: [{ goto: 'VALIDATE_TOTP' }] } };
  checkRequestFor(r, page({ ...rows, eventFor: { deliveryOption: { TOTP: 'TOTP' } } }), schema, {}, 'f', '/p');
  expect(r.problems).toEqual([]);
  checkRequestFor(r, page({ ...rows, eventFor: { choice: { TOTP: 'TOPT' } } }), schema, {}, 'f', '/p');
  expect(r.problems.map((p) => `${p.pointer}: ${p.message}`)).toEqual([
    "/p/eventFor/choice: choice is not a field of the page's panel",
    '/p/eventFor/choice/TOTP: the page has no "events" rows for TOPT; did you mean TOTP?; fix: add rows under "events"',
  ]);
});
