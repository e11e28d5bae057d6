import { REPLY_TYPES } from '../../api/replyTypes';
import { comparable, follow, REPLY_SHAPES, type Shape } from './contextShapes';

/** Whether a value has the shape the check assumes for it. */
function fits(shape: Shape, v: unknown): boolean {
  if (v === null || v === undefined) return true;
  if ('kind' in shape) return shape.kind === 'any' || comparable(shape, v);
  if ('list' in shape) return Array.isArray(v) && v.every((x) => fits(shape.list, x));
  if (!v || typeof v !== 'object' || Array.isArray(v)) return false;
  return Object.entries(v as Record<string, unknown>).every(([k, x]) =>
    k in shape.fields ? fits(shape.fields[k], x) : !!shape.open && (x === null || typeof x !== 'object'),
  );
}

// a reply of each type with everything it may hold
const SAMPLES: Record<string, [Record<string, unknown>, string]> = {
  string: [{ f: 'a' }, 'f'],
  integer: [{ f: 3 }, 'f'],
  boolean: [{ f: true }, 'f'],
  deliveryOptions: [
    { mobilePhoneIds: { p1: '***-0123' }, landLinePhoneIds: { p2: '***-0456' }, email: 'a***@x.com' },
    '',
  ],
  appSettings: [{ app: { isPingEnabled: true, supportUrl: '/s' } }, 'app'],
  csrf: [{ csrfTokenValue: 't', csrfHeaderName: 'X-CSRF' }, 'csrfTokenValue'],
  captcha: [{ captcha: '<img>', captchaParameters: { token: 't', imageUrl: '/i', audioUrl: '/a' } }, 'captcha'],
  profile: [
    {
      user: {
        userId: 'u',
        firstName: 'A',
        lastName: 'B',
        emailId: 'a@x.com',
        preferredName: 'Nov',
        contacts: [
          { countryType: 'U', cityCode: '555', phoneNumber: '0100123', phoneType: 'Y' },
          { countryType: 'U', cityCode: '555', phoneNumber: '0100456', phoneType: 'N', extension: '12' },
        ],
      },
    },
    'user',
  ],
  url: [{ f: '/x' }, 'f'],
  textList: [{ f: ['a', 2] }, 'f'],
  nextReply: [{ f: { nextAction: 'REDIRECT', targetUrl: '/x' } }, 'f'],
  webauthnOptions: [{ publicKey: { challenge: 'AAAA', rpId: 'localhost', allowCredentials: [] } }, 'publicKey'],
};

test.each(Object.keys(REPLY_TYPES))('what the %s reader keeps has the shape the check follows', (type) => {
  const [body, field] = SAMPLES[type];
  const kept = REPLY_TYPES[type](body, field);
  expect(kept).not.toBeUndefined();
  expect(fits(REPLY_SHAPES[type], kept)).toBe(true);
});

test('a path is followed into groups and lists, and refused where it leads nowhere', () => {
  const d = REPLY_SHAPES.deliveryOptions;
  expect(follow(d, ['mobile', 'length'], 'context.deliveryOptions')).toEqual({ kind: 'number' });
  expect(follow(d, ['mobile', '0', '1'], 'context.deliveryOptions')).toEqual({ kind: 'text' });
  expect(follow(d, ['mobil'], 'context.deliveryOptions')).toBe(
    'context.deliveryOptions has mobile, landline, email, passkey, totp, recoveryCode, not mobil',
  );
  expect(follow(d, ['email', 'length'], 'context.deliveryOptions')).toBe(
    'context.deliveryOptions.email is a text: it has no .length',
  );
  expect(follow(d, ['mobile', 'first'], 'context.deliveryOptions')).toBe(
    'context.deliveryOptions.mobile is a list: follow it with .length or an index (.0), not .first',
  );
  // a profile field a product owner added is a value of its own
  expect(follow(REPLY_SHAPES.profile, ['preferredName'], 'context.profile')).toEqual({ kind: 'any' });
});
