// Captcha challenges: digits, shown as an image (svg-captcha) and spoken as audio (a WAV built anew per challenge
// from the committed spoken-digit clips: server/guards/captchaAudio.ts). Generated per request, stored on the session,
// single use, expiring.
import { randomBytes } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import { spokenDigits } from './captchaAudio';
import { MINUTE } from '../store/clock';
import type { Session } from '../store/store';

export const CAPTCHA_TTL = 5 * MINUTE;

export interface Challenge {
  token: string;
  answer: string;
  svg: string;
}

/** the live challenges: their image, answer and the secret seed their audio is built from (server/guards/captchaAudio.ts) */
const images = new Map<string, { svg: string; answer: string; expiresAt: number; seed: Buffer }>();

export function newChallenge(session: Session, now: number): Challenge {
  // digits only, so the audio can speak them; 0 and 1 left out (they look like O and l)
  const c = svgCaptcha.create({ size: 5, noise: 2, charPreset: '23456789', color: false, background: '#ffffff' });
  const token = randomBytes(16).toString('hex');
  if (session.captcha) images.delete(session.captcha.token); // a refreshed challenge voids the old one
  session.captcha = { token, answer: c.text, expiresAt: now + CAPTCHA_TTL };
  for (const [k, v] of images) if (v.expiresAt < now) images.delete(k);
  images.set(token, { svg: c.data, answer: c.text, expiresAt: now + CAPTCHA_TTL, seed: randomBytes(32) });
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

export function captchaAudio(token: string, now: number): Buffer | null {
  const img = images.get(token);
  return img && img.expiresAt >= now ? spokenDigits(img.answer, img.seed) : null;
}
