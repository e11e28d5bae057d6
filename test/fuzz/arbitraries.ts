// What a server that does not keep its promises might answer (issue 7, fuzzing): every field the widget reads, with
// its right type, a wrong type, or missing; texts with markup and script, pipes, huge lengths and odd code points;
// odd message shapes; status codes other than 200; bodies that are empty, not JSON or not an object; dropped
// connections.
import fc from 'fast-check';

const MARKUP = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  '{{constructor.constructor("alert(1)")()}}',
  '${alert(1)}',
  '</div></form><b>bold</b>',
  'code|text after the pipe|and more',
  '\u202eevil\u202c',
  '\u0000\u0001\u007f',
  '&lt;b&gt;&amp;',
  '💥'.repeat(50),
];

export const text = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 3, arbitrary: fc.constantFrom(...MARKUP) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.integer({ min: 3000, max: 60000 }).map((n) => 'x'.repeat(n)) },
  { weight: 1, arbitrary: fc.constant('') },
);

/** any JSON value, kept small */
const junk = fc.jsonValue({ maxDepth: 2, depthSize: 'small' });

const url = fc.oneof(
  fc.constantFrom(
    '/app/home',
    'https://app.example.com/x',
    'javascript:alert(1)',
    'data:text/html,<script>1</script>',
    '//evil.test/',
    'https://evil.test/',
    'https://auth.test@evil.test/',
    '/\\evil.test',
    ' https://auth.test/ok ',
    '',
  ),
  text,
);

const detail = fc.oneof(
  { weight: 4, arbitrary: text },
  {
    weight: 2,
    arbitrary: fc.array(fc.oneof(fc.record({ detail: text }, { requiredKeys: [] }), junk), { maxLength: 4 }),
  },
  { weight: 1, arbitrary: junk },
);

export const messages = fc.oneof(
  { weight: 3, arbitrary: fc.constant({}) },
  {
    weight: 4,
    arbitrary: fc.record(
      { type: fc.oneof(fc.constantFrom('ERROR', 'INFO', 'OTHER', 'error', ''), junk), detail },
      { requiredKeys: [] },
    ),
  },
  {
    weight: 2,
    arbitrary: fc.record(
      { status: fc.oneof(fc.constantFrom('success', 'failed', 'other'), junk), message: detail },
      { requiredKeys: [] },
    ),
  },
  { weight: 1, arbitrary: fc.oneof(fc.constant(null), fc.constant([]), text, fc.integer()) },
);

const phoneMap = fc.oneof(
  fc.dictionary(fc.oneof(fc.constantFrom('p1', 'p2', 'm-1'), fc.string({ maxLength: 80 })), fc.oneof(text, junk), {
    maxKeys: 5,
  }),
  junk,
);

/** The fields of a reply: each present or not, each of its type or not. */
export const replyObject = (nextActions: string[]) =>
  fc.record(
    {
      nextAction: fc.oneof(
        { weight: 6, arbitrary: fc.constantFrom(...nextActions) },
        { weight: 2, arbitrary: fc.string({ maxLength: 20 }) },
        { weight: 1, arbitrary: junk },
      ),
      messages,
      sessionExpired: fc.oneof(fc.boolean(), junk),
      targetUrl: fc.oneof(url, junk),
      svAttempts: fc.oneof(fc.integer({ min: -5, max: 5 }), fc.integer(), fc.double(), text, junk),
      phoneId: fc.oneof(fc.constantFrom('p1', 'EMAIL'), text, junk),
      captcha: fc.oneof(text, junk),
      captchaParameters: fc.oneof(
        fc.record(
          { token: fc.oneof(text, junk), imageUrl: fc.oneof(url, junk), audioUrl: fc.oneof(url, junk) },
          { requiredKeys: [] },
        ),
        junk,
      ),
      mobilePhoneIds: phoneMap,
      landLinePhoneIds: phoneMap,
      email: fc.oneof(text, junk),
      user: fc.oneof(
        fc.record(
          {
            userId: text,
            firstName: text,
            middleInitial: text,
            lastName: text,
            emailId: text,
            contacts: fc.oneof(
              fc.array(
                fc.record(
                  {
                    countryType: fc.constantFrom('U', 'I', 'X'),
                    countryCode: text,
                    cityCode: text,
                    phoneNumber: text,
                    phoneType: fc.constantFrom('Y', 'N', 'Z'),
                    extension: text,
                  },
                  { requiredKeys: [] },
                ),
                { maxLength: 4 },
              ),
              junk,
            ),
          },
          { requiredKeys: [] },
        ),
        junk,
      ),
      CountryCodes: fc.oneof(fc.array(fc.oneof(text, fc.integer()), { maxLength: 6 }), junk),
      sessionId: fc.oneof(text, junk),
      csrfTokenValue: fc.oneof(text, junk),
      csrfTokenHeader: fc.oneof(fc.constantFrom('X-XSRF-TOKEN', 'bad header\n', ''), junk),
      status: fc.oneof(fc.constantFrom('success', 'failed'), junk),
      token: fc.oneof(text, junk),
      deliveryMethod: fc.oneof(fc.constantFrom('TEXT', 'VOICE', 'EMAIL'), junk),
      app: fc.oneof(
        fc.record(
          {
            isPingEnabled: fc.oneof(fc.boolean(), junk),
            isVoiceDisabled: fc.oneof(fc.boolean(), junk),
            fpsNewUserSVChannel: fc.oneof(text, junk),
          },
          { requiredKeys: [] },
        ),
        junk,
      ),
      valid: fc.oneof(fc.boolean(), junk),
    },
    { requiredKeys: [] },
  );

export interface FuzzReply {
  /** a dropped connection instead of a reply */
  dropped?: boolean;
  status: number;
  contentType: string | null;
  body: string;
}

/** One reply on the wire. */
export const reply = (nextActions: string[]): fc.Arbitrary<FuzzReply> =>
  fc.oneof(
    {
      weight: 12,
      arbitrary: fc.record({
        status: fc.constant(200),
        contentType: fc.constant('application/json'),
        body: replyObject(nextActions).map((o) => JSON.stringify(o)),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        status: fc.constant(200),
        contentType: fc.constantFrom('application/json', 'text/html', null),
        body: fc.oneof(
          fc.constant(''),
          text,
          fc.constant('{"nextAction": "LOGIN", "messages":'),
          junk.map((j) => JSON.stringify(j)),
        ),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        status: fc.constantFrom(204, 301, 302, 400, 401, 403, 404, 409, 429, 500, 502, 503, 504),
        contentType: fc.constantFrom('application/json', 'text/html', null),
        body: fc.oneof(
          fc.constant(''),
          text,
          replyObject(nextActions).map((o) => JSON.stringify(o)),
        ),
      }),
    },
    { weight: 1, arbitrary: fc.constant({ dropped: true, status: 0, contentType: null, body: '' }) },
  );

/** The replies to every call a step makes, in order (the last is repeated if more calls come). */
export const replies = (nextActions: string[]) => fc.array(reply(nextActions), { minLength: 1, maxLength: 8 });

export function toResponse(r: FuzzReply): Response {
  if (r.dropped) throw new TypeError('Failed to fetch');
  const nullBody = [101, 204, 205, 304].includes(r.status);
  return new Response(nullBody ? null : r.body, {
    status: r.status,
    headers: r.contentType ? { 'content-type': r.contentType } : {},
  });
}
