// Captcha challenges: digits, shown as an image (svg-captcha) and spoken as audio (a WAV assembled from the
// committed spoken-digit clips of server/captcha-audio/, made once by scripts/make-digit-clips.mjs). Generated per
// request, stored on the session, single use, expiring.
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes, randomInt } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import { MINUTE } from './clock';
import type { Session } from './store';

export const CAPTCHA_TTL = 5 * MINUTE;

export interface Challenge {
  token: string;
  answer: string;
  svg: string;
}

const images = new Map<string, { svg: string; answer: string; expiresAt: number }>();

export function newChallenge(session: Session, now: number): Challenge {
  // digits only, so the audio can speak them; 0 and 1 left out (they look like O and l)
  const c = svgCaptcha.create({ size: 5, noise: 2, charPreset: '23456789', color: false, background: '#ffffff' });
  const token = randomBytes(16).toString('hex');
  if (session.captcha) images.delete(session.captcha.token); // a refreshed challenge voids the old one
  session.captcha = { token, answer: c.text, expiresAt: now + CAPTCHA_TTL };
  for (const [k, v] of images) if (v.expiresAt < now) images.delete(k);
  images.set(token, { svg: c.data, answer: c.text, expiresAt: now + CAPTCHA_TTL });
  return { token, answer: c.text, svg: c.data };
}

export function captchaImage(token: string, now: number): string | null {
  const img = images.get(token);
  return img && img.expiresAt >= now ? img.svg : null;
}

/** Checks and consumes the session's challenge: one answer per challenge, right or wrong. */
export function checkAnswer(session: Session, token: string, answer: string, now: number): boolean {
  const c = session.captcha;
  session.captcha = null;
  if (!c || c.expiresAt < now || c.token !== token) return false;
  images.delete(c.token);
  return c.answer.toLowerCase() === answer.trim().toLowerCase();
}

export function captchaReply(challenge: Challenge, base: string) {
  const imageUrl = `${base}/captcha/${challenge.token}.svg`;
  return {
    captcha: `<img src="${imageUrl}" alt="" width="150" height="50">`,
    captchaParameters: { token: challenge.token, imageUrl, audioUrl: `${base}/captcha/${challenge.token}.wav` },
  };
}

/** The answer of a live challenge (dev test hook only). */
export function captchaAnswer(token: string, now: number): string | null {
  const img = images.get(token);
  return img && img.expiresAt >= now ? img.answer : null;
}

// --- audio ---------------------------------------------------------------------------------------------------------
const RATE = 11025;
let clips: Int16Array[] | null = null;
function digitClips(): Int16Array[] {
  if (clips) return clips;
  // bundled into build/server.cjs, __dirname is build/: look beside the sources too
  const dir = [path.join(__dirname, 'captcha-audio'), path.join(__dirname, '../server/captcha-audio')].find((d) =>
    fs.existsSync(path.join(d, '0.wav')),
  );
  if (!dir) throw new Error('server/captcha-audio/ is missing');
  clips = Array.from({ length: 10 }, (_, d) => {
    const wav = fs.readFileSync(path.join(dir, `${d}.wav`));
    const size = wav.readUInt32LE(40);
    return new Int16Array(wav.buffer.slice(wav.byteOffset + 44, wav.byteOffset + 44 + size));
  });
  return clips;
}

/** The spoken challenge: half a second of lead-in, each digit with a pause, light noise throughout; 16-bit mono WAV. */
export function spokenDigits(answer: string): Buffer {
  const parts: Int16Array[] = [new Int16Array(RATE / 2)];
  for (const ch of answer) {
    if (!/\d/.test(ch)) continue;
    parts.push(digitClips()[Number(ch)], new Int16Array(Math.round(RATE * 0.7)));
  }
  const total = parts.reduce((n, p) => n + p.length, 0);
  const pcm = new Int16Array(total);
  let at = 0;
  for (const p of parts) {
    pcm.set(p, at);
    at += p.length;
  }
  for (let i = 0; i < pcm.length; i++) pcm[i] = Math.max(-32768, Math.min(32767, pcm[i] + randomInt(-150, 151)));
  const data = Buffer.from(pcm.buffer);
  const head = Buffer.alloc(44);
  head.write('RIFF', 0);
  head.writeUInt32LE(36 + data.length, 4);
  head.write('WAVE', 8);
  head.write('fmt ', 12);
  head.writeUInt32LE(16, 16);
  head.writeUInt16LE(1, 20);
  head.writeUInt16LE(1, 22);
  head.writeUInt32LE(RATE, 24);
  head.writeUInt32LE(RATE * 2, 28);
  head.writeUInt16LE(2, 32);
  head.writeUInt16LE(16, 34);
  head.write('data', 36);
  head.writeUInt32LE(data.length, 40);
  return Buffer.concat([head, data]);
}

export function captchaAudio(token: string, now: number): Buffer | null {
  const img = images.get(token);
  return img && img.expiresAt >= now ? spokenDigits(img.answer) : null;
}
