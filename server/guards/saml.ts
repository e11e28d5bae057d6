// A SAML 2.0 service-provider check for self-registration (xml-crypto), and the demo identity provider that issues
// signed assertions for the demo page and the tests. The SP accepts an assertion only when: the XML has no DOCTYPE,
// exactly one Assertion carries an enveloped RSA-SHA256 signature that verifies against the demo IdP's public key,
// and its one reference is to that assertion (checked before any canonicalization), the XML is within depth and size
// bounds, every value read comes from the signed reference (no signature wrapping); the issuer is the demo IdP; the
// audience is this SP; now is within NotBefore / NotOnOrAfter (one minute of skew); the assertion id was not seen.
import fs from 'node:fs';
import path from 'node:path';
import { createPublicKey, generateKeyPairSync, randomBytes } from 'node:crypto';
import { DOMParser } from '@xmldom/xmldom';
import { SignedXml } from 'xml-crypto';

export const IDP_ENTITY_ID = 'urn:auth-widget:demo-idp';
export const SP_ENTITY_ID = 'urn:auth-widget:reference-sp';
const SKEW = 60_000;
const DSIG = 'http://www.w3.org/2000/09/xmldsig#';
const SAML = 'urn:oasis:names:tc:SAML:2.0:assertion';
const ALLOWED_TRANSFORMS = [
  'http://www.w3.org/2000/09/xmldsig#enveloped-signature',
  'http://www.w3.org/2001/10/xml-exc-c14n#',
];

/**
 * The demo identity provider's key pair: a throwaway, made at first use, never committed. With a data file it is
 * kept beside it (`demo-idp-key.pem`, owner-only), so assertions stay valid across restarts; in memory otherwise,
 * so a server without the demo identity provider trusts no key anyone holds.
 */
