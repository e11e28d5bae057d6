// The service-provider check: a genuine assertion passes once; forged, tampered, expired, foreign and replayed ones fail.
import { generateKeyPairSync } from 'node:crypto';
import { issueAssertion, verifyAssertion } from './saml';
import { containing } from '../test/support/matchers';

const now = Date.parse('2026-11-22T10:00:00Z');
const check = (b64: string, at = now, seen = new Map<string, number>()) => verifyAssertion(b64, { now: at, seen });

test('a genuine assertion from the demo identity provider passes, once', () => {
  const seen = new Map<string, number>();
  const b64 = issueAssertion('federated.user', { now });
  expect(check(b64, now, seen)).toMatchObject({ ok: true, nameId: 'federated.user' });
  expect(check(b64, now + 1000, seen)).toEqual({ ok: false, reason: 'already used' });
});

test('signed with another key, tampered, expired, early, for another audience or issuer: refused', () => {
  const other = generateKeyPairSync('rsa', { modulusLength: 2048 })
    .privateKey.export({ type: 'pkcs8', format: 'pem' })
    .toString();
  expect(check(issueAssertion('federated.user', { now, key: other }))).toMatchObject({
    ok: false,
    reason: containing('signature'),
  });
  const tampered = Buffer.from(
    Buffer.from(issueAssertion('federated.user', { now }), 'base64')
      .toString('utf8')
      .replace('>federated.user<', '>alice<'),
  ).toString('base64');
  expect(check(tampered)).toMatchObject({ ok: false, reason: containing('signature') });
  expect(check(issueAssertion('federated.user', { now }), now + 10 * 60_000)).toEqual({
    ok: false,
    reason: 'outside its validity window',
  });
  expect(check(issueAssertion('federated.user', { now: now + 10 * 60_000 }))).toEqual({
    ok: false,
    reason: 'outside its validity window',
  });
  expect(check(issueAssertion('federated.user', { now, audience: 'urn:someone-else' }))).toEqual({
    ok: false,
    reason: 'not meant for this service provider',
  });
  expect(check(issueAssertion('federated.user', { now, issuer: 'urn:evil-idp' }))).toMatchObject({ ok: false });
});

test('signature wrapping and entity tricks are refused', () => {
  const xml = Buffer.from(issueAssertion('federated.user', { now }), 'base64').toString('utf8');
  // a second, unsigned assertion next to the signed one
  const wrapped = xml.replace(
    '</samlp:Response>',
    '<saml:Assertion xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="_x"><saml:Subject><saml:NameID>alice</saml:NameID></saml:Subject></saml:Assertion></samlp:Response>',
  );
  expect(check(Buffer.from(wrapped).toString('base64'))).toEqual({
    ok: false,
    reason: 'expected one assertion, found 2',
  });
  const doctype = `<!DOCTYPE r [<!ENTITY x "alice">]>${xml}`;
  expect(check(Buffer.from(doctype).toString('base64'))).toEqual({
    ok: false,
    reason: 'not well-formed XML, or it has a DOCTYPE',
  });
  expect(check('not base64 at all!')).toEqual({ ok: false, reason: 'not base64' });
});
