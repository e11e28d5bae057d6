// What a client sent: the JSON payload of a POST's `data` field, and its fields read as text where they are text.
// Anything else is refused as a bad request (400, a generic message, the cause in the log; server/app.ts's error
// handler): a `data` that is not a JSON object, an object or a list where text belongs, control characters in text.
// Quietly reading such input as empty would answer a probe as if it were a mistyped field (docs/server-rules.md).
export type Payload = Record<string, unknown>;

/** A request the server will not read; the error handler answers it 400 with the generic message. */
export class BadRequest extends Error {
  readonly statusCode = 400;
  readonly code = 'AW_BAD_REQUEST';
}

export function parsePayload(data: unknown): Payload {
  if (data === undefined) return {};
  if (typeof data !== 'string') throw new BadRequest('data is not text');
  let v: unknown;
  try {
    v = JSON.parse(data);
  } catch {
    throw new BadRequest('data is not JSON');
  }
  if (!v || typeof v !== 'object' || Array.isArray(v)) throw new BadRequest('data is not a JSON object');
  return v as Payload;
}

// C0 controls and DEL, except tab and line breaks (a stack trace in the error log has them)
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export function textOf(v: unknown): string {
  if (typeof v === 'number') return String(v);
  if (v !== null && typeof v === 'object') throw new BadRequest('an object or a list where text belongs');
  if (typeof v !== 'string') return '';
  if (CONTROL.test(v)) throw new BadRequest('control characters in text');
  return v;
}

/** The wire's text fields (docs/api.md), wherever a route reads them: each must be text if present. */
const TEXT_FIELDS = [
  'userId',
  'password',
  'currentPassword',
  'newPassword',
  'confirmPassword',
  'otc',
  'validationCode',
  'token',
  'REF',
  'TargetResource',
  'SAMLResponse',
  'RelayState',
  'appId',
  'brandId',
  'nuCaptchaAns',
  'nuCaptchaToken',
  'phoneId',
  'deliveryMethod',
  'currentFlow',
];
const DETAIL_FIELDS = [
  'deliveryMode',
  'deliveryChannel',
  'countryType',
  'countryCode',
  'phoneNumber',
  'extension',
  'email',
];

/**
 * A POST's payload, refused (BadRequest) when malformed: checked before any route runs, so that every route refuses
 * it alike, whatever state its session is in.
 */
export function readPayload(data: unknown): Payload {
  const p = parsePayload(data);
  for (const f of TEXT_FIELDS) textOf(p[f]);
  const d = p.deliveryChannelDetails;
  if (d !== undefined) {
    if (!d || typeof d !== 'object' || Array.isArray(d))
      throw new BadRequest('deliveryChannelDetails is not an object');
    for (const f of DETAIL_FIELDS) textOf((d as Payload)[f]);
  }
  return p;
}
