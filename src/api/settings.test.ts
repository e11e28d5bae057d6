import { appFacts } from './settings';
import { holds } from '../panels/conditions';

test('app settings as facts: a scalar by its name, a list by its count and elements, anything else left out', () => {
  const facts = appFacts({ supportUrl: '/help', signOnByCode: ['EMAIL', 'SMS'], none: [], nested: { x: 1 } });
  expect(facts).toEqual({
    'app.supportUrl': '/help',
    'app.signOnByCode.length': 2,
    'app.signOnByCode.0': 'EMAIL',
    'app.signOnByCode.1': 'SMS',
    'app.none.length': 0,
  });
  // what a panel's conditions ask of them: offered at all, two channels, the first one
  expect(holds('app.signOnByCode.length', facts)).toBe(true);
  expect(holds('app.none.length', facts)).toBe(false);
  expect(holds({ fact: 'app.signOnByCode.length', in: [2] }, facts)).toBe(true);
  expect(holds({ fact: 'app.signOnByCode.0', in: ['EMAIL'] }, facts)).toBe(true);
  expect(holds({ fact: 'app.missing.length', in: [null] }, facts)).toBe(true);
  expect(appFacts(null)).toEqual({});
});
