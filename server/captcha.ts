// Image challenges for the captcha: generated per request, stored on the session, single use, expiring.
import { randomBytes } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import { MINUTE } from './clock';
import type { Session } from './store';

export const CAPTCHA_TTL = 5 * MINUTE;

export interface Challenge {
  token: string;
  answer: string;
  svg: string;
}

const images = new Map<string, { svg: string; expiresAt: number }>();

export function newChallenge(session: Session, now: number): Challenge {
  const c = svgCaptcha.create({ size: 5, noise: 2, ignoreChars: '0oO1ilI', color: false, background: '#ffffff' });
  const token = randomBytes(16).toString('hex');
  session.captcha = { token, answer: c.text, expiresAt: now + CAPTCHA_TTL };
  for (const [k, v] of images) if (v.expiresAt < now) images.delete(k);
  images.set(token, { svg: c.data, expiresAt: now + CAPTCHA_TTL });
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
    captchaParameters: { token: challenge.token, imageUrl, audioUrl: '' },
  };
}