let keyFile: string | null = null;
let pair: { key: string; cert: string } | null = null;
export function keepIdpKeyIn(dir: string | null) {
  const file = dir ? path.join(dir, 'demo-idp-key.pem') : null;
  if (file !== keyFile) pair = null;
  keyFile = file;
}
export function demoIdp(): { key: string; cert: string } {
  if (pair) return pair;
  let key: string | null = keyFile && fs.existsSync(keyFile) ? fs.readFileSync(keyFile, 'utf8') : null;
  if (!key) {
    key = generateKeyPairSync('rsa', { modulusLength: 2048 })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();
    if (keyFile) fs.writeFileSync(keyFile, key, { mode: 0o600 });
  }
  const cert = createPublicKey(key).export({ type: 'spki', format: 'pem' }).toString();
  pair = { key, cert };
  return pair;
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

export interface IssueOptions {
  now: number;
  audience?: string;
  issuer?: string;
  lifetimeMs?: number;
  /** sign with another key (a forged assertion, for the tests) */
  key?: string;
}

/** A base64 SAMLResponse with one signed assertion for nameId, as the demo identity provider issues it. */
export function issueAssertion(nameId: string, opts: IssueOptions): string {
  const { key } = demoIdp();
  const id = `_${randomBytes(16).toString('hex')}`;
  const now = opts.now;
  const until = now + (opts.lifetimeMs ?? 5 * 60_000);
  const issuer = esc(opts.issuer ?? IDP_ENTITY_ID);
  const assertion =
    `<saml:Assertion xmlns:saml="${SAML}" ID="${id}" Version="2.0" IssueInstant="${iso(now)}">` +
    `<saml:Issuer>${issuer}</saml:Issuer>` +
    `<saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified">${esc(nameId)}</saml:NameID>` +
    `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData NotOnOrAfter="${iso(until)}"/></saml:SubjectConfirmation></saml:Subject>` +
    `<saml:Conditions NotBefore="${iso(now - 1000)}" NotOnOrAfter="${iso(until)}"><saml:AudienceRestriction><saml:Audience>${esc(opts.audience ?? SP_ENTITY_ID)}</saml:Audience></saml:AudienceRestriction></saml:Conditions>` +
    `<saml:AuthnStatement AuthnInstant="${iso(now)}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>` +
    '</saml:Assertion>';
  const sig = new SignedXml({
    privateKey: opts.key ?? key,
    canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
    signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
  });
  sig.addReference({
    xpath: "//*[local-name(.)='Assertion']",
    transforms: ['http://www.w3.org/2000/09/xmldsig#enveloped-signature', 'http://www.w3.org/2001/10/xml-exc-c14n#'],
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
  });
  sig.computeSignature(assertion, {
    location: { reference: "//*[local-name(.)='Assertion']/*[local-name(.)='Issuer']", action: 'after' },
  });
  const response =
    `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" ID="_${randomBytes(16).toString('hex')}" Version="2.0" IssueInstant="${iso(now)}">` +
    `<saml:Issuer xmlns:saml="${SAML}">${issuer}</saml:Issuer><samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>` +
    `${sig.getSignedXml()}</samlp:Response>`;
  return Buffer.from(response, 'utf8').toString('base64');
}

export type Verified = { ok: true; nameId: string; id: string; notOnOrAfter: number } | { ok: false; reason: string };

type El = {
  localName: string;
  namespaceURI: string | null;
  getAttribute(n: string): string | null;
  textContent: string | null;
  childNodes: ArrayLike<unknown>;
};
function all(node: unknown, ns: string, name: string): El[] {
  const out: El[] = [];
  const walk = (n: unknown) => {
    const e = n as El & { nodeType?: number };
    if (e?.nodeType === 1 && e.localName === name && e.namespaceURI === ns) out.push(e);
    for (const c of Array.from(e?.childNodes ?? [])) walk(c);
  };
  walk(node);
  return out;
}

/** Deeper nesting than any assertion has (ours is 6 deep under the Response); more elements than it has, by far. */
export const MAX_DEPTH = 24;
export const MAX_ELEMENTS = 400;

/** Whether the XML stays within MAX_DEPTH and MAX_ELEMENTS, counted on its tags before any parser sees it. */
function withinBounds(xml: string): boolean {
  let depth = 0;
  let elements = 0;
  for (const m of xml.matchAll(/<(\/?)[A-Za-z_][^>]*?(\/?)>/g)) {
    if (m[1]) depth--;
    else {
      elements++;
      if (!m[2]) depth++;
    }
    if (depth > MAX_DEPTH || elements > MAX_ELEMENTS) return false;
  }
  return true;
}

/** Parses without ever resolving entities: a DOCTYPE is refused outright; so is XML past the bounds above. */
function parse(xml: string): Document | null {
  if (/<!DOCTYPE/i.test(xml) || /<!ENTITY/i.test(xml) || !withinBounds(xml)) return null;
  let failed = false;
  const doc = new DOMParser({
    errorHandler: () => {
      failed = true;
    },
  }).parseFromString(xml, 'text/xml');
  return failed ? null : doc;
}

/** Verifies a base64 SAMLResponse (see the file header); `seen` remembers accepted assertion ids until they expire. */
export function verifyAssertion(
  b64: string,
  opts: { now: number; seen: Map<string, number>; cert?: string },
): Verified {
  const fail = (reason: string): Verified => ({ ok: false, reason });
  if (typeof b64 !== 'string' || !b64 || b64.length > 200_000 || !/^[A-Za-z0-9+/=\s]+$/.test(b64))
    return fail('not base64');
  const xml = Buffer.from(b64, 'base64').toString('utf8');
  const doc = parse(xml);
  if (!doc) return fail('not well-formed XML, or it has a DOCTYPE');
  const assertions = all(doc, SAML, 'Assertion');
  if (assertions.length !== 1) return fail(`expected one assertion, found ${assertions.length}`);
  const signatures = all(doc, DSIG, 'Signature');
  if (signatures.length !== 1 || (signatures[0] as unknown as { parentNode: unknown }).parentNode !== assertions[0])
    return fail('expected one signature, inside the assertion');
  // Before anything is canonicalized or digested (each reference costs both): one reference, to this assertion, with
  // the two transforms an enveloped signature needs and nothing else (docs/server-rules.md B7).
  const refs = all(signatures[0], DSIG, 'Reference');
  const assertionId = assertions[0].getAttribute('ID');
  if (refs.length !== 1 || !assertionId || refs[0].getAttribute('URI') !== `#${assertionId}`)
    return fail('expected one reference, to the assertion');
  const transforms = all(refs[0], DSIG, 'Transform').map((t) => t.getAttribute('Algorithm'));
  if (transforms.length > 2 || transforms.some((t) => !ALLOWED_TRANSFORMS.includes(t ?? '')))
    return fail('a transform other than the enveloped signature and exclusive canonicalization');
  const sig = new SignedXml({ publicCert: opts.cert ?? demoIdp().cert });
  try {
    sig.loadSignature(signatures[0] as unknown as Node);
    if (!sig.checkSignature(xml)) return fail('the signature does not verify');
  } catch (e) {
    return fail(`the signature does not verify: ${(e as Error).message}`);
  }
  const signed = sig.getSignedReferences();
  const authentic = signed.length === 1 ? parse(signed[0]) : null;
  const assertion = authentic ? all(authentic, SAML, 'Assertion')[0] : undefined;
  if (!assertion) return fail('the signed reference is not the assertion');
  const id = assertion.getAttribute('ID') ?? '';
  const text = (name: string) => all(assertion, SAML, name).map((e) => (e.textContent ?? '').trim());
  if (text('Issuer')[0] !== IDP_ENTITY_ID) return fail('unknown issuer');
  const audiences = text('Audience');
  if (!audiences.includes(SP_ENTITY_ID)) return fail('not meant for this service provider');
  const conditions = all(assertion, SAML, 'Conditions')[0];
  const notBefore = Date.parse(conditions?.getAttribute('NotBefore') ?? '');
  const notOnOrAfter = Date.parse(conditions?.getAttribute('NotOnOrAfter') ?? '');
  if (!Number.isFinite(notBefore) || !Number.isFinite(notOnOrAfter)) return fail('no validity window');
  if (opts.now + SKEW < notBefore || opts.now - SKEW >= notOnOrAfter) return fail('outside its validity window');
  for (const [k, until] of opts.seen) if (until < opts.now - SKEW) opts.seen.delete(k);
  if (!id || opts.seen.has(id)) return fail('already used');
  const nameId = text('NameID')[0];
  if (!nameId) return fail('no subject');
  opts.seen.set(id, notOnOrAfter);
  return { ok: true, nameId, id, notOnOrAfter };
}
