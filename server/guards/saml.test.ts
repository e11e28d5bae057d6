// The service-provider check: a genuine assertion passes once; forged, tampered, expired, foreign and replayed ones fail.
import { spawnSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { demoIdp, issueAssertion, keepIdpKeyIn, verifyAssertion } from './saml';
import { containing } from '../../test/support/matchers';

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

test('the demo IdP key is made at first start, kept owner-only beside the data file, reused after a restart; none in git', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'idp-'));
  try {
    keepIdpKeyIn(dir);
    const first = demoIdp();
    const file = path.join(dir, 'demo-idp-key.pem');
    expect(fs.readFileSync(file, 'utf8')).toBe(first.key);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    keepIdpKeyIn(null);
    expect(demoIdp().key).not.toBe(first.key);
    keepIdpKeyIn(dir);
    expect(demoIdp().key).toBe(first.key);
    expect(check(issueAssertion('federated.user', { now }))).toMatchObject({ ok: true });
  } finally {
    keepIdpKeyIn(null);
    fs.rmSync(dir, { recursive: true, force: true });
  }
  // git grep answers 1 when nothing matches; the pattern is split so that this file does not match it
  const found = spawnSync('git', ['grep', '-l', ['PRIVATE', 'KEY-----'].join(' '), '--', '.'], {
    cwd: path.join(__dirname, '../..'),
  });
  expect([found.status, found.stdout.toString()]).toEqual([1, '']);
});
