// A page's requestFor is held to its panel's fields and to the requests of flows/.
import { newReport } from './report';
import { checkRequestFor } from './requestFor';

const schema = { type: 'object', properties: { deliveryOption: { type: 'string' } } };

test('a field of the panel and a defined request pass; another field or request is named with the fix', () => {
  const r = newReport();
  checkRequestFor(
    r,
    { deliveryOption: { PASSKEY: 'passkeyValidate' } },
    schema,
    { passkeyValidate: {} },
    'flows/f.json',
    '/p',
  );
  expect(r.problems).toEqual([]);
  checkRequestFor(
    r,
    { deliveryOptoin: { PASSKEY: 'passkeyValidat' } },
    schema,
    { passkeyValidate: {} },
    'flows/f.json',
    '/p',
  );
  expect(r.problems.map((p) => `${p.pointer}: ${p.message}`)).toEqual([
    "/p/deliveryOptoin: deliveryOptoin is not a field of the page's panel; did you mean deliveryOption?",
    '/p/deliveryOptoin/PASSKEY: request passkeyValidat is not defined under "requests" in flows/; did you mean passkeyValidate?',
  ]);
});
