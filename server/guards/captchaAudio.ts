// The captcha's audio, built anew for each challenge from the committed spoken-digit clips (server/captcha-audio/,
// made once by scripts/make-digit-clips.mjs): each digit with its own gain, tempo and pitch (resampled by up to ±15%)
// and colour (a gentle filter and a short echo), random gaps between them, over a babble bed of other clips played
// backwards (speech-like, but no digit a listener hears) and a noise floor. A stored clip then no longer matches its
// digit in the audio, while a person still hears the digits in order (docs/server-rules.md C7). The rendering follows
// from the challenge's secret seed, so each fetch of one challenge sounds the same and nothing is kept but the seed.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const RATE = 11025;
/**
 * Math's functions held by the module: the sample loops below call them hundreds of thousands of times per challenge,
 * and under a vm context (the test runner's) each lookup of the global Math costs some 25 times more (a challenge took
 * 150 ms there against 8 ms in the server).
 */
const { floor, round, max, min } = Math;

let clips: Float32Array[] | null = null;
/** the ten digit clips, as samples in -1..1 */
export function digitClips(): Float32Array[] {
  if (clips) return clips;
  // from the sources, __dirname is server/guards/; bundled into build/server.cjs, it is build/
  const dir = [path.join(__dirname, '../captcha-audio'), path.join(__dirname, '../server/captcha-audio')].find((d) =>
    fs.existsSync(path.join(d, '0.wav')),
  );
  if (!dir) throw new Error('server/captcha-audio/ is missing');
  clips = Array.from({ length: 10 }, (_, d) => {
    const wav = fs.readFileSync(path.join(dir, `${d}.wav`));
    const size = wav.readUInt32LE(40);
    const pcm = new Int16Array(wav.buffer.slice(wav.byteOffset + 44, wav.byteOffset + 44 + size));
    return Float32Array.from(pcm, (v) => v / 32768);
  });
  return clips;
}

/** Numbers in [0, 1) from a secret seed (SHA-256 in counter mode): unpredictable without the seed, repeatable with. */
function stream(seed: Buffer) {
  let block = Buffer.alloc(0);
  let at = 0;
  let counter = 0;
  return () => {
    if (at + 4 > block.length) {
      block = createHash('sha256').update(seed).update(String(counter++)).digest();
      at = 0;
    }
    const v = block.readUInt32LE(at) / 2 ** 32;
    at += 4;
    return v;
  };
}

/** `clip` played `rate` times as fast (tempo and pitch together), by linear interpolation. */
function resample(clip: Float32Array, rate: number): Float32Array {
  const out = new Float32Array(floor((clip.length - 1) / rate));
  for (let i = 0; i < out.length; i++) {
    const x = i * rate;
    const k = floor(x);
    out[i] = clip[k] + (clip[k + 1] - clip[k]) * (x - k);
  }
  return out;
}

/**
 * A digit's own colour: a first-order filter of random strength and direction (duller or brighter) and a short echo
 * (4–18 ms, as from a near wall). A listener hears the same word in another room; its waveform is no longer the
 * clip's, so matching the clip sample by sample fails.
 */
function colour(v: Float32Array, next: () => number): Float32Array {
  const a = 0.2 + 0.6 * next();
  const bright = next() < 0.5;
  const out = new Float32Array(v.length);
  let low = 0;
  for (let i = 0; i < v.length; i++) {
    low += a * (v[i] - low);
    out[i] = bright ? v[i] - 0.7 * low : low;
  }
  const delay = round(RATE * (0.004 + 0.014 * next()));
  const echo = 0.35 + 0.3 * next();
  for (let i = out.length - 1; i >= delay; i--) out[i] += echo * out[i - delay];
  return out;
}

/** The spoken challenge as 16-bit mono WAV: a lead-in, each digit varied, gaps of 0.55–1.0 s, babble and noise. */
export function spokenDigits(answer: string, seed: Buffer): Buffer {
  const next = stream(seed);
  const between = (lo: number, hi: number) => lo + (hi - lo) * next();
  const voiced: { at: number; samples: Float32Array }[] = [];
  let t = round(RATE * between(0.4, 0.7));
  for (const ch of answer.replace(/\D/g, '')) {
    const v = colour(resample(digitClips()[Number(ch)], between(0.86, 1.16)), next);
    const gain = between(0.55, 1.0);
    for (let i = 0; i < v.length; i++) v[i] *= gain;
    voiced.push({ at: t, samples: v });
    t += v.length + round(RATE * between(0.55, 1.0));
  }
  const pcm = new Float32Array(t);
  for (const { at, samples } of voiced) for (let i = 0; i < samples.length; i++) pcm[at + i] += samples[i];
  // the babble bed: clips backwards, each at its own speed, end to end with overlaps, under the digits throughout
  for (let layer = 0; layer < 3; layer++) {
    let b = round(RATE * between(0, 0.3));
    while (b < pcm.length) {
      const clip = resample(digitClips()[floor(next() * 10)], between(0.8, 1.25)).reverse();
      const gain = between(0.1, 0.2);
      for (let i = 0; i < clip.length && b + i < pcm.length; i++) pcm[b + i] += clip[i] * gain;
      b += round(clip.length * between(0.6, 1.0));
    }
  }
  // the noise floor from a fast generator seeded by the stream: it hides nothing, the digits' variations do
  let state = floor(next() * 2 ** 32) | 1;
  const out = new Int16Array(pcm.length);
  for (let i = 0; i < pcm.length; i++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    const noise = ((state >>> 0) / 2 ** 32 - 0.5) * 0.02;
    out[i] = round(32767 * max(-1, min(1, pcm[i] + noise)));
  }
  return wav(Buffer.from(out.buffer));
}

function wav(data: Buffer): Buffer {
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
