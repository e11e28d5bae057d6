// An authenticator app's code (RFC 6238: HMAC-SHA1 over the 30-second step, six digits), for the kit's test account
// whose app secret the accounts file gives: what the user's phone would show. Node's crypto only, so the command needs
// nothing but Node.
import { createHmac } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** The secret's bytes from its base32 text (spaces and padding ignored, any case). */
export function base32Bytes(secret: string): Buffer {
  const clean = secret.toUpperCase().replace(/[\s=]/g, '');
  let bits = '';
  for (const ch of clean) {
    const v = BASE32.indexOf(ch);
    if (v < 0) throw new Error(`not base32: ${ch}`);
    bits += v.toString(2).padStart(5, '0');
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((b) => parseInt(b, 2)));
}

/** The code at `nowMs` (the backend's clock when the kit can read it). */
export function totpCode(secret: string, nowMs: number, digits = 6, periodS = 30): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(nowMs / 1000 / periodS)));
  const mac = createHmac('sha1', base32Bytes(secret)).update(counter).digest();
  const at = mac[mac.length - 1] & 0xf;
  const n = (mac.readUInt32BE(at) & 0x7fffffff) % 10 ** digits;
  return String(n).padStart(digits, '0');
}
